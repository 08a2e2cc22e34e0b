import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { demoMe, renderApp } from "../../test/render";
import { createCache } from "./apollo";
import { CurrentUserProvider, useCurrentUser } from "./current-user";
import { MeDocument, SetContestHelperDocument } from "./gql/graphql";
import { dismissToast, getToasts } from "./toasts";
import { useActionMutation, type ActionFailure } from "./useActionMutation";

const ok = {
  request: { query: SetContestHelperDocument, variables: { value: true } },
  result: { data: { setContestHelper: { __typename: "CurrentUser", id: demoMe.id, isContestHelper: true } } },
  delay: 20,
};
const failing = (code: string, message: string) => ({
  request: { query: SetContestHelperDocument, variables: { value: true } },
  result: { errors: [{ message, extensions: { code } }] },
});

function Probe({ onError }: { onError?: (f: ActionFailure) => boolean }) {
  const action = useActionMutation(SetContestHelperDocument, {
    success: (d, v) => (v.value && d.setContestHelper.isContestHelper ? "You are now a contest helper" : null),
    onError,
  });
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <button
        type="button"
        disabled={action.loading}
        onClick={() => void action.attempt({ value: true }).then((r) => setOutcome(r.ok ? "ok" : `failed ${r.code}`))}
      >
        Go
      </button>
      <output>{outcome}</output>
    </>
  );
}

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);

describe("useActionMutation, the one mutation runner", () => {
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  it("disables its trigger during the request and toasts the success text", async () => {
    renderApp(<Probe />, { me: demoMe, mocks: [ok] });
    const go = screen.getByRole("button", { name: "Go" });
    fireEvent.click(go);
    expect(go).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("ok"));
    expect(go).toBeEnabled();
    expect(toastTexts()).toContain("success: You are now a contest helper");
  });

  it("toasts the server's message and reports the code", async () => {
    renderApp(<Probe />, { me: demoMe, mocks: [failing("FORBIDDEN", "Only members can do this")] });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("failed FORBIDDEN"));
    expect(toastTexts()).toContain("danger: Only members can do this");
  });

  it("lets the caller handle a code without a toast", async () => {
    const onError = jest.fn((f: ActionFailure) => f.code === "BAD_USER_INPUT");
    renderApp(<Probe onError={onError} />, { me: demoMe, mocks: [failing("BAD_USER_INPUT", "Name is too long")] });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() => expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("failed BAD_USER_INPUT"));
    expect(onError).toHaveBeenCalledWith({ code: "BAD_USER_INPUT", message: "Name is too long" }, { value: true });
    expect(toastTexts()).not.toContain("danger: Name is too long");
  });

  it("refreshes the signed-in member after a lost session (UNAUTHENTICATED)", async () => {
    function Who() {
      const { me } = useCurrentUser();
      return <p>{me ? `signed in as ${me.username}` : "signed out"}</p>;
    }
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[
          { request: { query: MeDocument }, result: { data: { me: demoMe } } },
          failing("UNAUTHENTICATED", "Log in first"),
          { request: { query: MeDocument }, result: { data: { me: null } } },
        ]}
      >
        <CurrentUserProvider>
          <Who />
          <Probe />
        </CurrentUserProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText("signed in as DemoMapper")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("signed out")).toBeInTheDocument();
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("failed UNAUTHENTICATED");
    expect(toastTexts()).toContain("danger: Log in first");
  });
});

import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header } from "./Header";
import { Toaster } from "./Toaster";
import { SetContestHelperDocument, SetShowcaseMapperDocument } from "./gql/graphql";
import { demoMe, renderApp } from "../../test/render";

function Shell() {
  return (
    <>
      <Header />
      <Toaster />
    </>
  );
}

async function openMenu() {
  const button = await screen.findByRole("button", { name: "Account menu for DemoMapper" });
  fireEvent.click(button);
  return button;
}

describe("user menu", () => {
  it("shows the points breakdown rounded to one decimal and the breakdown link", async () => {
    renderApp(<Shell />, { me: demoMe });
    await openMenu();
    const points = screen.getByLabelText("Your points");
    const value = (label: string) => within(points).getByText(label).nextElementSibling?.textContent;
    expect(value("Total")).toBe("612.5");
    expect(value("Available")).toBe("587.4");
    expect(value("Mapping")).toBe("401.3");
    expect(value("Modding")).toBe("13.0");
    expect(value("Other")).toBe("198.2");
    expect(screen.getByRole("link", { name: "View full points breakdown" })).toHaveAttribute("href", "/users?id=2");
    expect(screen.getByRole("link", { name: "Log out" })).toHaveAttribute("href", "/api/logout");
  });

  it("toggles FA showcase mapper through the mutation and shows a success toast", async () => {
    const result = jest.fn(() => ({
      data: { setShowcaseMapper: { __typename: "CurrentUser", id: "2", isShowcaseMapper: true } },
    }));
    renderApp(<Shell />, {
      me: demoMe,
      mocks: [{ request: { query: SetShowcaseMapperDocument, variables: { value: true } }, result }],
    });
    await openMenu();
    const toggle = screen.getByRole("switch", { name: "FA showcase mapper" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await act(async () => fireEvent.click(toggle));
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(await screen.findByText("You are now an FA showcase mapper")).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("turns contest helper off and keeps the cache in step", async () => {
    const result = jest.fn(() => ({
      data: { setContestHelper: { __typename: "CurrentUser", id: "2", isContestHelper: false } },
    }));
    renderApp(<Shell />, {
      me: demoMe,
      mocks: [{ request: { query: SetContestHelperDocument, variables: { value: false } }, result }],
    });
    await openMenu();
    const toggle = screen.getByRole("switch", { name: "Contest helper" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText("You are no longer a contest helper")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("shows the error message and rolls back when the mutation fails", async () => {
    renderApp(<Shell />, {
      me: demoMe,
      mocks: [
        {
          request: { query: SetShowcaseMapperDocument, variables: { value: true } },
          result: { errors: [{ message: "Unauthorized - May need to login first", extensions: { code: "UNAUTHENTICATED" } }] },
        },
      ],
    });
    await openMenu();
    const toggle = screen.getByRole("switch", { name: "FA showcase mapper" });
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText("Unauthorized - May need to login first")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("closes on Escape and returns focus to its button", async () => {
    renderApp(<Shell />, { me: demoMe });
    const button = await openMenu();
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("offers Log in when signed out", async () => {
    renderApp(<Shell />, { me: null, path: "/logs" });
    expect(await screen.findByRole("link", { name: "Log in" })).toHaveAttribute("href", "/api/login?returnTo=%2Flogs");
  });
});

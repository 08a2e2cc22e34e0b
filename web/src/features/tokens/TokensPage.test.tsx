import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import TokensPage from "./TokensPage";
import { CreateApiTokenDocument, MyApiTokensDocument, RevokeApiTokenDocument } from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";

const token = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: "ApiToken" as const,
  id,
  name,
  scopes: ["READ"],
  hint: "abcd",
  createdAt: "2026-11-20T10:00:00Z",
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  active: true,
  ...over,
});

const SECRET = "mgp_" + "x".repeat(43);

describe("tokens page", () => {
  it("lists tokens with last use, creates one showing the secret once, and revokes", async () => {
    const used = token("1", "stats bot", { lastUsedAt: "2026-11-23T08:30:00Z", scopes: ["READ", "ACT"] });
    const created = token("2", "discord", { hint: "xxxx", expiresAt: "2027-02-22T10:00:00Z" });
    const createCall = jest.fn(() => ({
      data: { createApiToken: { __typename: "CreatedApiToken", secret: SECRET, token: created } },
    }));
    const revokeCall = jest.fn(() => ({
      data: { revokeApiToken: { ...used, active: false, revokedAt: "2026-11-24T03:00:00Z" } },
    }));
    renderApp(<TokensPage />, {
      route: "/settings/tokens",
      me: demoMe,
      mocks: [
        { request: { query: MyApiTokensDocument }, result: { data: { myApiTokens: [used] } } },
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: "discord", scopes: ["READ"], expiresInDays: 90 } },
          },
          result: createCall,
        },
        { request: { query: MyApiTokensDocument }, result: { data: { myApiTokens: [created, used] } } },
        { request: { query: RevokeApiTokenDocument, variables: { id: "1" } }, result: revokeCall },
      ],
    });

    const row = (await screen.findByText("stats bot", { selector: "strong" })).closest("tr")!;
    expect(within(row).getByText("read, act")).toBeInTheDocument();
    expect((row as HTMLTableRowElement).cells[3]?.textContent).toMatch(/2026/);
    expect(within(row).getByText("Active")).toBeInTheDocument();

    // A name is required before anything is sent.
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Give the token a name");
    expect(createCall).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "discord" } });
    fireEvent.click(screen.getByRole("button", { name: "Create token" }));
    expect(await screen.findByTestId("new-token")).toHaveTextContent(SECRET);
    expect(createCall).toHaveBeenCalledTimes(1);
    await screen.findByText("discord", { selector: "strong" });
    // Members who are not admins are not offered the admin scope (their `me` has loaded by now).
    expect(screen.getByText("read", { selector: "code" })).toBeInTheDocument();
    expect(screen.queryByText("admin")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "I have stored it" }));
    expect(screen.queryByTestId("new-token")).not.toBeInTheDocument();

    const revoke = within(screen.getByText("stats bot", { selector: "strong" }).closest("tr")!).getByRole("button", {
      name: /Revoke/,
    });
    fireEvent.click(revoke);
    fireEvent.click(revoke);
    await waitFor(() => expect(revokeCall).toHaveBeenCalledTimes(1));
    expect(
      await within(screen.getByText("stats bot", { selector: "strong" }).closest("tr")!).findByText(/Revoked/),
    ).toBeInTheDocument();
  });

  it("offers the admin scope to admins", async () => {
    renderApp(<TokensPage />, {
      route: "/settings/tokens",
      me: { ...demoMe, group: "admin" },
      mocks: [{ request: { query: MyApiTokensDocument }, result: { data: { myApiTokens: [] } } }],
    });
    expect(await screen.findByText("You have no tokens yet.")).toBeInTheDocument();
    expect(await screen.findByText("admin")).toBeInTheDocument();
  });
});

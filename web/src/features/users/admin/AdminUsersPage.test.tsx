import { fireEvent, screen, within } from "@testing-library/react";
import AdminUsersPage from "./AdminUsersPage";
import { AdminUserSearchDocument } from "../gql/graphql";
import { renderApp } from "../../../../test/render";

const person = (id: string, username: string) => ({
  __typename: "User" as const,
  id,
  username,
  osuId: 2000 + Number(id),
  avatarUrl: `/mock-osu/a/${2000 + Number(id)}`,
  rank: 1,
});

/** The first page of name matches, as usersConnection answers it. */
const matches = (search: string, people: ReturnType<typeof person>[], totalCount: number) => ({
  request: { query: AdminUserSearchDocument, variables: { search } },
  result: { data: { usersConnection: { __typename: "UserConnection", totalCount, nodes: people } } },
});

describe("admin users: find a member (usersConnection's first page)", () => {
  it("lists the matches and says when there are more than the page shows", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => person(String(i + 1), `Mapper${i + 1}`));
    renderApp(<AdminUsersPage />, { path: "/admin/users", mocks: [matches("map", ten, 37)] });
    fireEvent.change(screen.getByLabelText("Username or osu! id"), { target: { value: "map" } });
    const list = await screen.findByRole("list", { name: "Users found" });
    expect(within(list).getAllByRole("button")).toHaveLength(10);
    expect(within(list).getByRole("button", { name: /Mapper1\b/ })).toBeTruthy();
    expect(screen.getByText("The first 10 of 37 matches: type more of the name to narrow them.")).toBeTruthy();
  });

  it("says nothing more when every match is shown, and 'No users found.' for none", async () => {
    renderApp(<AdminUsersPage />, {
      path: "/admin/users",
      mocks: [matches("ana", [person("1", "Ana")], 1), matches("zzz", [], 0)],
    });
    const input = screen.getByLabelText("Username or osu! id");
    fireEvent.change(input, { target: { value: "ana" } });
    const list = await screen.findByRole("list", { name: "Users found" });
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    expect(screen.queryByText(/type more of the name/)).toBeNull();
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(await screen.findByText("No users found.")).toBeTruthy();
  });
});

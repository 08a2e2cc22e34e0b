import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getToasts } from "../../../app/toasts";
import { MemberAccessPanel } from "./MemberAccessPanel";
import {
  AdminMemberAccessDocument,
  AdminRevokeMemberTokensDocument,
  AdminSetMemberRoleDocument,
  AdminSignOutMemberDocument,
} from "../gql/graphql";
import { demoMe, renderApp } from "../../../../test/render";

const access = (over: Record<string, unknown> = {}) => ({
  __typename: "AdminMemberAccess" as const,
  group: "user",
  isMentorshipAdmin: false,
  isWorldCupHelper: false,
  isQuestTrailblazer: false,
  activeSessions: 2,
  activeTokens: 1,
  user: { __typename: "User" as const, id: "7" },
  ...over,
});

const accessMock = (over: Record<string, unknown> = {}) => ({
  request: { query: AdminMemberAccessDocument, variables: { userId: "7" } },
  result: { data: { adminMemberAccess: access(over) } },
});

const admin = { ...demoMe, group: "admin" as const };

describe("admin users: roles and access", () => {
  it("shows the member's roles as switches and grants one on click", async () => {
    let granted = false;
    renderApp(<MemberAccessPanel userId="7" username="Target" />, {
      me: admin,
      mocks: [
        accessMock(),
        {
          request: { query: AdminSetMemberRoleDocument, variables: { userId: "7", role: "WORLD_CUP_HELPER", value: true } },
          result: () => {
            granted = true;
            return { data: { adminSetMemberRole: access({ isWorldCupHelper: true }) } };
          },
        },
      ],
    });
    const wc = await screen.findByRole("switch", { name: "World Cup helper" });
    expect(wc).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("switch", { name: "Admin" })).toHaveAttribute("aria-checked", "false");
    fireEvent.click(wc);
    await waitFor(() => expect(granted).toBe(true));
    await waitFor(() => expect(screen.getByRole("switch", { name: "World Cup helper" })).toHaveAttribute("aria-checked", "true"));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Target: World Cup helper granted"));
  });

  it("an admin's secret switch is off and disabled (admin includes it)", async () => {
    renderApp(<MemberAccessPanel userId="7" username="Target" />, { me: admin, mocks: [accessMock({ group: "admin" })] });
    const secret = await screen.findByRole("switch", { name: "Group secret" });
    expect(secret).toBeDisabled();
    expect(screen.getByText("Included in admin")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Admin" })).toHaveAttribute("aria-checked", "true");
  });

  it("signs out everywhere and revokes tokens after a second click, with the counts", async () => {
    const calls: string[] = [];
    renderApp(<MemberAccessPanel userId="7" username="Target" />, {
      me: admin,
      mocks: [
        accessMock(),
        {
          request: { query: AdminSignOutMemberDocument, variables: { userId: "7" } },
          result: () => (calls.push("signOut"), { data: { adminSignOutMember: 2 } }),
        },
        accessMock({ activeSessions: 0 }),
        {
          request: { query: AdminRevokeMemberTokensDocument, variables: { userId: "7" } },
          result: () => (calls.push("revoke"), { data: { adminRevokeMemberTokens: 1 } }),
        },
        accessMock({ activeSessions: 0, activeTokens: 0 }),
      ],
    });
    expect(await screen.findByTestId("admin-sessions")).toHaveTextContent("2 sessions");
    expect(screen.getByTestId("admin-tokens")).toHaveTextContent("1 API token");
    const signOut = screen.getByRole("button", { name: "Sign out everywhere" });
    fireEvent.click(signOut);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Sign Target out everywhere?" }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Target signed out of 2 sessions"));
    await waitFor(() => expect(screen.getByTestId("admin-sessions")).toHaveTextContent("0 sessions"));
    fireEvent.click(screen.getByRole("button", { name: "Revoke all API tokens" }));
    fireEvent.click(screen.getByRole("button", { name: "Revoke every token of Target?" }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("1 API token of Target revoked"));
    expect(calls).toEqual(["signOut", "revoke"]);
  });
});

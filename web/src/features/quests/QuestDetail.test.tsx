import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { useCurrentUser } from "../../app/current-user";
import { getToasts } from "../../app/toasts";
import { DAY_MS } from "../../lib/format";
import { demoMe, renderApp } from "../../../test/render";
import { AcceptQuestDocument, InviteToPartyDocument, ReopenQuestDocument, type QuestDetailFieldsFragment } from "./gql/graphql";
import { acceptConfirmText } from "./PartyPanel";
import { QuestDetailView } from "./QuestDetail";
import { FIXTURE_NOW, party, person, questDetail } from "./test-fixtures";

type Role = "leader" | "member" | "invitee" | "non-member";
type State = "open" | "wip" | "expired" | "done";

const ROLE_IDS: Record<Role, string> = { leader: "10", member: "11", invitee: "12", "non-member": "13" };

function quest(state: State, role: Role, patch: Partial<QuestDetailFieldsFragment> = {}): QuestDetailFieldsFragment {
  const inParty = role === "leader" || role === "member";
  const base = {
    viewerParty: inParty ? { __typename: "Party" as const, id: "p1" } : null,
  };
  const deadline = new Date(FIXTURE_NOW.getTime() + 30 * DAY_MS).toISOString();
  const held = {
    deadline,
    accepted: new Date(FIXTURE_NOW.getTime() - 50 * DAY_MS).toISOString(),
    currentParty: { __typename: "Party", id: "p1", members: party().members },
  } as Partial<QuestDetailFieldsFragment>;
  switch (state) {
    case "open":
      return questDetail({ ...base, ...patch });
    case "expired":
      return questDetail({
        ...base,
        isExpired: true,
        expiration: new Date(FIXTURE_NOW.getTime() - 5 * DAY_MS).toISOString(),
        ...patch,
      });
    case "wip":
      return questDetail({ ...base, ...held, status: "wip", modes: ["osu"], ...patch });
    case "done":
      return questDetail({ ...base, ...held, status: "done", modes: ["osu"], completed: deadline, ...patch });
  }
}

/** Every control whose visibility depends on the role and the quest's state. */
const CONTROLS = [
  "Add party",
  "Join",
  "Join quest",
  "Decline",
  "Leave party",
  "Accept quest",
  "Drop quest",
  "Lock party",
  "Delete party",
  "Invite",
  "Lead",
  "Kick",
  "Remove invitation of Invitee",
  "Re-open quest for 35 points",
] as const;
type Control = (typeof CONTROLS)[number];

function shownControls(): Control[] {
  return CONTROLS.filter((name) => screen.queryAllByRole("button", { name }).length > 0);
}

function renderAs(role: Role, q: QuestDetailFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  const me = { ...demoMe, id: ROLE_IDS[role] };
  return renderApp(<QuestDetailView quest={q} me={me} now={FIXTURE_NOW} />, { me, mocks });
}

const LEADER_OPEN: Control[] = [
  "Accept quest",
  "Lock party",
  "Delete party",
  "Invite",
  "Lead",
  "Kick",
  "Remove invitation of Invitee",
];

describe("quest modal: which buttons appear for whom", () => {
  test.each<[State, Role, Control[]]>([
    ["open", "leader", LEADER_OPEN],
    ["open", "member", ["Leave party"]],
    ["open", "invitee", ["Add party", "Join quest", "Decline"]],
    ["open", "non-member", ["Add party", "Join"]],
    ["wip", "leader", ["Drop quest", "Invite", "Lead", "Kick", "Remove invitation of Invitee"]],
    ["wip", "member", ["Leave party"]],
    ["wip", "invitee", ["Join quest", "Decline"]],
    ["wip", "non-member", []],
    ["expired", "leader", ["Re-open quest for 35 points"]],
    ["expired", "member", ["Re-open quest for 35 points"]],
    ["expired", "invitee", ["Re-open quest for 35 points"]],
    ["expired", "non-member", ["Re-open quest for 35 points"]],
    ["done", "leader", []],
    ["done", "member", []],
    ["done", "invitee", []],
    ["done", "non-member", []],
  ])("%s quest, %s → %j", (state, role, expected) => {
    renderAs(role, quest(state, role));
    expect(shownControls()).toEqual(expected);
  });

  it("hides Join on a locked party for non-members, but an invitee may still join", () => {
    const locked = { parties: [party({ lock: true })] };
    const { unmount } = renderAs("non-member", quest("open", "non-member", locked));
    expect(shownControls()).toEqual(["Add party"]);
    unmount();
    renderAs("invitee", quest("open", "invitee", locked));
    expect(shownControls()).toEqual(["Add party", "Join quest", "Decline"]);
  });

  it("offers no Join or Add party to someone already in another party of the quest", () => {
    const other = party({
      id: "p2",
      leader: { __typename: "User", id: "13" } as never,
      members: [person("13", "Other")],
      invites: [],
    });
    renderAs(
      "non-member",
      quest("open", "non-member", { parties: [party(), other], viewerParty: { __typename: "Party", id: "p2" } as never }),
    );
    const panel = screen.getByRole("region", { name: "Party led by Leader" });
    expect(within(panel).queryByRole("button", { name: "Join" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add party" })).not.toBeInTheDocument();
  });

  it("hides Accept when the party is outside the quest's size or rank bounds, and says why", () => {
    const { unmount } = renderAs("leader", quest("open", "leader", { minParty: 3, maxParty: 6 }));
    expect(screen.queryByRole("button", { name: "Accept quest" })).not.toBeInTheDocument();
    expect(screen.getByText(/To accept, the party needs 3-6 members/)).toBeInTheDocument();
    unmount();
    renderAs("leader", quest("open", "leader", { minRank: 3 }));
    expect(screen.queryByRole("button", { name: "Accept quest" })).not.toBeInTheDocument();
    expect(screen.getByText(/party rank of at least 3/)).toBeInTheDocument();
  });

  it("shows the party modes as toggles to the leader of an open quest only", () => {
    const { unmount } = renderAs("leader", quest("open", "leader"));
    const modes = screen.getByRole("group", { name: "Party modes" });
    expect(within(modes).getByRole("button", { name: /osu!$/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(modes).getByRole("button", { name: /osu!taiko/ })).toHaveAttribute("aria-pressed", "false");
    unmount();
    renderAs("member", quest("open", "member"));
    expect(screen.queryByRole("group", { name: "Party modes" })).not.toBeInTheDocument();
  });

  it("limits the invite field to 18 characters", () => {
    renderAs("leader", quest("open", "leader"));
    expect(screen.getByLabelText("Invite a member")).toHaveAttribute("maxLength", "18");
  });

  it("notes invitees whose available points are below the price", () => {
    renderAs(
      "member",
      quest("open", "member", {
        parties: [
          party({
            invites: [
              {
                __typename: "User",
                id: "12",
                username: "Invitee",
                osuId: 1012,
                pointsInfo: { __typename: "PointsInfo", available: 7.5 },
              },
            ] as never,
          }),
        ],
      }),
    );
    const pending = screen.getByRole("list", { name: "Pending invitations" });
    expect(pending).toHaveTextContent("Invitee");
    expect(pending).toHaveTextContent("7.5 available points: points will be taken from other party members");
  });

  it("does not note invitees who can pay", () => {
    renderAs("member", quest("open", "member"));
    expect(screen.getByRole("list", { name: "Pending invitations" })).not.toHaveTextContent("points will be taken");
  });

  it("shows the deadline of a wip quest, and overdue past it", () => {
    const { unmount } = renderAs("member", quest("wip", "member"));
    expect(screen.getByText("Deadline")).toBeInTheDocument();
    expect(screen.getByText("(30 days left)")).toBeInTheDocument();
    unmount();
    renderAs(
      "member",
      quest("wip", "member", { deadline: new Date(FIXTURE_NOW.getTime() - DAY_MS).toISOString(), isOverdue: true }),
    );
    expect(screen.getByText("(overdue)")).toBeInTheDocument();
  });
});

describe("party actions", () => {
  it("is disabled with the server's acceptProblem as its tooltip", () => {
    const problem = "Not enough points available to accept this quest";
    renderAs("leader", quest("open", "leader", { parties: [party({ acceptProblem: problem })] }));
    const button = screen.getByRole("button", { name: "Accept quest" });
    expect(button).toBeDisabled();
    const trigger = button.closest(".tooltip__trigger")!;
    expect(trigger).toHaveAttribute("aria-describedby");
    expect(document.getElementById(trigger.getAttribute("aria-describedby")!)).toHaveTextContent(problem);
  });

  it("lists the modes, the price and what the leader covers in the confirmation", () => {
    const p = party({ modes: ["osu", "mania"], membersWhoCannotPay: 1, leaderCharge: 40 });
    expect(acceptConfirmText({ name: "Lunar Engine single", price: 20 }, p)).toBe(
      'Accept "Lunar Engine single" for osu!, osu!mania? Each of the 2 party members pays 20 pts. 1 member cannot pay, so you cover them: 40 pts will be taken from you in total.',
    );
    expect(acceptConfirmText({ name: "Q", price: 1 }, party({ members: [person("10", "Leader")], leaderCharge: 1 }))).toBe(
      'Accept "Q" for osu!? Each of the 1 party member pays 1 pt. 1 pt will be taken from you.',
    );
  });

  it("accepts after the confirmation and shows the new balance in the user menu at once", async () => {
    const open = quest("open", "leader");
    const accepted = { ...quest("wip", "leader"), parties: [party({ acceptProblem: "Quest is wip" })] };
    const me = { ...demoMe, id: "10", pointsInfo: { ...demoMe.pointsInfo, available: 587.44 } };
    const mutation = jest.fn(() => ({
      data: {
        acceptQuest: {
          __typename: "QuestActionPayload",
          availablePoints: 567.4,
          quest: accepted,
          quests: [accepted],
          party: accepted.parties[0],
        },
      },
    }));
    function Balance() {
      const { me: current } = useCurrentUser();
      return <output aria-label="balance">{current?.pointsInfo.available}</output>;
    }
    function Harness() {
      const { me: current } = useCurrentUser();
      return (
        <>
          <Balance />
          {current && <QuestDetailView quest={open} me={current} now={FIXTURE_NOW} />}
        </>
      );
    }
    renderApp(<Harness />, {
      me,
      mocks: [{ request: { query: AcceptQuestDocument, variables: { questId: "7" } }, result: mutation }],
    });
    await waitFor(() => expect(screen.getByRole("status", { name: "balance" })).toHaveTextContent("587.44"));
    fireEvent.click(screen.getByRole("button", { name: "Accept quest" }));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      'Accept "Lunar Engine single" for osu!? Each of the 2 party members pays 20 pts.',
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm accept" })));
    await waitFor(() => expect(screen.getByRole("status", { name: "balance" })).toHaveTextContent("567.4"));
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(getToasts().map((t) => t.message)).toContain("Quest accepted!");
  });

  it("invites by username and clears the field", async () => {
    const q = quest("open", "leader");
    const result = jest.fn(() => ({
      data: {
        inviteToParty: { __typename: "QuestActionPayload", availablePoints: null, quest: q, quests: [q], party: q.parties[0] },
      },
    }));
    renderAs("leader", q, [
      { request: { query: InviteToPartyDocument, variables: { partyId: "p1", user: "DemoShowcase" } }, result },
    ]);
    const field = screen.getByLabelText("Invite a member");
    fireEvent.change(field, { target: { value: "DemoShowcase" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Invite" })));
    await waitFor(() => expect(field).toHaveValue(""));
    expect(result).toHaveBeenCalledTimes(1);
    expect(getToasts().map((t) => t.message)).toContain("Added");
  });

  it("asks for a member before Lead or Kick", () => {
    renderAs("leader", quest("open", "leader"));
    fireEvent.click(screen.getByRole("button", { name: "Kick" }));
    expect(getToasts().map((t) => t.message)).toContain("Select a member to kick :(");
    fireEvent.click(screen.getByRole("button", { name: "Lead" }));
    expect(getToasts().map((t) => t.message)).toContain("Select a member to transfer leadership!");
  });
});

describe("re-open", () => {
  it("is disabled unless the viewer has the cost available", () => {
    const q = quest("expired", "non-member");
    const poor = { ...demoMe, id: "13", pointsInfo: { ...demoMe.pointsInfo, available: 34.9 } };
    const { unmount } = renderApp(<QuestDetailView quest={q} me={poor} now={FIXTURE_NOW} />, { me: poor });
    const button = screen.getByRole("button", { name: "Re-open quest for 35 points" });
    expect(button).toBeDisabled();
    const trigger = button.closest(".tooltip__trigger")!;
    expect(document.getElementById(trigger.getAttribute("aria-describedby")!)).toHaveTextContent(
      "you don't have enough Available Points for this",
    );
    // the party is not shown on an expired quest
    expect(screen.queryByRole("region", { name: "Party led by Leader" })).not.toBeInTheDocument();
    unmount();
    const exact = { ...poor, pointsInfo: { ...poor.pointsInfo, available: 35 } };
    renderApp(<QuestDetailView quest={q} me={exact} now={FIXTURE_NOW} />, { me: exact });
    expect(screen.getByRole("button", { name: "Re-open quest for 35 points" })).toBeEnabled();
  });

  it("re-opens, and the balance drops by the cost", async () => {
    const q = quest("expired", "non-member", { price: 10, reopenPrice: 30 });
    const reopened = { ...q, isExpired: false, expiration: new Date(FIXTURE_NOW.getTime() + 90 * DAY_MS).toISOString() };
    const me = { ...demoMe, id: "13", pointsInfo: { ...demoMe.pointsInfo, available: 100 } };
    const result = jest.fn(() => ({
      data: {
        reopenQuest: { __typename: "QuestActionPayload", availablePoints: 70, quest: reopened, quests: [reopened], party: null },
      },
    }));
    function Harness() {
      const { me: current } = useCurrentUser();
      return (
        <>
          <output aria-label="balance">{current?.pointsInfo.available}</output>
          {current && <QuestDetailView quest={q} me={current} now={FIXTURE_NOW} />}
        </>
      );
    }
    renderApp(<Harness />, { me, mocks: [{ request: { query: ReopenQuestDocument, variables: { questId: "7" } }, result }] });
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Re-open quest for 30 points" })));
    await waitFor(() => expect(screen.getByRole("status", { name: "balance" })).toHaveTextContent("70"));
    expect(result).toHaveBeenCalledTimes(1);
  });
});

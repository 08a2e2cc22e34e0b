import { fireEvent, screen, within } from "@testing-library/react";
import AdminAuditPage, { AUDIT_PAGE } from "./AdminAuditPage";
import { AdminAuditLogDocument } from "./gql/graphql";
import { dayStart, kindsOf } from "./audit-labels";
import { demoMe, renderApp } from "../../../test/render";

const admin = { ...demoMe, group: "admin" as const };

const entry = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "AdminAuditEntry" as const,
  id: String(id),
  createdAt: "2026-11-20T10:00:00.000Z",
  kind: "pointsAdjustment",
  targetType: "user",
  targetId: 4,
  targetLabel: "DemoNewcomer",
  oldValue: null,
  newValue: "5",
  reason: "welcome gift",
  actor: { __typename: "User" as const, id: "1", username: "DemoAdmin", osuId: 100 },
  ...over,
});

const vars = (over: Record<string, unknown> = {}) => ({
  first: AUDIT_PAGE,
  actor: null,
  member: null,
  kinds: null,
  targetType: null,
  targetId: null,
  from: null,
  to: null,
  ...over,
});

const page = (variables: Record<string, unknown>, nodes: ReturnType<typeof entry>[]) => ({
  request: { query: AdminAuditLogDocument, variables },
  result: {
    data: {
      adminAuditLog: {
        __typename: "AdminAuditEntryConnection",
        totalCount: nodes.length,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: "AdminAuditEntryEdge", cursor: `c${node.id}`, node })),
      },
    },
  },
});

describe("/admin/audit", () => {
  // Submitting the filter form navigates in a transition; React then builds a FormData of the form, which the test
  // environment's Node FormData (test/jsdom-environment.cjs) cannot do from a jsdom form. The page reads no form data.
  const NodeFormData = globalThis.FormData;
  beforeAll(() => {
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    } as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });

  it("lists entries with kind, target link, change, reason, admin and time", async () => {
    renderApp(<AdminAuditPage />, {
      me: admin,
      route: "/admin/audit",
      mocks: [page(vars(), [entry(2, { kind: "groupAdmin", oldValue: "false", newValue: "true", reason: null }), entry(1)])],
    });
    const rows = await screen.findAllByTestId("audit-entry");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("Admin role")).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "DemoNewcomer" })).toHaveAttribute("href", "/users?id=4");
    expect(within(rows[1]!).getByText("welcome gift")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: /DemoAdmin/ })).toBeInTheDocument();
    expect(screen.getByTestId("audit-total")).toHaveTextContent("2 entries");
  });

  it("applies the filters from the form (member, a kind group, an inclusive date range)", async () => {
    renderApp(<AdminAuditPage />, {
      me: admin,
      route: "/admin/audit",
      mocks: [
        page(vars(), [entry(1)]),
        page(
          vars({
            member: "DemoNewcomer",
            kinds: kindsOf("roles"),
            from: "2026-11-01T00:00:00.000Z",
            to: "2026-11-03T00:00:00.000Z",
          }),
          [],
        ),
      ],
    });
    await screen.findAllByTestId("audit-entry");
    fireEvent.change(screen.getByLabelText("Member acted on"), { target: { value: " DemoNewcomer " } });
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "roles" } });
    fireEvent.change(screen.getByLabelText("From (UTC)"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To (UTC, inclusive)"), { target: { value: "2026-11-02" } });
    fireEvent.submit(screen.getByRole("form", { name: "Filter the audit log" }));
    expect(await screen.findByText("No admin action matches these filters.")).toBeInTheDocument();
  });

  it("reads its filters from the address (the users page links to a member's entries)", async () => {
    renderApp(<AdminAuditPage />, {
      me: admin,
      route: "/admin/audit?member=DemoMapper",
      mocks: [page(vars({ member: "DemoMapper" }), [entry(3)])],
    });
    expect(await screen.findAllByTestId("audit-entry")).toHaveLength(1);
    expect(screen.getByLabelText("Member acted on")).toHaveValue("DemoMapper");
  });
});

describe("audit labels", () => {
  it("turns a day into its UTC start, the end of a range into the next day's", () => {
    expect(dayStart("2026-02-28", 1)).toBe("2026-03-01T00:00:00.000Z");
    expect(dayStart("not a day")).toBeNull();
    expect(kindsOf("")).toBeNull();
    expect(kindsOf("badge")).toEqual(["badge"]);
    expect(kindsOf("nonsense")).toBeNull();
  });
});

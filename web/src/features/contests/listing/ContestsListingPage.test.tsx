import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { useLocation } from "react-router-dom";
import { getToasts } from "../../../app/toasts";
import { demoMe, renderApp } from "../../../../test/render";
import { APPROVAL_QUEUED } from "../shared/contest-text";
import ContestsListingPage from "./ContestsListingPage";
import { ContestTemplatesDocument, CreateContestDocument, SubmitContestEntryDocument } from "./gql/graphql";
import { contest, detailMock, listMock, listVars, managed, manageMock } from "./test-fixtures";

const templates = (nodes: { id: string; name: string }[] = []) => ({
  request: { query: ContestTemplatesDocument },
  result: {
    data: {
      contests: { __typename: "ContestConnection", nodes: nodes.map((n) => ({ __typename: "Contest", ...n })) },
    },
  },
  maxUsageCount: 10,
});

function Where() {
  const loc = useLocation();
  return <output aria-label="location">{loc.pathname + loc.search}</output>;
}

const active = contest({ id: "5" });
const second = contest({ id: "6", name: "Taiko Contest", mode: "taiko", status: "screening", submissionWindow: "closed" });

describe("/contests/listing", () => {
  it("lists the active contests with their phase, loads more by 20, and opens one into ?contest=", async () => {
    renderApp(
      <>
        <ContestsListingPage />
        <Where />
      </>,
      {
        me: demoMe,
        route: "/contests/listing",
        mocks: [
          listMock(listVars(), [active], "c1"),
          listMock(listVars("active", { after: "c1" }), [second]),
          detailMock(active),
        ],
      },
    );
    const cards = await screen.findByRole("list", { name: "Contest list" });
    expect(within(cards).getByRole("button", { name: /Monthly Beatmapping Contest #1/ })).toHaveTextContent("beatmapping phase");
    fireEvent.click(screen.getByRole("button", { name: "Load more contests" }));
    expect(await within(cards).findByRole("button", { name: /Taiko Contest/ })).toHaveTextContent("screening phase");
    expect(screen.queryByRole("button", { name: "Load more contests" })).not.toBeInTheDocument();

    fireEvent.click(within(cards).getByRole("button", { name: /Monthly Beatmapping Contest #1/ }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/contests/listing?contest=5");
    const view = await screen.findByRole("article", { name: "Monthly Beatmapping Contest #1" });
    expect(within(view).getByText("This contest is currently in the beatmapping phase.")).toBeInTheDocument();
    expect(within(view).getByText(/Maps can be submitted until Dec 1, 2026, 00:00 UTC/)).toBeInTheDocument();
    expect(within(view).getByRole("link", { name: "DemoMapper" })).toBeInTheDocument();
  });

  it("a deep link to a completed contest picks Completed and shows the results links", async () => {
    const done = contest({
      id: "9",
      status: "complete",
      submissionWindow: "closed",
      resultsUrl: "https://osu.ppy.sh/home/news/mbc-results",
      screeners: [],
      judges: [],
    });
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=9",
      mocks: [listMock(listVars(), [active]), listMock(listVars("completed"), [done]), detailMock(done)],
    });
    await waitFor(() => expect(screen.getByRole("radio", { name: "Completed" })).toBeChecked());
    const view = await screen.findByRole("article", { name: done.name });
    expect(within(view).getByText("This contest is complete.")).toBeInTheDocument();
    expect(within(view).getByRole("link", { name: "View Mappers' Guild judging scores here!" })).toHaveAttribute(
      "href",
      "/contests/results?contest=9",
    );
    expect(within(view).getByRole("link", { name: "Read the results post here!" })).toBeInTheDocument();
    expect(within(view).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("a deep link to an unknown contest says so", async () => {
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=404",
      mocks: [
        listMock(listVars(), [active]),
        {
          request: { query: detailMock(active).request.query, variables: { id: "404" } },
          result: { errors: [new GraphQLError("Contest not found", { extensions: { code: "NOT_FOUND" } })] },
          maxUsageCount: 5,
        },
      ],
    });
    expect(await screen.findByText("This contest does not exist or is not visible to you.")).toBeInTheDocument();
  });

  it("shows the not-yet-open and closed texts without a form", async () => {
    const later = contest({ id: "7", submissionWindow: "notYetOpen" });
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=7",
      mocks: [listMock(listVars(), [later]), detailMock(later)],
    });
    expect(await screen.findByText("Maps can be submitted after Nov 1, 2026, 00:00 UTC")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit entry" })).not.toBeInTheDocument();
  });

  it("hands in an entry; a refused URL shows the server's message next to the field", async () => {
    const submitted = {
      __typename: "Submission",
      id: "77",
      url: "https://example.com/map.osz",
      createdAt: "2026-11-20T10:00:00.000Z",
      contest: {
        __typename: "Contest",
        id: "5",
        submissionCount: 1,
        mySubmission: {
          __typename: "Submission",
          id: "77",
          url: "https://example.com/map.osz",
          createdAt: "2026-11-20T10:00:00.000Z",
        },
      },
    };
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=5",
      mocks: [
        listMock(listVars(), [active]),
        detailMock(active),
        {
          request: { query: SubmitContestEntryDocument, variables: { contestId: "5", url: "ftp://nope" } },
          result: { errors: [new GraphQLError("Not a valid URL", { extensions: { code: "BAD_USER_INPUT" } })] },
        },
        {
          request: { query: SubmitContestEntryDocument, variables: { contestId: "5", url: "https://example.com/map.osz" } },
          result: { data: { submitContestEntry: submitted } },
        },
      ],
    });
    const field = await screen.findByLabelText("Entry URL");
    fireEvent.change(field, { target: { value: "ftp://nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit entry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not a valid URL");
    expect(field).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(field, { target: { value: "https://example.com/map.osz" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit entry" }));
    expect(await screen.findByText("https://example.com/map.osz")).toBeInTheDocument();
    expect(getToasts().some((t) => t.message === "Submitted!")).toBe(true);
    expect(screen.getByLabelText("Replace your entry (URL)")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Replace entry" })).toBeInTheDocument();
  });

  it("My contests: creating a contest queues it for approval; a taken name is shown in the form", async () => {
    const created = contest({ id: "12", name: "My New Contest", status: "hidden", isApproved: false, viewerIsCreator: true });
    renderApp(
      <>
        <ContestsListingPage />
        <Where />
      </>,
      {
        me: demoMe,
        route: "/contests/listing",
        mocks: [
          listMock(listVars(), [active]),
          listMock(listVars("mine"), [], null, 20),
          templates([{ id: "3", name: "Old Contest" }]),
          {
            request: { query: CreateContestDocument, variables: { input: { name: "Taken", templateId: null } } },
            result: {
              errors: [new GraphQLError("Contest with this name already exists!", { extensions: { code: "CONFLICT" } })],
            },
          },
          {
            request: { query: CreateContestDocument, variables: { input: { name: "My New Contest", templateId: "3" } } },
            result: { data: { createContest: created } },
          },
          { ...listMock(listVars("mine"), [created]), maxUsageCount: 10 },
          detailMock(created),
        ],
      },
    );
    await screen.findByRole("list", { name: "Contest list" });
    fireEvent.click(screen.getByRole("radio", { name: "My contests" }));
    const form = await screen.findByRole("form", { name: "Add contest" });
    const name = within(form).getByLabelText("Contest name");
    fireEvent.change(name, { target: { value: "Taken" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add contest" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Contest with this name already exists!");

    fireEvent.change(name, { target: { value: "My New Contest" } });
    await within(form).findByRole("option", { name: "Old Contest" });
    fireEvent.change(within(form).getByLabelText("Contest details template"), { target: { value: "3" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Add contest" }));
    });
    expect(await within(form).findByText(APPROVAL_QUEUED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("?contest=12"));
    expect(name).toHaveValue("");
  });

  it("only admins get the Pending approval category", async () => {
    const pending = contest({ id: "15", name: "Waiting Contest", isApproved: false });
    const admin = { ...demoMe, id: "1", osuId: 100, username: "DemoAdmin", group: "admin" as const };
    const { unmount } = renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing",
      mocks: [listMock(listVars(), [active])],
    });
    await screen.findByRole("list", { name: "Contest list" });
    expect(screen.queryByRole("radio", { name: "Pending approval" })).not.toBeInTheDocument();
    unmount();

    renderApp(<ContestsListingPage />, {
      me: admin,
      route: "/contests/listing",
      mocks: [listMock(listVars(), [active]), listMock(listVars("pendingApproval"), [pending])],
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Pending approval" }));
    expect(await screen.findByRole("button", { name: /Waiting Contest/ })).toHaveTextContent(
      "beatmapping phase · awaiting approval",
    );
  });

  it("points to the official osu! page when entries are handed in there", async () => {
    const official = contest({ id: "16", osuContestListingUrl: "https://osu.ppy.sh/community/contests/200" });
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=16",
      mocks: [listMock(listVars(), [official]), detailMock(official)],
    });
    expect(await screen.findByRole("link", { name: "official osu! contest page" })).toHaveAttribute(
      "href",
      "https://osu.ppy.sh/community/contests/200",
    );
    expect(screen.queryByLabelText("Entry URL")).not.toBeInTheDocument();
  });

  it("switching between my contests never carries one contest's unsaved settings into the other", async () => {
    const a = managed({ id: "21", name: "Contest A" });
    const b = managed({ id: "22", name: "Contest B" });
    renderApp(<ContestsListingPage />, {
      me: demoMe,
      route: "/contests/listing?contest=21",
      mocks: [
        listMock(listVars(), []),
        listMock(listVars("mine"), [a, b]),
        templates(),
        detailMock(a),
        detailMock(b),
        manageMock(a),
        manageMock(b),
      ],
    });
    const nameA = await screen.findByLabelText("Name");
    expect(nameA).toHaveValue("Contest A");
    fireEvent.change(nameA, { target: { value: "Unsaved" } });
    const cards = await screen.findByRole("list", { name: "Contest list" });
    fireEvent.click(await within(cards).findByRole("button", { name: /Contest B/ }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Contest B"));
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });
});

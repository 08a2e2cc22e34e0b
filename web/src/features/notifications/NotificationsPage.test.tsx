import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import NotificationsPage, { PAGE_SIZE } from "./NotificationsPage";
import NotificationSettingsPage from "./NotificationSettingsPage";
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationSettingsDocument,
  NotificationsPageDocument,
  SetNotificationSettingDocument,
} from "./gql/graphql";
import { timeAgo } from "./time-ago";
import { Header } from "../../app/Header";
import { bellCount } from "../../app/NotificationBell";
import { demoMe, renderApp } from "../../../test/render";
import { getToasts } from "../../app/toasts";

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);

const item = (id: string, text: string, read = false) => ({
  __typename: "Notification" as const,
  id,
  kind: "partyInvited" as const,
  text,
  path: `/quests?id=${id}`,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  read,
  actor: { __typename: "User" as const, id: "9", username: "Leader", avatarUrl: "/mock-osu/a/9" },
});

const page = (nodes: ReturnType<typeof item>[], unread: number, hasNextPage = false) => ({
  data: {
    notifications: {
      __typename: "NotificationConnection",
      totalCount: nodes.length,
      nodes,
      pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: hasNextPage ? "c1" : null },
    },
    me: { __typename: "CurrentUser", id: demoMe.id, unreadNotificationCount: unread },
  },
});

describe("notifications page", () => {
  it("lists the inbox newest first, each item a link to its object; marks one read and the bell follows", async () => {
    const markCall = jest.fn(() => ({ data: { markNotificationRead: { __typename: "Notification", id: "2", read: true } } }));
    renderApp(
      <>
        <Header />
        <NotificationsPage />
      </>,
      {
        me: { ...demoMe, unreadNotificationCount: 2 },
        route: "/notifications",
        mocks: [
          {
            request: { query: NotificationsPageDocument, variables: { first: PAGE_SIZE, unreadOnly: false } },
            result: page([item("2", 'Leader invited you to their party for "Q2"'), item("1", "Old one", true)], 2),
          },
          { request: { query: MarkNotificationReadDocument, variables: { id: "2" } }, result: markCall },
        ],
      },
    );
    const link = await screen.findByRole("link", { name: 'Unread: Leader invited you to their party for "Q2"' });
    expect(link).toHaveAttribute("href", "/quests?id=2");
    expect(screen.getByRole("link", { name: "Old one" })).toHaveAttribute("href", "/quests?id=1");
    expect(screen.getAllByText("2 hours ago")).toHaveLength(2);
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toHaveAttribute("href", "/notifications");

    const row = link.closest("li")!;
    fireEvent.click(within(row).getByRole("button", { name: /Mark read/ }));
    await waitFor(() => expect(markCall).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole("button", { name: /Mark read/ })).not.toBeInTheDocument());
    // The one already read has no button.
    expect(within(screen.getByRole("link", { name: "Old one" }).closest("li")!).queryByRole("button")).toBeNull();
  });

  it("marks all read (the bell goes to none), and shows only the unread ones on demand", async () => {
    const allCall = jest.fn(() => ({ data: { markAllNotificationsRead: 1 } }));
    renderApp(
      <>
        <Header />
        <NotificationsPage />
      </>,
      {
        me: { ...demoMe, unreadNotificationCount: 1 },
        route: "/notifications",
        mocks: [
          {
            request: { query: NotificationsPageDocument, variables: { first: PAGE_SIZE, unreadOnly: false } },
            result: page([item("3", "Unread thing")], 1),
          },
          { request: { query: MarkAllNotificationsReadDocument }, result: allCall },
          {
            request: { query: NotificationsPageDocument, variables: { first: PAGE_SIZE, unreadOnly: false } },
            result: page([item("3", "Unread thing", true)], 0),
          },
          {
            request: { query: NotificationsPageDocument, variables: { first: PAGE_SIZE, unreadOnly: true } },
            result: page([], 0),
          },
        ],
      },
    );
    await screen.findByRole("link", { name: "Unread: Unread thing" });
    fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(allCall).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toContain("success: Marked 1 notification read"));
    expect(await screen.findByRole("link", { name: "Notifications, none unread" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Unread thing" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toHaveAttribute("aria-disabled", "true");

    fireEvent.click(screen.getByRole("button", { name: "Unread" }));
    expect(screen.getByRole("button", { name: "Unread" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Nothing unread.")).toBeInTheDocument();
  });

  it("the bell says 99+ beyond 99, and times read as people say them", () => {
    expect([0, 5, 99, 100].map(bellCount)).toEqual(["0", "5", "99", "99+"]);
    const now = new Date("2026-11-24T12:00:00Z");
    expect(timeAgo("2026-11-24T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-24T11:59:00Z", now)).toBe("1 minute ago");
    expect(timeAgo("2026-11-24T09:00:00Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-20T12:00:00Z", now)).toBe("4 days ago");
    expect(timeAgo("2026-09-01T12:00:00Z", now)).toBe("2026-09-01");
  });
});

describe("notification settings page", () => {
  const setting = (kind: string, label: string, inbox: boolean, chat: boolean, chatAvailable = true) => ({
    __typename: "NotificationSetting" as const,
    kind,
    label,
    inbox,
    chat,
    chatAvailable,
  });

  it("switches one kind in the inbox or osu! chat, named for screen readers, and toasts", async () => {
    const setCall = jest.fn(() => ({
      data: { setNotificationSetting: setting("partyInvited", "Party invitations", false, false) },
    }));
    renderApp(<NotificationSettingsPage />, {
      me: demoMe,
      route: "/settings/notifications",
      mocks: [
        {
          request: { query: NotificationSettingsDocument },
          result: {
            data: {
              notificationSettings: [
                setting("partyInvited", "Party invitations", true, false),
                setting("contestMessage", "Messages from contest creators", true, true),
              ],
            },
          },
        },
        {
          request: { query: SetNotificationSettingDocument, variables: { input: { kind: "partyInvited", inbox: false } } },
          result: setCall,
        },
      ],
    });
    const inbox = await screen.findByRole("switch", { name: "Party invitations in the inbox" });
    expect(inbox).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Messages from contest creators as an osu! chat message" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    fireEvent.click(inbox);
    await waitFor(() => expect(setCall).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toContain("success: Party invitations: inbox off"));
    await waitFor(() => expect(inbox).toHaveAttribute("aria-checked", "false"));
  });

  it("without an osu! chat bot the chat switches are off and say why", async () => {
    renderApp(<NotificationSettingsPage />, {
      route: "/settings/notifications",
      me: demoMe,
      mocks: [
        {
          request: { query: NotificationSettingsDocument },
          result: {
            data: { notificationSettings: [setting("contestMessage", "Messages from contest creators", true, true, false)] },
          },
        },
      ],
    });
    const chat = await screen.findByRole("switch", { name: "Messages from contest creators as an osu! chat message" });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAttribute("aria-checked", "false");
    expect(screen.getByText(/no osu! chat bot configured/)).toBeInTheDocument();
  });
});

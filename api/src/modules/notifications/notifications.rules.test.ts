import { EventKind, resolveRecipients } from "../../core/events";
import { OsuApiError } from "../../osu/osu-client";
import { clientCredentialsScopeProblem } from "../../osu/mock-provider/mock-chat";
import { CHAT_MESSAGE_MAX, chatMessage, describeNotification, effectiveSetting, NOTIFICATION_KINDS } from "./notifications.rules";
import { classifyChatFailure, nextChatAttempt } from "./osu-chat.sender";

describe("what a notification says and where it leads", () => {
  test("every member-facing kind has a text and a site link", () => {
    for (const { kind } of NOTIFICATION_KINDS) {
      const v = describeNotification(kind, 7, { name: "N", questName: "Q", label: "A - T", questId: 3 }, null);
      expect(v.text.length).toBeGreaterThan(5);
      expect(v.path).toMatch(/^\/[a-z/]+\?[a-z]+=\d+$/);
    }
  });

  test("contest phases: staff get their own page, entrants the listing, results the results page", () => {
    expect(describeNotification(EventKind.contestPhaseChanged, 4, { name: "Cup", phase: "screening" }, "screener")).toEqual({
      text: 'Screening is open for "Cup": place your stars',
      path: "/contests/screening?contest=4",
    });
    expect(describeNotification(EventKind.contestPhaseChanged, 4, { name: "Cup", phase: "screening" }, "entrant").path).toBe(
      "/contests/listing?contest=4",
    );
    expect(describeNotification(EventKind.contestPhaseChanged, 4, { name: "Cup", phase: "judging" }, "judge").path).toBe(
      "/contests/judging?contest=4",
    );
    expect(describeNotification(EventKind.contestPhaseChanged, 4, { name: "Cup", phase: "complete" }, "judge")).toEqual({
      text: 'Results are out for "Cup"',
      path: "/contests/results?contest=4",
    });
  });

  test("task changes name who did what to which difficulty", () => {
    const d = { label: "A - T", task: "Insane", actorName: "Ann", targetName: "Bob", status: "Done" };
    expect(describeNotification(EventKind.beatmapTaskChanged, 1, { ...d, change: "added" }, null).text).toBe(
      'Ann added Insane for Bob on "A - T"',
    );
    expect(describeNotification(EventKind.beatmapTaskChanged, 1, { ...d, targetName: "Ann", change: "added" }, null).text).toBe(
      'Ann claimed Insane on "A - T"',
    );
    expect(describeNotification(EventKind.beatmapTaskChanged, 1, { ...d, change: "status" }, null).text).toBe(
      'Ann marked Insane on "A - T" as Done',
    );
    expect(describeNotification(EventKind.beatmapTaskChanged, 1, { ...d, change: "collaboratorRemoved" }, null).text).toBe(
      'Ann removed Bob from Insane on "A - T"',
    );
  });

  test("a rejected mapset says why; drops say who", () => {
    expect(
      describeNotification(EventKind.beatmapStatusChanged, 9, { label: "A - T", status: "WIP", reason: "Bad metadata" }, null)
        .text,
    ).toBe('"A - T" was sent back to WIP: Bad metadata');
    expect(describeNotification(EventKind.questDropped, 2, { questName: "Q", by: "inactivity" }, null).text).toMatch(
      /without activity/,
    );
    expect(describeNotification(EventKind.pointsAdjusted, 5, { amount: 3, reason: "Thanks" }, null).text).toBe(
      "An admin adjusted your points by +3: Thanks",
    );
  });

  test("the chat message keeps the whole link and fits osu!'s 450 characters", () => {
    const short = chatMessage({ text: "Results are out", path: "/contests/results?contest=1" }, "https://mg.example");
    expect(short).toBe("Mappers' Guild: Results are out https://mg.example/contests/results?contest=1");
    const long = chatMessage({ text: "word ".repeat(200), path: "/contests/listing?contest=123" }, "https://mg.example");
    expect(long.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX);
    expect(long.endsWith("… https://mg.example/contests/listing?contest=123")).toBe(true);
  });

  test("defaults apply until the member chooses; kinds nobody is told of are never delivered", () => {
    expect(effectiveSetting(EventKind.contestMessage, undefined)).toEqual({ inbox: true, chat: true });
    expect(effectiveSetting(EventKind.partyInvited, undefined)).toEqual({ inbox: true, chat: false });
    expect(effectiveSetting(EventKind.partyInvited, { inbox: false, chat: true })).toEqual({ inbox: false, chat: true });
    expect(effectiveSetting(EventKind.missionOpened, { inbox: true, chat: true })).toEqual({ inbox: false, chat: false });
  });
});

describe("recipients of an event", () => {
  test("unique, first role wins, never the actor", () => {
    expect(resolveRecipients([3, { userId: 4, role: "screener" }, { userId: 4, role: "entrant" }, 5, 3], 5)).toEqual([
      { userId: 3, role: null },
      { userId: 4, role: "screener" },
    ]);
    expect(resolveRecipients(undefined, null)).toEqual([]);
  });
});

describe("osu! chat failures", () => {
  test("osu!'s answers: recoverable ones are retried, the rest are final", () => {
    for (const s of [401, 408, 429, 500, 502, 503]) expect(classifyChatFailure(new OsuApiError("x", s))).toBe("retry");
    for (const s of [400, 403, 404, 422]) expect(classifyChatFailure(new OsuApiError("x", s))).toBe("failed");
    expect(classifyChatFailure(new OsuApiError("osu! chat is not configured"))).toBe("failed");
    // The paced client (osu-client.ts request): a refusal before sending is retried, a request without answer is not.
    expect(
      classifyChatFailure(Object.assign(new OsuApiError("osu! rate limit reached", 429), { name: "OsuRateLimitedError" })),
    ).toBe("retry");
    expect(classifyChatFailure(Object.assign(new Error("budget spent"), { name: "OsuRateLimitedError" }))).toBe("retry");
    expect(classifyChatFailure(new OsuApiError("osu! could not be reached (fetch failed)"))).toBe("unknown");
  });

  test("no answer: never connected is retried; a timeout or a lost connection may have delivered it, so never again", () => {
    const net = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: { code } });
    expect(classifyChatFailure(net("ECONNREFUSED"))).toBe("retry");
    expect(classifyChatFailure(net("ENOTFOUND"))).toBe("retry");
    expect(classifyChatFailure(net("ECONNRESET"))).toBe("unknown");
    expect(classifyChatFailure(new DOMException("timed out", "TimeoutError"))).toBe("unknown");
    expect(classifyChatFailure(new Error("something else"))).toBe("unknown");
  });

  test("retries wait 1 min, 5 min, 25 min, 2 h; then the message has failed", () => {
    const t = new Date("2026-01-01T00:00:00Z");
    expect([1, 2, 3, 4].map((a) => (nextChatAttempt(a, t)!.getTime() - t.getTime()) / 60_000)).toEqual([1, 5, 25, 120]);
    expect(nextChatAttempt(5, t)).toBeNull();
  });
});

describe("the offline osu!'s client-credentials scopes (osu-web Token::validate)", () => {
  test("chat.write needs delegate, nothing else beside it, and a bot's client", () => {
    expect(clientCredentialsScopeProblem(["chat.write", "delegate"], true)).toBeNull();
    expect(clientCredentialsScopeProblem(["public"], false)).toBeNull();
    expect(clientCredentialsScopeProblem(["chat.write", "delegate"], false)).toBe("delegate_bot_only");
    expect(clientCredentialsScopeProblem(["chat.write"], true)).toBe("delegate_required");
    expect(clientCredentialsScopeProblem(["public", "chat.write", "delegate"], true)).toBe("delegate_invalid_combination");
    expect(clientCredentialsScopeProblem(["*"], true)).toBe("all_scope_no_client_credentials");
  });
});

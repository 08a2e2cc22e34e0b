import "reflect-metadata";
import { BeatmapStatus } from "../../core/enums";
import { EventKind } from "../../core/events";
import {
  capProblem,
  classifyStatus,
  disableReason,
  isPublicAddress,
  mayReceive,
  MAX_WEBHOOKS_PER_MEMBER,
  nextAttempt,
  urlProblem,
  webhookInputProblem,
  webhookKindOf,
  WebhookKind,
} from "./webhooks.rules";

describe("webhook rules", () => {
  it("maps domain events to webhook kinds (results, qualified and ranked by their data)", () => {
    const k = (kind: EventKind, data: Record<string, string> = {}) => webhookKindOf({ kind, data });
    expect(k(EventKind.missionOpened)).toBe(WebhookKind.PRIORITY_QUEST_OPENED);
    expect(k(EventKind.contestPhaseChanged, { phase: "judging" })).toBe(WebhookKind.CONTEST_PHASE_CHANGED);
    expect(k(EventKind.contestPhaseChanged, { phase: "complete" })).toBe(WebhookKind.CONTEST_RESULTS_PUBLISHED);
    expect(k(EventKind.beatmapStatusChanged, { status: BeatmapStatus.Ranked })).toBe(WebhookKind.MAPSET_RANKED);
    expect(k(EventKind.beatmapStatusChanged, { status: BeatmapStatus.WIP })).toBeNull();
    expect(k(EventKind.pointsAdjusted)).toBeNull();
    expect(k(EventKind.partyInvited)).toBeNull();
  });

  it("a member's webhook receives public events and events told to the member; a guild-wide one public events only", () => {
    const told = { public: false, recipients: [{ userId: 7, role: null }] };
    expect(mayReceive({ guildWide: false, ownerId: 7 }, told)).toBe(true);
    expect(mayReceive({ guildWide: false, ownerId: 8 }, told)).toBe(false);
    expect(mayReceive({ guildWide: true, ownerId: 7 }, told)).toBe(false);
    expect(mayReceive({ guildWide: true, ownerId: 1 }, { public: true, recipients: [] })).toBe(true);
  });

  it.each([
    ["127.0.0.1", false],
    ["10.0.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["::1", false],
    ["fe80::1", false],
    ["fd00::1", false],
    ["::ffff:10.0.0.1", false],
    ["::", false],
    ["not an address", false],
    ["93.184.215.14", true],
    ["1.1.1.1", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:1.1.1.1", true],
  ])("address %s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it("endpoint URLs: https only (http with the local setting), no credentials, a bounded length", () => {
    expect(urlProblem("https://bot.example/hook", false)).toBeNull();
    expect(urlProblem("http://bot.example/hook", false)?.code).toBe("BAD_USER_INPUT");
    expect(urlProblem("http://localhost:8787/", true)).toBeNull();
    expect(urlProblem("javascript:alert(1)", true)?.code).toBe("BAD_USER_INPUT");
    expect(urlProblem("https://a:b@bot.example/", false)?.code).toBe("BAD_USER_INPUT");
    expect(urlProblem(`https://bot.example/${"x".repeat(2000)}`, false)?.code).toBe("BAD_USER_INPUT");
    expect(webhookInputProblem({ kinds: [] }, false)?.message).toBe("Choose at least one event kind");
    expect(webhookInputProblem({ kinds: ["nope"] }, false)?.message).toBe("Unknown event kind: nope");
  });

  it("the cap, retries and disabling", () => {
    expect(capProblem(MAX_WEBHOOKS_PER_MEMBER - 1, false)).toBeNull();
    expect(capProblem(MAX_WEBHOOKS_PER_MEMBER, false)?.code).toBe("CONFLICT");
    expect(classifyStatus(204)).toEqual({ outcome: "ok" });
    expect(classifyStatus(410)).toEqual({ outcome: "gone" });
    expect(classifyStatus(500)).toEqual({ outcome: "retry" });
    expect(classifyStatus(301)).toEqual({ outcome: "retry" });
    const t0 = new Date("2026-01-01T00:00:00Z");
    expect([1, 2, 3, 4].map((n) => (nextAttempt(n, t0)!.getTime() - t0.getTime()) / 60_000)).toEqual([1, 5, 25, 120]);
    expect(nextAttempt(5, t0)).toBeNull();
    expect(disableReason("gone", 0)).toMatch(/410/);
    expect(disableReason("failed", 4)).toBeNull();
    expect(disableReason("failed", 5)).toMatch(/5 events in a row/);
  });
});

import { BeatmapStatus } from "../../core/enums";
import { beatmapsetIdOf, normalizeUrl, osuSyncAction } from "./beatmap-osu.rules";

describe("links", () => {
  test.each<[unknown, string | null | "invalid"]>([
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
    ["https://osu.ppy.sh/beatmapsets/123#osu/456", "https://osu.ppy.sh/beatmapsets/123#osu/456"],
    ["  http://example.com/x  ", "http://example.com/x"],
    ["osu.ppy.sh/beatmapsets/1", "invalid"],
    ["javascript:alert(1)", "invalid"],
    ["https://exa mple.com", "invalid"],
    [42, "invalid"],
    [`https://x.com/${"a".repeat(600)}`, "invalid"],
  ])("%j → %j", (input, expected) => {
    const r = normalizeUrl(input);
    if (expected === "invalid") expect(r.ok).toBe(false);
    else expect(r).toEqual({ ok: true, url: expected });
  });

  test.each<[string | null, number | null]>([
    ["https://osu.ppy.sh/beatmapsets/1234567", 1234567],
    ["https://osu.ppy.sh/beatmapsets/1234567#fruits/998", 1234567],
    ["https://osu.ppy.sh/beatmapsets/1234567/discussion", 1234567],
    ["https://osu.ppy.sh/beatmaps/1234567", null],
    ["https://example.com/beatmapsets/1234567", null],
    ["https://osu.ppy.sh/beatmapsets/99999999999", null],
    ["not a url", null],
    [null, null],
  ])("beatmapset id of %s = %s", (url, expected) => {
    expect(beatmapsetIdOf(url)).toBe(expected);
  });
});

describe("osu! status sync", () => {
  test.each<[BeatmapStatus, boolean, Parameters<typeof osuSyncAction>[2], ReturnType<typeof osuSyncAction>]>([
    [BeatmapStatus.Done, false, "qualified", "qualify"],
    [BeatmapStatus.Done, false, "ranked", "qualify"],
    [BeatmapStatus.Done, true, "ranked", "qualify"],
    [BeatmapStatus.Done, false, "approved", "qualify"],
    [BeatmapStatus.Done, false, "pending", "none"],
    [BeatmapStatus.Done, false, "loved", "none"],
    [BeatmapStatus.Qualified, false, "ranked", "none"],
    [BeatmapStatus.Qualified, true, "ranked", "rank"],
    [BeatmapStatus.Qualified, true, "approved", "rank"],
    [BeatmapStatus.Qualified, true, "qualified", "none"],
    [BeatmapStatus.Qualified, false, "pending", "unqualify"],
    [BeatmapStatus.Qualified, true, "wip", "unqualify"],
    [BeatmapStatus.Qualified, true, "graveyard", "unqualify"],
    [BeatmapStatus.Qualified, true, "loved", "none"],
    [BeatmapStatus.WIP, true, "ranked", "none"],
    [BeatmapStatus.Ranked, true, "pending", "none"],
  ])("MG %s (queued %s), osu! %s → %s", (status, queued, osu, expected) => {
    expect(osuSyncAction(status, queued, osu)).toBe(expected);
  });
});

import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { BeatmapMode, BeatmapStatus, Mode, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { WorldCupService } from "./world-cup.service";

/** WorldCupService on a real database: keyset pages across modes, the flag, notes. */
describe("WorldCupService", () => {
  let db: Database;
  let f: ReturnType<typeof fixtures>;
  let service: WorldCupService;
  let helper: User;
  let member: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    f = fixtures(db.dataSource);
    service = new WorldCupService(testDeps(db));
    helper = await f.user({ username: "Helper", isWorldCupHelper: true });
    member = await f.user({ username: "Member", group: UserGroup.user });
  });
  afterAll(async () => {
    await db.close();
  });

  test("pages of tracked maps by mode then age: no gaps, no repeats, Ranked and unflagged left out", async () => {
    const song = await f.song(await f.artist());
    const modes = [BeatmapMode.mania, BeatmapMode.osu, BeatmapMode.hybrid, BeatmapMode.catch, BeatmapMode.taiko];
    const expected: { id: number; mode: BeatmapMode }[] = [];
    for (let i = 0; i < 23; i++) {
      const mode = modes[i % modes.length];
      const status = [BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.Qualified, BeatmapStatus.Ranked][i % 4];
      const b = await f.beatmap(song, member, { mode, status, isWorldCup: i % 7 !== 0 });
      if (status !== BeatmapStatus.Ranked && i % 7 !== 0) expected.push({ id: b.id, mode });
    }
    const order = ["osu", "taiko", "catch", "mania", "hybrid"];
    expected.sort((a, b) => order.indexOf(a.mode) - order.indexOf(b.mode) || a.id - b.id);
    const seen: { id: number; mode: BeatmapMode }[] = [];
    let after: string | null = null;
    do {
      const page = await service.trackedBeatmaps(helper, { first: 4, after });
      expect(page.totalCount).toBe(expected.length);
      seen.push(...page.nodes.map((b) => ({ id: b.id, mode: b.mode })));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(expected);
    const taiko = await service.trackedBeatmaps(helper, { first: 100, mode: Mode.taiko });
    expect(taiko.nodes.every((b) => b.mode === BeatmapMode.taiko)).toBe(true);
  });

  test("flag and notes: helpers write, others are refused, the flag reads null for them", async () => {
    const b = await f.beatmap(await f.song(await f.artist()), member);
    await expect(service.setFlag(member, b.id, true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const flagged = await service.setFlag(helper, b.id, true);
    expect(service.flagFor(helper, flagged)).toBe(true);
    expect(service.flagFor(member, flagged)).toBeNull();
    expect(service.flagFor(null, flagged)).toBeNull();
    await service.updateNote(helper, Mode.osu, "first\n\n");
    const note = await service.updateNote(helper, Mode.osu, "second");
    expect(note).toMatchObject({ mode: "osu", content: "second", updatedById: helper.id });
    expect((await service.notes(helper)).map((n) => [n.mode, n.content])).toEqual([
      ["osu", "second"],
      ["taiko", ""],
      ["catch", ""],
      ["mania", ""],
    ]);
    await expect(service.notes(member)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(service.notes(null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { ArtistStatus, MissionStatus, QuestStatus } from "../../core/enums";
import { HomeService } from "./home.service";
import type { Artist } from "../artists/artist.entity";
import type { Mission } from "../missions/mission.entity";

describe("HomeService", () => {
  let db: Database;
  let home: HomeService;

  beforeAll(async () => {
    db = await createTestDatabase();
    home = new HomeService(testDeps(db));
  });
  afterAll(async () => {
    await db.close();
  });

  test("home artists: released, with a guild map, newest osu! id first, paged by 12 with hasMore", async () => {
    const f = fixtures(db.dataSource);
    const host = await f.user();
    for (let i = 0; i < 15; i++) {
      const a = await f.artist({ osuId: 100 + i });
      const s = await f.song(a);
      await f.beatmap(s, host, { url: `https://osu.ppy.sh/beatmapsets/${i}` });
    }
    const unmapped = await f.artist({ osuId: 999 });
    await f.song(unmapped);
    const privateOne = await f.artist({ osuId: 998, status: ArtistStatus.private });
    await f.beatmap(await f.song(privateOne), host);
    const notUpToDate = await f.artist({ osuId: 997, isUpToDate: false });
    await f.beatmap(await f.song(notUpToDate), host);

    const first = await home.homeArtists(12, 0);
    expect(first.artists.map((a) => a.osuId)).toEqual([114, 113, 112, 111, 110, 109, 108, 107, 106, 105, 104, 103]);
    expect(first.hasMore).toBe(true);
    const second = await home.homeArtists(12, 12);
    expect(second.artists.map((a) => a.osuId)).toEqual([102, 101, 100]);
    expect(second.hasMore).toBe(false);
  });

  test("example quest: newest open, unexpired quest with an artist", async () => {
    const f = fixtures(db.dataSource);
    const a = await f.artist();
    await f.quest({ name: "old", artistId: a.id, createdAt: new Date("2024-01-01") });
    await f.quest({ name: "expired", artistId: a.id, expiration: new Date("2020-01-01"), createdAt: new Date("2025-01-01") });
    await f.quest({ name: "wip", artistId: a.id, status: QuestStatus.wip, createdAt: new Date("2025-02-01") });
    await f.quest({ name: "no artist", createdAt: new Date("2025-03-01") });
    expect((await home.exampleQuest())?.name).toBe("old");
  });

  test("example mission: display only — the curated hidden example, else the newest closed one, never an open one", async () => {
    const f = fixtures(db.dataSource);
    expect(await home.exampleMission()).toBeNull();
    await f.mission({ name: "open", createdAt: new Date("2025-01-01") });
    await f.mission({ name: "closed secret", status: MissionStatus.closed, isShowcaseMission: true });
    await f.mission({ name: "closed unannounced", status: MissionStatus.closed, openingAnnounced: false });
    expect(await home.exampleMission()).toBeNull(); // an open mission is never the example
    await f.mission({ name: "closed old", status: MissionStatus.closed, createdAt: new Date("2024-01-01") });
    await f.mission({ name: "closed new", status: MissionStatus.closed, createdAt: new Date("2024-06-01") });
    expect((await home.exampleMission())?.name).toBe("closed new");

    const released = await f.artist({ osuId: 4242 });
    const other = await f.artist({ osuId: 4243 });
    const unreleased = await f.unreleasedArtist();
    const hidden = async (name: string, artists: Artist[], over: Partial<Mission> = {}) =>
      f.missionArtists(
        await f.mission({ name, status: MissionStatus.hidden, createdAt: new Date("2023-01-01"), ...over }),
        artists,
      );
    await hidden("draft", [released], { openingAnnounced: false });
    await hidden("two artists", [released, other]);
    await hidden("no artist", []);
    await hidden("unreleased artist", [unreleased]);
    await hidden("showcase", [released], { isShowcaseMission: true });
    expect((await home.exampleMission())?.name).toBe("closed new");
    await hidden("the example", [released], { createdAt: new Date("2023-02-01") });
    await hidden("a later one", [other], { createdAt: new Date("2023-03-01") });
    expect((await home.exampleMission())?.name).toBe("the example");
  });
});

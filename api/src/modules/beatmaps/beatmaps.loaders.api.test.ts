import type { Logger as TypeOrmLogger } from "typeorm";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapMode, MissionStatus, QuestStatus, TaskMode, TaskName } from "../../core/enums";

const LIST = `query($n: Int!) {
  beatmaps(first: $n) {
    nextCursor
    beatmaps {
      id status mode url tasksLocked osuBeatmapsetId viewerIsHost
      host { id username avatarUrl }
      song { id title artistName artist { id label } }
      tasks { id name mode status mappers { id username } }
      modders { id username }
      bns { id username }
      quest { id name status }
      mission { id name tier }
    }
  }
}`;

/**
 * Every Beatmap field resolves through per-request DataLoaders: the list costs the same number of SQL statements
 * whether it has 10 or 50 mapsets (counted at TypeORM's query logger, which sees every statement).
 */
describe("beatmap list: a bounded number of SQL statements", () => {
  let server: TestServer;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    server = await startTestServer();
    const ds = server.database.dataSource;
    const original = ds.logger;
    const counter: TypeOrmLogger = new Proxy(original, {
      get(target, prop, receiver) {
        if (prop === "logQuery") {
          return (query: string, ...rest: unknown[]) => {
            if (counting) statements.push(query);
            return (target.logQuery as (...a: unknown[]) => unknown).call(target, query, ...rest);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    Object.defineProperty(ds, "logger", { value: counter, configurable: true, writable: true });

    const f = fixtures(ds);
    const viewer = await f.user({ osuId: 600, username: "Viewer" });
    void viewer;
    const artists = [await f.artist(), await f.artist()];
    const songs = [await f.song(artists[0]), await f.song(artists[1]), await f.song(artists[1])];
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => f.user({ osuId: 610 + i, username: `Person${i}` })));
    const quest = await f.quest({ status: QuestStatus.wip });
    const mission = await f.mission({ status: MissionStatus.open });
    for (let i = 0; i < 60; i++) {
      const b = await f.beatmap(songs[i % 3], people[i % 12], {
        mode: i % 4 === 0 ? BeatmapMode.hybrid : BeatmapMode.osu,
        questId: i % 5 === 0 ? quest.id : null,
        missionId: i % 5 === 1 ? mission.id : null,
        url: i % 2 ? `https://osu.ppy.sh/beatmapsets/${1000 + i}` : null,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
      });
      await f.task(b, TaskName.Easy, TaskMode.osu, [people[i % 12]]);
      await f.task(b, TaskName.Insane, TaskMode.osu, [people[(i + 1) % 12], people[(i + 2) % 12]]);
      await f.task(b, TaskName.Hitsounds, TaskMode.hs, [people[(i + 3) % 12]]);
      await ds.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2), ($1, $3)`, [
        b.id,
        people[(i + 4) % 12].id,
        people[(i + 5) % 12].id,
      ]);
      await ds.query(`INSERT INTO beatmap_bns (beatmap_id, user_id) VALUES ($1, $2)`, [b.id, people[(i + 6) % 12].id]);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function countFor(n: number): Promise<{ count: number; maps: number; sql: string[] }> {
    const v = new Visitor(server.url);
    await v.login(600);
    // Caches in a known state: the session viewer keeps the member's row after a first request (session-viewer.ts),
    // so every counted request finds it kept, whichever database and whatever ran before.
    await v.gql("{ me { id } }");
    statements = [];
    counting = true;
    const res = await v.gql<{ beatmaps: { beatmaps: { tasks: { mappers: unknown[] }[] }[] } }>(LIST, { n });
    counting = false;
    expect(res.errors).toBeUndefined();
    return { count: statements.length, maps: res.data!.beatmaps.beatmaps.length, sql: statements };
  }

  test("10 and 50 mapsets cost the same number of statements", async () => {
    const ten = await countFor(10);
    const fifty = await countFor(50);
    expect(ten.maps).toBe(10);
    expect(fifty.maps).toBe(50);
    expect(fifty.count).toBe(ten.count);
    // Measured: at most 16 = session read (with the viewer's row version) + the list + songs + artists + tasks + quests + missions + the three link
    // tables (task mappers, modders, nominators) + the users each of them leads to + the host users + the session touch.
    expect(fifty.count).toBeLessThanOrEqual(18);
    // No statement per mapset: none of them names a single beatmap id.
    expect(fifty.sql.filter((s) => /WHERE "?\w+"?\."?beatmap_id"? = \$1\b/.test(s))).toEqual([]);
  });
});

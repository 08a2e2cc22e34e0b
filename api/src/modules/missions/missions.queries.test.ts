import { graphql } from "graphql";
import type { Logger as TypeOrmLogger } from "typeorm";
import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { getSchema } from "../../app/schema";
import { createServices } from "../../app/services";
import { createContext } from "../../app/context";
import { MissionStatus, TaskMode, TaskName } from "../../core/enums";
import type { User } from "../users/user.entity";

/**
 * The missions page query (every open mission with its artists, associated maps, their hosts and songs) costs the
 * same number of SQL statements whatever the number of missions: every list field goes through a DataLoader.
 */
describe("missions query: bounded SQL statements (DataLoader)", () => {
  let db: Database;
  let viewer: User;
  let statements = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Count every statement TypeORM sends (query builder, repositories and raw queries all pass through logQuery).
    const ds = db.dataSource;
    const real = ds.logger;
    const counting = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === "logQuery") {
          return (...args: Parameters<TypeOrmLogger["logQuery"]>) => {
            statements++;
            return target.logQuery(...args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    Object.defineProperty(ds, "logger", { value: counting, configurable: true, writable: true });
    viewer = await fixtures(ds).user({ username: "Counter" });
  });
  afterAll(async () => {
    await db.close();
  });

  async function addMissions(n: number, tag: string) {
    const f = fixtures(db.dataSource);
    for (let i = 0; i < n; i++) {
      const m = await f.mission({ name: `${tag} ${i}` });
      const artists = [await f.artist(), await f.artist()];
      await f.missionArtists(m, artists);
      for (let k = 0; k < 3; k++) {
        const host = await f.user();
        const b = await f.beatmap(await f.song(artists[k % 2]), host, { missionId: m.id });
        await f.task(b, TaskName.Hard, TaskMode.osu, [host]);
      }
    }
  }

  async function run(): Promise<{ count: number; missions: number; maps: number }> {
    const deps = testDeps(db);
    const ctx = createContext(createServices(deps), viewer);
    const source = `{ missions(section: active) {
      id name requirements { key } selectionOpen
      artists { id label coverUrl }
      associatedMaps { id status mode host { id username } song { id title artistName artist { id label } } }
      winningBeatmaps { id } invalidBeatmaps { id }
    } }`;
    statements = 0;
    const res = await graphql({ schema: await getSchema(), source, contextValue: ctx });
    expect(res.errors).toBeUndefined();
    const missions = (res.data as { missions: { associatedMaps: unknown[] }[] }).missions;
    return { count: statements, missions: missions.length, maps: missions.reduce((s, m) => s + m.associatedMaps.length, 0) };
  }

  test("5 missions and 30 missions take the same number of statements", async () => {
    await addMissions(5, "Five");
    const five = await run();
    expect(five.missions).toBe(5);
    expect(five.maps).toBe(15);
    await addMissions(25, "Thirty");
    const thirty = await run();
    expect(thirty.missions).toBe(30);
    expect(thirty.maps).toBe(90);
    // Shown in the test output: the count does not grow with the number of missions.
    console.info(`missions query: ${five.count} SQL statements for 5 missions, ${thirty.count} for 30`);
    expect(thirty.count).toBe(five.count);
    expect(five.count).toBeLessThanOrEqual(10);
    // A closed mission is not part of the active section and changes nothing.
    await fixtures(db.dataSource).mission({ status: MissionStatus.closed });
    expect((await run()).count).toBe(five.count);
  });
});

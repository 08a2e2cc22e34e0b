import { startTestServer, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { mockOsuStats } from "../../osu/mock-provider/profiles";
import { User } from "./user.entity";

describe("refresh-osu-stats job against the osu! API client (offline mock provider)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test("stores each member's global rank and pp per mode, in batches of 50", async () => {
    const f = fixtures(server.database.dataSource);
    const created: User[] = [];
    for (let i = 0; i < 60; i++) created.push(await f.user({ osuId: 7000 + i }));
    created.push(await f.user({ osuId: 101 }));
    const summary = await server.jobs.runNow("refresh-osu-stats");
    expect(summary).toBe("refreshed 61 of 61 users");
    const repo = server.database.dataSource.getRepository(User);
    const demo = await repo.findOneByOrFail({ osuId: 101 });
    expect(demo).toMatchObject({ globalRank: 48230, ppOsu: 2480, ppTaiko: 120, ppCatch: 300, ppMania: null });
    const sample = await repo.findOneByOrFail({ osuId: 7042 });
    const expected = mockOsuStats(7042);
    expect(sample.ppOsu).toBe(expected.pp.osu);
    expect(sample.ppMania).toBe(expected.pp.mania);
    expect(sample.statsRefreshedAt).not.toBeNull();
    const [run] = await server.database.dataSource.query(`SELECT status FROM job_runs WHERE job_name = 'refresh-osu-stats'`);
    expect(run.status).toBe("ok");
  });
});

import { createTestDatabase } from "../../test/db";
import { createLogger } from "../core/logger";
import type { Database } from "../db/data-source";
import { JobRunner } from "./runner";
import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { UserGroup } from "../core/enums";

describe("JobRunner (PostgreSQL-backed, one run per slot)", () => {
  let db: Database;
  let clock = new Date("2026-01-01T02:59:00Z");
  const now = () => clock;

  beforeAll(async () => {
    db = await createTestDatabase(6);
  });
  afterAll(async () => {
    await db.close();
  });

  test("three instances polling at once run a due job exactly once, then not again until the next slot", async () => {
    let runs = 0;
    const make = () => {
      const r = new JobRunner(db.dataSource, createLogger("silent"), now);
      r.register({
        name: "nightly",
        schedule: "0 3 * * *",
        run: async () => {
          runs++;
          await new Promise((res) => setTimeout(res, 50));
          return "done";
        },
      });
      return r;
    };
    const runners = [make(), make(), make()];
    await Promise.all(runners.map((r) => r.sync()));
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]); // not due yet

    clock = new Date("2026-01-01T03:00:30Z");
    const ran = (await Promise.all(runners.map((r) => r.tick()))).flat();
    expect(ran).toEqual(["nightly"]);
    expect(runs).toBe(1);
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]);

    clock = new Date("2026-01-02T03:00:01Z");
    await Promise.all(runners.map((r) => r.tick()));
    expect(runs).toBe(2);

    const history = await db.dataSource.query(`SELECT status, summary FROM job_runs WHERE job_name = 'nightly' ORDER BY id`);
    expect(history).toEqual([
      { status: "ok", summary: "done" },
      { status: "ok", summary: "done" },
    ]);
  });

  test("a failing job is recorded as failed and the schedule moves on", async () => {
    const r = new JobRunner(db.dataSource, createLogger("silent"), now);
    r.register({
      name: "flaky",
      schedule: "*/5 * * * *",
      run: async () => {
        throw new Error("osu! is down");
      },
    });
    await r.sync();
    clock = new Date(clock.getTime() + 10 * 60_000);
    await r.tick();
    const [row] = await db.dataSource.query(`SELECT status, error FROM job_runs WHERE job_name = 'flaky'`);
    expect(row).toEqual({ status: "failed", error: "osu! is down" });
    const [job] = await db.dataSource.query(`SELECT last_status, next_run_at FROM scheduled_jobs WHERE name = 'flaky'`);
    expect(job.last_status).toBe("failed");
    expect(new Date(job.next_run_at).getTime()).toBeGreaterThan(clock.getTime());
  });
});

describe("admin job controls over GraphQL", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 100, group: UserGroup.admin });
    await f.user({ osuId: 101 });
  });
  afterAll(async () => {
    await server.close();
  });

  test("admins list jobs and run one now; others may not", async () => {
    const admin = new Visitor(server.url);
    await admin.login(100);
    const list = await admin.gql<{ scheduledJobs: { name: string; schedule: string }[] }>(
      "{ scheduledJobs { name schedule nextRunAt lastStatus } }",
    );
    expect(list.data?.scheduledJobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(["refresh-osu-stats", "purge-expired-sessions"]),
    );
    const run = await admin.gql<{ runScheduledJob: string }>('mutation { runScheduledJob(name: "purge-expired-sessions") }');
    expect(run.data?.runScheduledJob).toMatch(/^purged \d+ sessions$/);
    const unknown = await admin.gql('mutation { runScheduledJob(name: "nope") }');
    expect(unknown.errors?.[0]).toMatchObject({ message: "Unknown job", extensions: { code: "NOT_FOUND" } });

    const member = new Visitor(server.url);
    await member.login(101);
    expect((await member.gql('mutation { runScheduledJob(name: "purge-expired-sessions") }')).errors?.[0].extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await new Visitor(server.url).gql("{ scheduledJobs { name } }")).errors?.[0].extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

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

describe("JobRunner retries, timeouts and failure history (real database)", () => {
  let db: Database;
  let clock = new Date("2026-03-01T02:59:00Z");
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    db = await createTestDatabase(7);
  });
  afterAll(async () => {
    await db.close();
  });

  test("a failing slot is retried after each delay until it succeeds, once across instances, without skipping the next slot", async () => {
    let calls = 0;
    const make = () => {
      const r = new JobRunner(db.dataSource, createLogger("silent"), now, { retryDelaysMs: [60_000, 300_000, 1_500_000] });
      r.register({
        name: "osu-sync",
        schedule: "0 3 * * *",
        run: async (slot) => {
          calls++;
          if (calls <= 2) throw new Error(`osu! is down (call ${calls})`);
          return `synced ${slot.toISOString()}`;
        },
      });
      return r;
    };
    const runners = [make(), make()];
    await Promise.all(runners.map((r) => r.sync()));
    clock = new Date("2026-03-01T03:00:05Z");
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual(["osu-sync"]); // attempt 1 fails

    const [pending] = await db.dataSource.query(
      `SELECT retry_at, retry_slot, retry_attempt, last_status, next_run_at FROM scheduled_jobs WHERE name = 'osu-sync'`,
    );
    expect(new Date(pending.retry_at).toISOString()).toBe("2026-03-01T03:01:05.000Z");
    expect(new Date(pending.retry_slot).toISOString()).toBe("2026-03-01T03:00:00.000Z");
    expect(pending.retry_attempt).toBe(2);
    expect(new Date(pending.next_run_at).toISOString()).toBe("2026-03-02T03:00:00.000Z"); // next slot kept

    advance(30_000); // not due yet
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]);
    advance(30_000); // 03:01:05: attempt 2 fails, next retry in 5 minutes
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual(["osu-sync"]);
    advance(299_000);
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]);
    advance(1_000); // attempt 3 succeeds
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual(["osu-sync"]);
    advance(3_600_000); // nothing left to retry
    expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]);
    expect(calls).toBe(3);

    const history = await db.dataSource.query(
      `SELECT attempt, status, error, summary, slot, started_at, finished_at, duration_ms FROM job_runs
       WHERE job_name = 'osu-sync' ORDER BY id`,
    );
    expect(history.map((h: { attempt: number; status: string; error: string | null }) => [h.attempt, h.status, h.error])).toEqual(
      [
        [1, "failed", "osu! is down (call 1)"],
        [2, "failed", "osu! is down (call 2)"],
        [3, "ok", null],
      ],
    );
    expect(history[2].summary).toBe("synced 2026-03-01T03:00:00.000Z"); // the retry runs the failed slot
    for (const h of history) {
      expect(new Date(h.slot).toISOString()).toBe("2026-03-01T03:00:00.000Z");
      expect(h.finished_at).not.toBeNull();
      expect(h.duration_ms).toBeGreaterThanOrEqual(0);
    }
    const [job] = await db.dataSource.query(`SELECT last_status, retry_at FROM scheduled_jobs WHERE name = 'osu-sync'`);
    expect(job).toEqual({ last_status: "ok", retry_at: null });

    const recent = (await runners[0].recentRuns(2)).get("osu-sync");
    expect(recent?.map((r) => [r.attempt, r.status])).toEqual([
      [3, "ok"],
      [2, "failed"],
    ]);
  });

  test("after the last retry fails the slot is given up; no retries means one attempt", async () => {
    const r = new JobRunner(db.dataSource, createLogger("silent"), now, { retryDelaysMs: [1_000] });
    r.register({ name: "always-down", schedule: "*/5 * * * *", run: () => Promise.reject(new Error("down")) });
    r.register({
      name: "no-retry",
      schedule: "*/5 * * * *",
      retryDelaysMs: [],
      run: () => Promise.reject(new Error("down")),
    });
    await r.sync();
    advance(10 * 60_000);
    expect(await r.tick()).toEqual(["always-down", "no-retry"]);
    advance(1_000);
    expect(await r.tick()).toEqual(["always-down"]);
    advance(1_000);
    expect(await r.tick()).toEqual([]);
    const rows = await db.dataSource.query(
      `SELECT job_name, attempt, status FROM job_runs WHERE job_name IN ('always-down', 'no-retry') ORDER BY id`,
    );
    expect(rows).toEqual([
      { job_name: "always-down", attempt: 1, status: "failed" },
      { job_name: "no-retry", attempt: 1, status: "failed" },
      { job_name: "always-down", attempt: 2, status: "failed" },
    ]);
  });

  test("a run that exceeds its timeout is recorded as failed with a clear message and retried", async () => {
    const r = new JobRunner(db.dataSource, createLogger("silent"), now, { retryDelaysMs: [60_000] });
    r.register({
      name: "stuck",
      schedule: "*/5 * * * *",
      timeoutMs: 100,
      run: () => new Promise((res) => setTimeout(() => res("too late"), 1_000)),
    });
    await r.sync();
    advance(10 * 60_000);
    const started = Date.now();
    await r.tick();
    expect(Date.now() - started).toBeLessThan(900);
    const [row] = await db.dataSource.query(`SELECT attempt, status, error, duration_ms FROM job_runs WHERE job_name = 'stuck'`);
    expect(row).toMatchObject({ attempt: 1, status: "failed", error: "timed out after 100 ms" });
    expect(row.duration_ms).toBeGreaterThanOrEqual(100);
    const [job] = await db.dataSource.query(`SELECT retry_attempt FROM scheduled_jobs WHERE name = 'stuck'`);
    expect(job.retry_attempt).toBe(2);
    await expect(r.runNow("stuck")).rejects.toThrow("timed out after 100 ms"); // admin runs race the same limit
  });

  test("a run's context: its deadline, a signal aborted at the timeout, and the pass it belongs to", async () => {
    const r = new JobRunner(db.dataSource, createLogger("silent"), now, { retryDelaysMs: [] });
    let seen: { deadline: number; cycleStart: Date; aborted: unknown } | null = null;
    r.register({
      name: "listens",
      schedule: "*/5 * * * *",
      timeoutMs: 100,
      run: (_slot, ctx) =>
        new Promise((_res, reject) => {
          seen = { deadline: ctx.deadline, cycleStart: ctx.cycleStart, aborted: null };
          ctx.signal.addEventListener("abort", () => {
            seen!.aborted = ctx.signal.reason;
            reject(ctx.signal.reason);
          });
        }),
    });
    await r.sync();
    advance(10 * 60_000);
    const before = Date.now();
    await r.tick();
    expect(seen!.deadline).toBeGreaterThanOrEqual(before + 100);
    expect(seen!.deadline).toBeLessThan(before + 1_000);
    expect((seen!.aborted as Error).message).toBe("timed out after 100 ms"); // the work itself was told to stop
  });

  test("a run that stops with work left comes back at resumeAt, in the same pass, until it finishes the pass", async () => {
    const r = new JobRunner(db.dataSource, createLogger("silent"), now, { retryDelaysMs: [] });
    const passes: string[] = [];
    let left = 3;
    r.register({
      name: "paced",
      schedule: "0 6 * * *",
      run: async (slot, ctx) => {
        passes.push(`${slot.toISOString()} pass of ${ctx.cycleStart.toISOString()}`);
        left--;
        return left > 0
          ? { summary: `stopped, ${left} left`, resumeAt: new Date(clock.getTime() + 60_000) }
          : { summary: "done" };
      },
    });
    clock = new Date("2026-04-01T05:59:00Z");
    await r.sync();
    clock = new Date("2026-04-01T06:00:10Z");
    expect(await r.tick()).toEqual(["paced"]);
    const next = async () =>
      new Date(
        (await db.dataSource.query(`SELECT next_run_at FROM scheduled_jobs WHERE name = 'paced'`))[0].next_run_at,
      ).toISOString();
    expect(await next()).toBe("2026-04-01T06:01:10.000Z"); // not tomorrow 06:00
    advance(30_000);
    expect(await r.tick()).toEqual([]); // not yet
    advance(30_000);
    expect(await r.tick()).toEqual(["paced"]);
    advance(60_000);
    expect(await r.tick()).toEqual(["paced"]);
    expect(await next()).toBe("2026-04-02T06:00:00.000Z"); // the pass is over: back to the schedule
    expect(passes).toEqual([
      "2026-04-01T06:00:00.000Z pass of 2026-04-01T06:00:00.000Z",
      "2026-04-01T06:01:10.000Z pass of 2026-04-01T06:00:00.000Z",
      "2026-04-01T06:02:10.000Z pass of 2026-04-01T06:00:00.000Z",
    ]);
    const [job] = await db.dataSource.query(`SELECT cycle_started_at FROM scheduled_jobs WHERE name = 'paced'`);
    expect(job.cycle_started_at).toBeNull();
    const summaries = await db.dataSource.query(`SELECT summary FROM job_runs WHERE job_name = 'paced' ORDER BY id`);
    expect(summaries.map((x: { summary: string }) => x.summary)).toEqual(["stopped, 2 left", "stopped, 1 left", "done"]);
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
      "{ scheduledJobs { name schedule nextRunAt lastStatus retryAt retryAttempt recentRuns { attempt status durationMs error } } }",
    );
    expect(list.data?.scheduledJobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(["refresh-osu-stats", "purge-expired-sessions"]),
    );
    const run = await admin.gql<{ runScheduledJob: string }>('mutation { runScheduledJob(name: "purge-expired-sessions") }');
    expect(run.data?.runScheduledJob).toMatch(/^purged \d+ sessions$/);
    const after = await admin.gql<{
      scheduledJobs: { name: string; recentRuns: { attempt: number; status: string; durationMs: number }[] }[];
    }>("{ scheduledJobs { name recentRuns { attempt status durationMs error } } }");
    const purge = after.data?.scheduledJobs.find((j) => j.name === "purge-expired-sessions");
    expect(purge?.recentRuns[0]).toMatchObject({ attempt: 1, status: "ok", error: null });
    expect(purge?.recentRuns[0].durationMs).toBeGreaterThanOrEqual(0);
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

import { OsuBudgetError, Pacer, type BudgetLimits, type Clock } from "./pacer";

/** A clock whose sleeps pass at once (and advance it): waits are measured, never waited. */
function fakeClock(): Clock & { t: number; slept: number[] } {
  const c = {
    t: 1_000_000,
    slept: [] as number[],
    now: () => c.t,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason;
      c.slept.push(ms);
      c.t += ms;
    },
  };
  return c;
}

const limits =
  (l: Partial<BudgetLimits> = {}): (() => BudgetLimits) =>
  () => ({
    requests: 60,
    units: 1200,
    windowMs: 60_000,
    ...l,
  });
const far = (c: Clock) => ({ deadline: c.now() + 3_600_000 });

describe("Pacer: a sliding window of requests and units per key", () => {
  test("requests past the per-window count wait until the oldest leaves the window", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ requests: 3 }), clock);
    const start = clock.t;
    for (let i = 0; i < 3; i++) (await pacer.acquire("app", 1, far(clock))).settle();
    expect(clock.slept).toEqual([]);
    (await pacer.acquire("app", 1, far(clock))).settle();
    expect(clock.t - start).toBe(60_000);
    expect(pacer.usage("app").requests).toBe(1); // the first three left the window as the fourth went
  });

  test("units: 50-id calls against 120 units a window go two per window, a call dearer than the budget alone", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ units: 120 }), clock);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      (await pacer.acquire("app", 50, far(clock))).settle();
      times.push(clock.t);
    }
    const t0 = times[0];
    expect(times.map((t) => t - t0)).toEqual([0, 0, 60_000, 60_000, 120_000]);
    // 500 units on a 120-unit budget: only once the window is empty.
    (await pacer.acquire("app", 500, far(clock))).settle();
    expect(clock.t - t0).toBe(180_000);
    expect(pacer.usage("app").units).toBe(500);
  });

  test("the window counts from osu!'s answer (settle), not from the send", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ requests: 1 }), clock);
    const ticket = await pacer.acquire("app", 1, far(clock));
    clock.t += 2_000; // the answer takes 2 s
    ticket.settle();
    const before = clock.t;
    (await pacer.acquire("app", 1, far(clock))).settle();
    expect(clock.t - before).toBe(60_000);
  });

  test("keys are separate budgets (a member's token does not wait for the app's)", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ requests: 1 }), clock);
    (await pacer.acquire("app", 1, far(clock))).settle();
    (await pacer.acquire("user:a", 1, far(clock))).settle();
    expect(clock.slept).toEqual([]);
  });

  test("block (a 429) holds the key until its time, then the budget applies again", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits(), clock);
    pacer.block("app", clock.t + 7_000);
    const before = clock.t;
    (await pacer.acquire("app", 1, far(clock))).settle();
    expect(clock.t - before).toBe(7_000);
  });

  test("a wait past the deadline fails at once with when budget would be back; nothing is recorded", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ requests: 1 }), clock);
    (await pacer.acquire("app", 1, far(clock))).settle();
    const err = await pacer.acquire("app", 1, { deadline: clock.t + 1_000 }).catch((e) => e);
    expect(err).toBeInstanceOf(OsuBudgetError);
    expect((err as OsuBudgetError).availableAt).toBe(clock.t + 60_000);
    expect(clock.slept).toEqual([]);
    expect(pacer.usage("app").requests).toBe(1);
  });

  test("an aborted wait rejects with the signal's reason", async () => {
    const clock = fakeClock();
    const pacer = new Pacer(limits({ requests: 1 }), clock);
    (await pacer.acquire("app", 1, far(clock))).settle();
    const controller = new AbortController();
    controller.abort(new Error("job timed out"));
    await expect(pacer.acquire("app", 1, { ...far(clock), signal: controller.signal })).rejects.toThrow("job timed out");
  });

  test("callers are served first come, first served, and one giving up does not let the next jump the line", async () => {
    let t = 0;
    const sleeps: { until: number; resolve: () => void }[] = [];
    const clock: Clock = {
      now: () => t,
      sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ until: t + ms, resolve })),
    };
    const pacer = new Pacer(limits({ requests: 1, windowMs: 1000 }), clock);
    (await pacer.acquire("app", 1, { deadline: 1e12 })).settle();
    const order: string[] = [];
    const a = pacer.acquire("app", 1, { deadline: 1e12 }).then((tk) => (order.push("a"), tk.settle()));
    const quitter = pacer.acquire("app", 1, { deadline: 1 }).catch(() => order.push("quitter gave up"));
    const b = pacer.acquire("app", 1, { deadline: 1e12 }).then((tk) => (order.push("b"), tk.settle()));
    // Let time pass, one sleep at a time.
    for (let i = 0; i < 20 && order.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 5));
      const next = sleeps.shift();
      if (next) {
        t = Math.max(t, next.until);
        next.resolve();
      }
    }
    await Promise.all([a, quitter, b]);
    expect(order).toEqual(["quitter gave up", "a", "b"]);
    expect(t).toBe(2000); // a at 1 s, b at 2 s: never two in one window
  });
});

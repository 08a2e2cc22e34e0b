import { DEFAULT_RETRY_DELAYS_MS, formatDuration, JobTimeoutError, retryAt, withTimeout } from "./retry";

describe("retryAt", () => {
  const failed = new Date("2026-01-01T03:00:00Z");

  test("the first three failures are tried again after 1, 5 and 25 minutes; the fourth is final", () => {
    expect(retryAt(failed, 1, DEFAULT_RETRY_DELAYS_MS)?.toISOString()).toBe("2026-01-01T03:01:00.000Z");
    expect(retryAt(failed, 2, DEFAULT_RETRY_DELAYS_MS)?.toISOString()).toBe("2026-01-01T03:05:00.000Z");
    expect(retryAt(failed, 3, DEFAULT_RETRY_DELAYS_MS)?.toISOString()).toBe("2026-01-01T03:25:00.000Z");
    expect(retryAt(failed, 4, DEFAULT_RETRY_DELAYS_MS)).toBeNull();
  });

  test("configurable delays; none means no retry", () => {
    expect(retryAt(failed, 1, [10])?.getTime()).toBe(failed.getTime() + 10);
    expect(retryAt(failed, 2, [10])).toBeNull();
    expect(retryAt(failed, 1, [])).toBeNull();
  });
});

describe("formatDuration", () => {
  test.each([
    [250, "250 ms"],
    [45_000, "45 s"],
    [600_000, "10 min"],
    [5_400_000, "1 h 30 min"],
    [7_200_000, "2 h"],
  ])("%d ms reads %s", (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe("withTimeout (fake clock)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("work that outlasts the limit rejects with a clear message", async () => {
    const never = new Promise<string>(() => undefined);
    const raced = withTimeout(never, 600_000);
    const caught = raced.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(599_999);
    await jest.advanceTimersByTimeAsync(1);
    const err = await caught;
    expect(err).toBeInstanceOf(JobTimeoutError);
    expect((err as Error).message).toBe("timed out after 10 min");
  });

  test("work that finishes in time keeps its result or its own error, and leaves no timer behind", async () => {
    await expect(withTimeout(Promise.resolve("done"), 1000)).resolves.toBe("done");
    await expect(withTimeout(Promise.reject(new Error("osu! is down")), 1000)).rejects.toThrow("osu! is down");
    expect(jest.getTimerCount()).toBe(0);
  });
});

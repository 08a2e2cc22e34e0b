/**
 * The pure part of the job runner's failure handling (docs/architecture.md, "Scheduled jobs"): when a failed slot
 * is tried again, and a run racing its time limit.
 */

/** A failed slot is tried again 3 times: 1, 5 and 25 minutes after the failure. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 25 * 60_000];

/** A run that takes longer than this is recorded as failed. */
export const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/**
 * When to try a slot again after attempt `attempt` (1 = the first run) failed at `failedAt`, or null when the
 * attempts are used up: attempt n is followed by the n-th delay.
 */
export function retryAt(failedAt: Date, attempt: number, delaysMs: readonly number[]): Date | null {
  const delay = delaysMs[attempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** "250 ms", "45 s", "10 min", "1 h 30 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes / 60} h`;
}

export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${formatDuration(timeoutMs)}`);
    this.name = "JobTimeoutError";
  }
}

/**
 * Settles like `work`, unless it takes longer than `timeoutMs`: then rejects with a JobTimeoutError and aborts
 * `controller` (work that listens to its signal stops; other work runs on and its late result is ignored).
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, controller?: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const limit = new Promise<never>((_, reject) => {
    const expire = () => {
      // A timer may fire a millisecond early by the wall clock (it counts from the event loop's cached time): the
      // limit is the wall clock's, so wait out what is left.
      const left = started + timeoutMs - Date.now();
      if (left > 0) {
        timer = setTimeout(expire, left);
        return;
      }
      const err = new JobTimeoutError(timeoutMs);
      controller?.abort(err);
      reject(err);
    };
    timer = setTimeout(expire, timeoutMs);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

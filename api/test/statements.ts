import pg from "pg";

/**
 * Records the SQL of every statement sent through `pg` in this process (the test server runs in it): install once,
 * then `take()` returns and clears what was sent since the last call.
 */
let installed = false;
const sent: string[] = [];

export function recordStatements(): { take(): string[] } {
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const q = args[0];
      sent.push(typeof q === "string" ? q : String((q as { text?: string } | null)?.text ?? ""));
      return query.apply(this, args);
    };
  }
  return { take: () => sent.splice(0, sent.length) };
}

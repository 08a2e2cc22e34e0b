import DataLoader from "dataloader";
import { defineLoader } from "../../core/loaders";

/**
 * Whether a logged attempt's event may be queued again (`redeliverWebhookEvent`), by the event's row id: only once it
 * is delivered or has failed, not while it waits for an attempt or is being posted. One statement per request.
 */
export const eventRedeliverableById = defineLoader(
  (db) =>
    new DataLoader<string, boolean>(async (ids) => {
      const rows: { id: string; ok: boolean }[] = await db.query(
        `SELECT id::text AS id, status IN ('delivered', 'failed') AS ok FROM webhook_events WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      const ok = new Map(rows.map((r) => [r.id, r.ok]));
      return ids.map((id) => ok.get(id) ?? false);
    }),
);

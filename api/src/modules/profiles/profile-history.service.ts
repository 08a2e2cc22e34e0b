import type { DataSource } from "typeorm";
import { decodeCursor, pageOfFetched, pageRequest, type Page, type PageArgs } from "../../core/connection";
import { badInput } from "../../core/errors";
import { readRows } from "../../core/sql";
import { HISTORY_LISTS, historyPageSql, type HistoryListName } from "./profile-history.rules";

/** One item of a history page: the quest or mission id, and the cursor after it. */
export interface HistoryItem {
  id: number;
}

/** A history page's arguments: forward (`first`/`after`) or backward (`last`/`before`), as every connection. */
export type HistoryPageArgs = PageArgs;

interface Row {
  owner: number;
  item: number | null;
  k: Date | null;
  total: number;
  rn: string | number;
}

/**
 * The history lists of members' profiles (README.md): a page of one list for many members in one statement, so a
 * list of members asking for their histories costs one statement per list, not one per member.
 */
export class ProfileHistoryService {
  constructor(private readonly db: DataSource) {}

  /** `name`'s page for each member of `userIds` (a missing member gets an empty page). */
  async pages(name: HistoryListName, userIds: readonly number[], args: HistoryPageArgs): Promise<Map<number, Page<HistoryItem>>> {
    const req = pageRequest(args);
    const [afterTime, afterId] = cursorKey(req.after);
    const [beforeTime, beforeId] = cursorKey(req.before);
    const rows = await readRows<Row>(this.db, historyPageSql(HISTORY_LISTS[name], req.backward), [
      [...new Set(userIds)],
      afterTime,
      afterId,
      req.size + 1,
      beforeTime,
      beforeId,
    ]);
    const pages = new Map<number, Page<HistoryItem>>();
    const items = new Map<number, { id: number; k: Date }[]>();
    const totals = new Map<number, number>();
    for (const r of rows) {
      if (r.item === null || r.k === null) totals.set(r.owner, Number(r.total));
      else {
        let list = items.get(r.owner);
        if (!list) items.set(r.owner, (list = []));
        list.push({ id: r.item, k: r.k });
      }
    }
    for (const id of userIds) {
      const page = pageOfFetched(items.get(id) ?? [], req, (n) => [n.k.toISOString(), n.id], {
        totalCount: totals.get(id) ?? 0,
      });
      const nodes = page.nodes.map((n) => ({ id: n.id }));
      pages.set(id, { ...page, nodes, edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: nodes[i] })) });
    }
    return pages;
  }
}

/** A history cursor's key (time, item id); nulls without a cursor; "Invalid cursor" for anything else. */
function cursorKey(cursor: string | null): [string | null, number | null] {
  if (!cursor) return [null, null];
  const [time, id] = decodeCursor(cursor, ["string", "number"]);
  if (typeof time !== "string" || !isIsoTime(time) || !Number.isInteger(id)) throw badInput("Invalid cursor");
  return [time, id as number];
}

/** An ISO 8601 UTC time as `Date.toISOString` prints it (what a history cursor holds). */
function isIsoTime(v: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v
  );
}

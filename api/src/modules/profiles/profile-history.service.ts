import type { DataSource } from "typeorm";
import { decodeCursor, encodeCursor, pageSize, type Page } from "../../core/connection";
import { badInput } from "../../core/errors";
import { readRows } from "../../core/sql";
import { HISTORY_LISTS, historyPageSql, type HistoryListName } from "./profile-history.rules";

/** One item of a history page: the quest or mission id, and the cursor after it. */
export interface HistoryItem {
  id: number;
}

export interface HistoryPageArgs {
  first?: number | null;
  after?: string | null;
}

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
    const first = pageSize(args.first);
    let afterTime: string | null = null;
    let afterId: number | null = null;
    if (args.after) {
      const [time, id] = decodeCursor(args.after, ["string", "number"]);
      if (typeof time !== "string" || !isIsoTime(time) || !Number.isInteger(id)) throw badInput("Invalid cursor");
      afterTime = time;
      afterId = id as number;
    }
    const rows = await readRows<Row>(this.db, historyPageSql(HISTORY_LISTS[name]), [
      [...new Set(userIds)],
      afterTime,
      afterId,
      first + 1,
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
      const found = items.get(id) ?? [];
      const nodes = found.slice(0, first);
      const edges = nodes.map((n) => ({ node: { id: n.id }, cursor: encodeCursor([n.k.toISOString(), n.id]) }));
      pages.set(id, {
        edges,
        nodes: edges.map((e) => e.node),
        pageInfo: { hasNextPage: found.length > first, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
        totalCount: totals.get(id) ?? 0,
      });
    }
    return pages;
  }
}

/** An ISO 8601 UTC time as `Date.toISOString` prints it (what a history cursor holds). */
function isIsoTime(v: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v
  );
}

import DataLoader from "dataloader";
import type { Page, PageArgs } from "../../core/connection";
import { defineLoader } from "../../core/loaders";
import { Mission } from "../missions/mission.entity";
import { missionById } from "../missions/missions.loaders";
import { Quest } from "../quests/quest.entity";
import { questById } from "../quests/quests.loaders";
import { HISTORY_LISTS, type HistoryListName } from "./profile-history.rules";
import { ProfileHistoryService, type HistoryItem } from "./profile-history.service";

export interface HistoryKey {
  list: HistoryListName;
  userId: number;
  page: PageArgs;
}

/** The page a key asks for, the same for every member asking for it (`first`/`after` or `last`/`before`). */
const pageKey = ({ first, after, last, before }: PageArgs) => `${first ?? ""}:${after ?? ""}:${last ?? ""}:${before ?? ""}`;
const keyOf = (k: HistoryKey) => `${k.list}:${k.userId}:${pageKey(k.page)}`;

/**
 * The history pages a request asks for, with their missions and quests, in one batch: one statement per list and page
 * request (`first`/`after` or `last`/`before`) — every member of a list asking for the first page of a list is one statement — then
 * one for all the missions and one for all the quests. A list of members costs the same number of statements as one
 * member.
 */
export const historyPages = defineLoader(
  (db, loaders) =>
    new DataLoader<HistoryKey, Page<Mission | Quest>, string>(
      async (keys) => {
        const service = new ProfileHistoryService(db);
        const groups = new Map<string, HistoryKey[]>();
        for (const k of keys) {
          const g = `${k.list}:${pageKey(k.page)}`;
          const list = groups.get(g);
          if (list) list.push(k);
          else groups.set(g, [k]);
        }
        const pages = new Map<string, Page<HistoryItem> | Error>();
        await Promise.all(
          [...groups.values()].map(async (group) => {
            const { list, page } = group[0];
            try {
              const found = await service.pages(
                list,
                group.map((k) => k.userId),
                page,
              );
              for (const k of group) pages.set(keyOf(k), found.get(k.userId)!);
            } catch (err) {
              for (const k of group) pages.set(keyOf(k), err as Error);
            }
          }),
        );
        const wanted = { mission: new Set<number>(), quest: new Set<number>() };
        for (const k of keys) {
          const page = pages.get(keyOf(k))!;
          if (!(page instanceof Error)) for (const n of page.nodes) wanted[HISTORY_LISTS[k.list].item].add(n.id);
        }
        const [missions, quests] = await Promise.all([
          loaders.get(missionById).loadMany([...wanted.mission]),
          loaders.get(questById).loadMany([...wanted.quest]),
        ]);
        const byId = {
          mission: new Map([...wanted.mission].map((id, i) => [id, missions[i]])),
          quest: new Map([...wanted.quest].map((id, i) => [id, quests[i]])),
        };
        return keys.map((k) => {
          const page = pages.get(keyOf(k))!;
          if (page instanceof Error) return page;
          const items = byId[HISTORY_LISTS[k.list].item];
          // An item deleted since the page was read is left out.
          const edges = page.edges.flatMap((e) => {
            const node = items.get(e.node.id);
            return node && !(node instanceof Error) ? [{ cursor: e.cursor, node }] : [];
          });
          return { edges, nodes: edges.map((e) => e.node), pageInfo: page.pageInfo, totalCount: page.totalCount };
        });
      },
      { cacheKeyFn: keyOf },
    ),
);

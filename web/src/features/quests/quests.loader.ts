/**
 * /quests' loader: the first page with the filters the address holds (?search=, ?status=, ?mode=, ?artist=); the
 * page reads this answer (useRoutePagedList) and filters by changing the address, which runs this loader again.
 */
import { revalidateFor, searchParamOf, type RouteLoader } from "../../app/route-loader";
import { QuestsPageDocument, type Mode, type QuestStatus } from "./gql/graphql";

export const QUESTS_PAGE = 50;

const MODE_VALUES: readonly Mode[] = ["osu", "taiko", "catch", "mania"];
const STATUS_VALUES: readonly QuestStatus[] = ["open", "wip", "done", "pending", "scheduled", "rejected"];

export interface QuestsFilters {
  search: string;
  mode: Mode | null;
  status: QuestStatus | "";
  /** An artist's id, "none", "custom", or "" (any artist). */
  artist: string;
}

/** The list's filters in an address (unknown values read as "any"). */
export function questsFilters(params: URLSearchParams): QuestsFilters {
  return {
    search: params.get("search")?.trim() ?? "",
    mode: searchParamOf(params, "mode", MODE_VALUES),
    status: searchParamOf(params, "status", STATUS_VALUES) ?? "",
    artist: params.get("artist") ?? "",
  };
}

const questsLoader: RouteLoader = (preload, url) => {
  const f = questsFilters(url.searchParams);
  return preload(QuestsPageDocument, {
    variables: { mode: f.mode, status: f.status || null, artist: f.artist || null, search: f.search || null, first: QUESTS_PAGE },
    errorPolicy: "all",
  });
};
export default questsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["search", "status", "mode", "artist"]);

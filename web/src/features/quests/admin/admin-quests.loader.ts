/**
 * /admin/quests' loader: the first page of quests with the status and search the address holds (?status=,
 * ?search=; by default every status but hidden); the page reads this answer (useRoutePagedList).
 */
import { revalidateFor, searchParamOf, type RouteLoader } from "../../../app/route-loader";
import { AdminQuestsDocument, type QuestStatus } from "../gql/graphql";

export const ADMIN_QUESTS_PAGE = 30;

const STATUS_VALUES: readonly QuestStatus[] = ["pending", "scheduled", "wip", "open", "done", "rejected", "hidden"];

/** The status filter in an address ("" for all but hidden). */
export function adminQuestStatus(params: URLSearchParams): QuestStatus | "" {
  return searchParamOf(params, "status", STATUS_VALUES) ?? "";
}

const adminQuestsLoader: RouteLoader = (preload, url) =>
  preload(AdminQuestsDocument, {
    variables: {
      status: adminQuestStatus(url.searchParams) || null,
      search: url.searchParams.get("search")?.trim() || null,
      first: ADMIN_QUESTS_PAGE,
    },
    errorPolicy: "all",
  });
export default adminQuestsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["status", "search"]);

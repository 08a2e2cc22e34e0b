/**
 * /admin/quests' loader: the first page of quests, any status, unfiltered.
 * The page reads the same query with its own hook, so it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { AdminQuestsDocument } from "../gql/graphql";

export const ADMIN_QUESTS_PAGE = 30;

const adminQuestsLoader: RouteLoader = (preload) =>
  preload(AdminQuestsDocument, {
    variables: { status: null, search: null, first: ADMIN_QUESTS_PAGE },
    errorPolicy: "all",
  });
export default adminQuestsLoader;

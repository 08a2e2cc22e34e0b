/**
 * /quests' loader: the first page with the page's starting filters.
 * The page reads the same queries with its own hooks, so they find the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { QuestsPageDocument } from "./gql/graphql";

export const QUESTS_PAGE = 50;

const questsLoader: RouteLoader = (preload) =>
  preload(QuestsPageDocument, {
    variables: { mode: null, status: null, artist: null, search: null, first: QUESTS_PAGE },
    errorPolicy: "all",
  });
export default questsLoader;

/**
 * /missions' loader: the viewer's main mode and flags, which the open sections' default filter waits for.
 * The page reads the same queries with its own hooks, so they find the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { MissionsViewerDocument } from "./gql/graphql";

const missionsLoader: RouteLoader = (preload) => preload(MissionsViewerDocument, { errorPolicy: "all" });
export default missionsLoader;

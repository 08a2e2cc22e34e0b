/**
 * /missions' loader: the viewer's main mode and flags, which the open sections' default filter waits for; the page
 * reads this answer (useRouteQuery) and the sections follow with its filters.
 */
import type { RouteLoader } from "../../app/route-loader";
import { MissionsViewerDocument } from "./gql/graphql";

const missionsLoader: RouteLoader = (preload) => preload(MissionsViewerDocument, { errorPolicy: "all" });
export default missionsLoader;

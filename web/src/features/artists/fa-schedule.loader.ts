/**
 * /artists' loader: the whole board (no name filter yet).
 * The page reads the same query with its own hook, so it finds the loader's request under way or its answer.
 */
import type { RouteLoader } from "../../app/route-loader";
import { FaScheduleBoardDocument } from "./gql/graphql";

const faScheduleLoader: RouteLoader = (preload) =>
  preload(FaScheduleBoardDocument, { variables: { label: null }, errorPolicy: "all" });
export default faScheduleLoader;

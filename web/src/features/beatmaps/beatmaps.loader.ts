import { queryLoader } from "../../app/route-loader";
import { BeatmapsPageDocument } from "./gql/graphql";

/** /beatmaps: the member's main mode and what the filters offer (the lists follow with the filters). */
export default queryLoader(BeatmapsPageDocument);

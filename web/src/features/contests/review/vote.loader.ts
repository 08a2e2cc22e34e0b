import { queryLoader } from "../../../app/route-loader";
import { VoteContestsDocument } from "./gql/graphql";

/** /contests/vote: the contests in their community vote. */
export default queryLoader(VoteContestsDocument);

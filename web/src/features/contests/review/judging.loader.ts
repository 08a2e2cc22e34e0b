import { queryLoader } from "../../../app/route-loader";
import { JudgingContestsDocument } from "./gql/graphql";

/** /contests/judging: the contests the member judges (the chosen one's entries follow with ?contest=). */
export default queryLoader(JudgingContestsDocument);

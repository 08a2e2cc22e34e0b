import { queryLoader } from "../../../app/route-loader";
import { ScreeningContestsDocument } from "./gql/graphql";

/** /contests/screening: the contests the member screens (the chosen one's entries follow with ?contest=). */
export default queryLoader(ScreeningContestsDocument);

import { queryLoader } from "../../app/route-loader";
import { MentorshipCyclesDocument } from "./gql/graphql";

/** /mentorship: the cycles (the page picks one by ?cycle=). */
export default queryLoader(MentorshipCyclesDocument);

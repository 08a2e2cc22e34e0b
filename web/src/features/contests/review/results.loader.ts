/**
 * /contests/results' loader: what the address asks for — one submission's detail (?submission=), one contest's
 * table (?contest=), or my results; the page reads that answer (useRouteQuery), and a link to another runs this
 * loader again.
 */
import { revalidateFor, type RouteLoader } from "../../../app/route-loader";
import { ContestResultsTableDocument, MyContestResultsDocument, SubmissionResultDetailDocument } from "./gql/graphql";

const resultsLoader: RouteLoader = (preload, url) => {
  const submissionId = url.searchParams.get("submission");
  if (submissionId) return preload(SubmissionResultDetailDocument, { variables: { submissionId }, errorPolicy: "all" });
  const contestId = url.searchParams.get("contest");
  if (contestId) return preload(ContestResultsTableDocument, { variables: { contestId }, errorPolicy: "all" });
  return preload(MyContestResultsDocument, { errorPolicy: "all" });
};
export default resultsLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(["submission", "contest"]);

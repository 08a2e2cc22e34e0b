/**
 * /contests/results' loader: what the address asks for — one submission's detail (?submission=), one contest's
 * table (?contest=), or my results.
 * The page reads the same queries with its own hooks, so they find the loader's requests under way or their answers.
 */
import type { RouteLoader } from "../../../app/route-loader";
import { ContestResultsTableDocument, MyContestResultsDocument, SubmissionResultDetailDocument } from "./gql/graphql";

const resultsLoader: RouteLoader = (preload, url) => {
  const submissionId = url.searchParams.get("submission");
  if (submissionId) return preload(SubmissionResultDetailDocument, { variables: { submissionId }, errorPolicy: "all" });
  const contestId = url.searchParams.get("contest");
  if (contestId) return preload(ContestResultsTableDocument, { variables: { contestId }, errorPolicy: "all" });
  return preload(MyContestResultsDocument, { errorPolicy: "all" });
};
export default resultsLoader;

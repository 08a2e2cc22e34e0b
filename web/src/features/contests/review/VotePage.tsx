/**
 * /contests/vote (`?contest=<id>`): the page a contest's creators send to voters (the management panel links it). The
 * public contests in their community vote, and the chosen one's anonymised entries with my votes, how many remain and
 * until when the vote is open (CommunityVote.tsx; api/src/modules/contests/README.md, "Community vote").
 */
import "./review.css";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";
import { CommunityVote } from "./CommunityVote";
import { ReviewPageFrame } from "./ContestChooser";
import { VoteContestsDocument } from "./gql/graphql";

export default function VotePage() {
  const contests = useRoutePagedList(VoteContestsDocument, (d) => ({
    items: d.voteContests.nodes,
    next: connectionNext(d.voteContests.pageInfo),
  }));
  return (
    <ReviewPageFrame contests={contests} role="vote" renderContest={(id) => <CommunityVote key={id} contestId={id} showName />} />
  );
}

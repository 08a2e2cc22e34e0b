/**
 * The community vote of one contest: the `/contests/vote` page (VotePage.tsx, the link creators send to voters) and
 * the listing's contest view mount it. Plain mode: N votes, one per entry. Ordered mode: ranks 1..N, each once;
 * pressing the rank an entry has again withdraws it. Never one's own entry; open until the vote end
 * (api/src/modules/contests/README.md, "Community vote"). The server enforces all of it; this only shows it.
 */
import "./review.css";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { Markdown } from "../../../components/Markdown";
import { PageLoading } from "../../../app/PageLoading";
import { errorMessage } from "../../../app/errors";
import { formatDateTimeUtc } from "../../../lib/format";
import { useActionMutation } from "../../../app/useActionMutation";
import { connectionNext, usePagedList } from "../../../app/usePagedList";
import { CastCommunityVoteDocument, CommunityVoteEntriesDocument, type CommunityVoteFieldsFragment } from "./gql/graphql";
import { ordinal } from "./review-shared";

export function CommunityVote({
  contestId,
  showName = false,
}: {
  contestId: string;
  /** The vote page names the contest in the heading; the listing's contest view already does. */
  showName?: boolean;
}) {
  const list = usePagedList(CommunityVoteEntriesDocument, { variables: { contestId } }, (d) =>
    d.contest?.voteEntries
      ? { items: d.contest.voteEntries.nodes, next: connectionNext(d.contest.voteEntries.pageInfo) }
      : undefined,
  );
  const cast = useActionMutation(CastCommunityVoteDocument, {
    success: (_d, vars) => (vars.vote === 0 ? "Vote withdrawn" : "Voted!"),
  });
  const contest = list.data?.contest;
  const entries = useMemo(
    () => [...(list.items ?? [])].sort((a, b) => (a.submission.name ?? "").localeCompare(b.submission.name ?? "")),
    [list.items],
  );

  if (list.loading) return <PageLoading />;
  if (list.error || !contest)
    return (
      <p className="card review-error" role="alert">
        {errorMessage(list.error)} <Link to="/contests/listing">Back to the contests listing</Link>.
      </p>
    );

  const n = contest.communityVoteCount;
  const ordered = contest.communityVoteOrderedPriority;
  const mine = new Map<string, CommunityVoteFieldsFragment>(contest.myCommunityVotes.map((v) => [v.submissionId, v]));
  const rankHolder = new Map<number, string>();
  for (const v of contest.myCommunityVotes) if (v.rank) rankHolder.set(v.rank, v.submissionId);
  const nameOf = (id: string) => entries.find((e) => e.submission.id === id)?.submission.name ?? "another entry";
  const left = ordered ? n - rankHolder.size : n - contest.myCommunityVotes.length;
  const closed =
    contest.status !== "vote" ||
    (contest.communityVoteEnd !== null &&
      contest.communityVoteEnd !== undefined &&
      Date.parse(contest.communityVoteEnd) <= Date.now());
  const busy = cast.loading;
  // My votes by rank (ordered) or in the order cast (plain), named as the entries are.
  const myVotes = [...contest.myCommunityVotes].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));

  return (
    <section className="review-contest review-vote" aria-labelledby={`vote-${contestId}-title`}>
      <header className="card review-contest__header">
        <h2 id={`vote-${contestId}-title`}>{showName ? `${contest.name}: community vote` : "Community vote"}</h2>
        {contest.download && (
          <a className="button button--primary" href={contest.download} target="_blank" rel="noopener noreferrer">
            Download all submissions
          </a>
        )}
        <Markdown source={contest.communityVoteDescription} />
        <p>
          {ordered
            ? `Rank your favourite ${n} entries: 1st is your top choice. Each rank goes to one entry; press an entry's rank again to withdraw it.`
            : `Vote for up to ${n} entries you like. Press "Voted" again to withdraw a vote.`}{" "}
          You cannot vote for your own entry.
        </p>
        <p className="review-summary" aria-live="polite">
          {closed ? "The community vote is closed." : `${ordered ? "Ranks" : "Votes"} left: ${left} of ${n}`}
          {!closed &&
            (contest.communityVoteEnd
              ? ` · open until ${formatDateTimeUtc(contest.communityVoteEnd)}`
              : " · open until the organisers close it")}
        </p>
        <p className="review-my-votes" data-testid="my-votes">
          {myVotes.length === 0
            ? "You have not voted yet."
            : `Your votes: ${myVotes.map((v) => (v.rank ? `${ordinal(v.rank)} ${nameOf(v.submissionId)}` : nameOf(v.submissionId))).join(", ")}`}
        </p>
      </header>
      {entries.length === 0 ? (
        <p className="card muted">No submissions to vote on.</p>
      ) : (
        <ul className="review-entries">
          {entries.map((e) => {
            const id = e.submission.id;
            const name = e.submission.name ?? "Unnamed entry";
            const vote = mine.get(id);
            return (
              <li key={id} className="card review-entry">
                <div className="review-entry__head">
                  <h3 className="review-entry__name">{name}</h3>
                  {e.isOwnEntry ? (
                    <span className="muted">Your entry</span>
                  ) : ordered ? (
                    <div className="review-ranks" role="group" aria-label={`Rank for ${name}`}>
                      {Array.from({ length: n }, (_, i) => i + 1).map((rank) => {
                        const holder = rankHolder.get(rank);
                        const taken = holder !== undefined && holder !== id;
                        const current = vote?.rank === rank;
                        const label = current
                          ? `Withdraw ${ordinal(rank)} from ${name}`
                          : taken
                            ? `${ordinal(rank)} is on ${nameOf(holder)}`
                            : `Rank ${name} ${ordinal(rank)}`;
                        return (
                          <button
                            key={rank}
                            type="button"
                            className={`review-rank ${current ? "review-rank--on" : ""}`}
                            aria-pressed={current}
                            aria-label={label}
                            title={label}
                            aria-disabled={closed || busy || taken || undefined}
                            onClick={() =>
                              !closed && !busy && !taken && void cast.run({ submissionId: id, vote: current ? 0 : rank })
                            }
                          >
                            {ordinal(rank)}
                          </button>
                        );
                      })}
                    </div>
                  ) : (
                    <button
                      type="button"
                      className={`button ${vote ? "button--primary" : ""}`}
                      aria-pressed={!!vote}
                      aria-label={vote ? `Withdraw your vote for ${name}` : `Vote for ${name}`}
                      aria-disabled={closed || busy || (!vote && left <= 0) || undefined}
                      title={!vote && left <= 0 ? `You have already used all ${n} votes` : undefined}
                      onClick={() =>
                        !closed && !busy && (vote || left > 0) && void cast.run({ submissionId: id, vote: vote ? 0 : 1 })
                      }
                    >
                      {vote ? "Voted ★" : "Vote"}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasMore && (
        <button
          type="button"
          className="button"
          aria-disabled={list.loadingMore || undefined}
          onClick={() => void list.showMore()}
        >
          {list.loadingMore ? "Loading…" : "Load more entries"}
        </button>
      )}
    </section>
  );
}

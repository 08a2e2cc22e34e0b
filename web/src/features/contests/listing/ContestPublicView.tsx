import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useActionMutation } from "../../../app/useActionMutation";
import { Markdown } from "../../../components/Markdown";
import { UserLink } from "../../../components/UserLink";
import { formatDateTimeUtc } from "../../../lib/format";
import { CommunityVote } from "../review/CommunityVote";
import { FA_POINTS_NOTE, phaseSentence, SUBMISSION_HELP, submissionWindowText } from "../shared/contest-text";
import { SubmitContestEntryDocument, type ContestPublicFieldsFragment } from "./gql/graphql";

type Person = { id: string; username: string; osuId: number };

export function PeopleList({ people }: { people: readonly Person[] }) {
  if (people.length === 0) return <span className="muted">nobody yet</span>;
  return (
    <>
      {people.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ", "}
          <UserLink user={p} />
        </span>
      ))}
    </>
  );
}

/** The header every view shares: banner, name (linked to the details post) and "hosted by". */
export function ContestHeader({ contest }: { contest: ContestPublicFieldsFragment }) {
  return (
    <header className="contest-head">
      {contest.bannerUrl && <img className="contest-head__banner" src={contest.bannerUrl} alt="" />}
      <h2 className="contest-head__name">
        {contest.url ? (
          <a href={contest.url} target="_blank" rel="noopener noreferrer">
            {contest.name}
          </a>
        ) : (
          contest.name
        )}
      </h2>
      <p className="muted">
        hosted by <PeopleList people={contest.creators} />
      </p>
    </header>
  );
}

/** What members see of a contest they do not manage. */
export function ContestPublicView({ contest }: { contest: ContestPublicFieldsFragment }) {
  const complete = contest.status === "complete";
  return (
    <article className="card contest-view" aria-label={contest.name}>
      <ContestHeader contest={contest} />
      <Markdown source={contest.description} className="contest-view__description" />
      <p>{phaseSentence(contest.status)}</p>
      {contest.isFeaturedArtistContest && <p className="muted">{FA_POINTS_NOTE}</p>}
      {contest.url && (
        <p>
          <a href={contest.url} target="_blank" rel="noopener noreferrer">
            Read more about the contest here!
          </a>
        </p>
      )}
      {complete ? <ContestResultsLinks contest={contest} /> : <SubmissionBox contest={contest} />}
      {contest.status === "vote" && <CommunityVote contestId={contest.id} />}
    </article>
  );
}

function ContestResultsLinks({ contest }: { contest: ContestPublicFieldsFragment }) {
  return (
    <section className="contest-box" aria-label="Results">
      <h3>Results</h3>
      {contest.resultsUrl && (
        <p>
          <a href={contest.resultsUrl} target="_blank" rel="noopener noreferrer">
            Read the results post here!
          </a>
        </p>
      )}
      <p>
        <Link to={`/contests/results?contest=${contest.id}`}>View Mappers&apos; Guild judging scores here!</Link>
      </p>
      <p>
        Screeners: <PeopleList people={contest.screeners ?? []} />
      </p>
      <p>
        Judges: <PeopleList people={contest.judges ?? []} />
      </p>
    </section>
  );
}

/** Handing in (or replacing) my entry: the open / closed / not-yet texts and the URL form. */
export function SubmissionBox({ contest }: { contest: ContestPublicFieldsFragment }) {
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { url: useId(), problem: useId() };
  const submit = useActionMutation(SubmitContestEntryDocument, {
    success: "Submitted!",
    onError: (failure) => {
      if (failure.code !== "BAD_USER_INPUT") return false;
      setProblem(failure.message);
      return true;
    },
  });

  if (contest.osuContestListingUrl) {
    return (
      <section className="contest-box" aria-label="Submissions">
        <p>
          Entries for this contest are handed in on its{" "}
          <a href={contest.osuContestListingUrl} target="_blank" rel="noopener noreferrer">
            official osu! contest page
          </a>
          .
        </p>
      </section>
    );
  }

  const open = contest.submissionWindow === "open";
  return (
    <section className="contest-box" aria-label="Submissions">
      <h3>Submissions</h3>
      <p>{submissionWindowText(contest.submissionWindow, contest)}</p>
      {contest.mySubmission && (
        <p>
          Your entry:{" "}
          {contest.mySubmission.url ? (
            <a href={contest.mySubmission.url} target="_blank" rel="noopener noreferrer">
              {contest.mySubmission.url}
            </a>
          ) : (
            "handed in"
          )}{" "}
          <span className="muted">({formatDateTimeUtc(contest.mySubmission.createdAt)})</span>
        </p>
      )}
      {open && !contest.viewerIsCreator && (
        <form
          className="contest-submit"
          onSubmit={async (e) => {
            e.preventDefault();
            setProblem(null);
            const data = await submit.run({ contestId: contest.id, url: url.trim() });
            if (data) setUrl("");
          }}
        >
          <p className="muted">{SUBMISSION_HELP}</p>
          <div className="c-field">
            <label htmlFor={ids.url}>{contest.mySubmission ? "Replace your entry (URL)" : "Entry URL"}</label>
            <input
              id={ids.url}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={url}
              maxLength={500}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          {problem && (
            <p id={ids.problem} className="c-problem" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={submit.loading || !url.trim()}>
            {contest.mySubmission ? "Replace entry" : "Submit entry"}
          </button>
        </form>
      )}
    </section>
  );
}

import { useId, useRef, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { connectionNext, usePagedList } from "../../../app/usePagedList";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { UserLink } from "../../../components/UserLink";
import { ContestSubmissionsDocument, type ContestSettingsFieldsFragment } from "./gql/graphql";
import type { ContestManageActions } from "./useContestManageActions";

type Props = { contest: ContestSettingsFieldsFragment; actions: ContestManageActions };

/** Submissions: anonymised names, delete, manual late add, and the anonymiser's CSV (sync names, add from CSV). */
export function ContestEntries({ contest, actions }: Props) {
  const list = usePagedList(ContestSubmissionsDocument, { variables: { id: contest.id } }, (d) => {
    const page = d.contest.management?.submissions;
    return page ? { items: page.nodes, next: connectionNext(page.pageInfo) } : undefined;
  });
  const total = list.data?.contest.management?.submissions.totalCount;
  // A deleted row takes its focused button with it: focus moves to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="contest-entries">
      <section aria-labelledby="contest-entries-title">
        <h3 id="contest-entries-title" ref={heading} tabIndex={-1}>
          Submissions{total !== undefined && total !== null ? ` (${total})` : ""}
        </h3>
        {list.loading ? (
          <PageLoading label="Loading submissions…" />
        ) : list.error && !list.items ? (
          <p role="alert">{errorMessage(list.error)}</p>
        ) : (list.items ?? []).length === 0 ? (
          <p className="muted">No submissions yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table contest-table">
              <thead>
                <tr>
                  <th scope="col">Entrant</th>
                  <th scope="col">Anonymised name</th>
                  <th scope="col">Link</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(list.items ?? []).map((s) => (
                  <tr key={s.id}>
                    <td>{s.creator ? <UserLink user={s.creator} /> : "—"}</td>
                    <td>
                      <RenameEntry contestId={contest.id} submission={s} actions={actions} />
                    </td>
                    <td>
                      {s.url ? (
                        <a href={s.url} target="_blank" rel="noopener noreferrer">
                          link
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>
                      <ConfirmButton
                        disabled={actions.deleteSubmission.loading}
                        onConfirm={async () => {
                          const done = await actions.deleteSubmission.run({ contestId: contest.id, submissionId: s.id });
                          if (done) heading.current?.focus();
                        }}
                      >
                        Delete<span className="visually-hidden"> the entry of {s.creator?.username ?? s.name}</span>
                      </ConfirmButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {list.hasMore && (
          <button type="button" className="button button--ghost" onClick={() => void list.showMore()} disabled={list.loadingMore}>
            {list.loadingMore ? "Loading…" : "Load more submissions"}
          </button>
        )}
      </section>
      <LateEntryForm contest={contest} actions={actions} />
      <CsvTools contest={contest} actions={actions} />
    </div>
  );
}

function RenameEntry({
  contestId,
  submission,
  actions,
}: {
  contestId: string;
  submission: { id: string; name?: string | null; creator?: { username: string } | null };
  actions: ContestManageActions;
}) {
  const [name, setName] = useState(submission.name ?? "");
  const id = useId();
  const changed = name.trim() !== (submission.name ?? "");
  return (
    <form
      className="c-inline contest-rename"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) void actions.renameSubmission.run({ contestId, submissionId: submission.id, name: name.trim() });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Anonymised name of {submission.creator?.username ?? "this entry"}
      </label>
      <input id={id} value={name} maxLength={100} placeholder="not set" onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button button--ghost" disabled={!changed || actions.renameSubmission.loading}>
        Save<span className="visually-hidden"> name</span>
      </button>
    </form>
  );
}

function LateEntryForm({ contest, actions }: Props) {
  const [user, setUser] = useState("");
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const ids = { user: useId(), name: useId(), url: useId() };
  return (
    <form
      className="contest-subform"
      aria-labelledby={`${ids.user}-title`}
      onSubmit={async (e) => {
        e.preventDefault();
        const data = await actions.addSubmission.run({
          contestId: contest.id,
          input: { user: user.trim(), name: name.trim() || null, url: url.trim() || null },
        });
        if (data) {
          setUser("");
          setName("");
          setUrl("");
        }
      }}
    >
      <h3 id={`${ids.user}-title`}>Add a submission manually</h3>
      <div className="contest-subform__row">
        <div className="c-field">
          <label htmlFor={ids.user}>Entrant (username or osu! id)</label>
          <input id={ids.user} value={user} maxLength={100} autoComplete="off" onChange={(e) => setUser(e.target.value)} />
        </div>
        <div className="c-field">
          <label htmlFor={ids.name}>Anonymised name</label>
          <input id={ids.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="c-field">
          <label htmlFor={ids.url}>Entry URL</label>
          <input id={ids.url} type="url" value={url} maxLength={500} onChange={(e) => setUrl(e.target.value)} />
        </div>
      </div>
      <button type="submit" className="button button--primary" disabled={!user.trim() || actions.addSubmission.loading}>
        Add submission
      </button>
    </form>
  );
}

function CsvTools({ contest, actions }: Props) {
  const [csv, setCsv] = useState("");
  const [unmatched, setUnmatched] = useState<readonly string[] | null>(null);
  const id = useId();
  const canAdd = contest.submissionCount === 0 && !!contest.osuContestListingUrl;
  return (
    <section className="contest-subform" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Anonymiser CSV</h3>
      <p className="muted">
        Paste the anonymiser&apos;s output: one <code>username,osu id,anonymised name</code> per line. &quot;Sync names&quot;
        renames each entry by its entrant&apos;s osu! id; &quot;Add from CSV&quot; creates the entries of a contest hosted on osu!
        (only while it has none).
      </p>
      <label htmlFor={id} className="visually-hidden">
        Anonymiser CSV
      </label>
      <textarea id={id} rows={5} value={csv} maxLength={200000} onChange={(e) => setCsv(e.target.value)} />
      <div className="c-inline">
        <button
          type="button"
          className="button button--primary"
          disabled={!csv.trim() || actions.syncNames.loading}
          onClick={async () => {
            const data = await actions.syncNames.run({ contestId: contest.id, csv });
            if (data) setUnmatched(data.syncContestSubmissionNames.unmatched);
          }}
        >
          Sync names
        </button>
        {canAdd && (
          <button
            type="button"
            className="button button--ghost"
            disabled={!csv.trim() || actions.addFromCsv.loading}
            onClick={async () => {
              const data = await actions.addFromCsv.run({ contestId: contest.id, csv });
              if (data) setCsv("");
            }}
          >
            Add from CSV
          </button>
        )}
      </div>
      {unmatched && unmatched.length > 0 && (
        <p role="status" className="c-problem">
          Not found in the CSV (rename these entries by hand): {unmatched.join(", ")}
        </p>
      )}
    </section>
  );
}

import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { isAdmin, useCurrentUser } from "../../../app/current-user";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Switch } from "../../../components/Switch";
import { APPROVAL_QUEUED, CONTEST_PHASES, FA_POINTS_NOTE, type ContestPhase } from "../shared/contest-text";
import { ContestEntries } from "./ContestEntries";
import { ContestHeader } from "./ContestPublicView";
import { ContestResultsPanel } from "./ContestResultsPanel";
import { ContestSettingsForm } from "./ContestSettingsForm";
import { ContestStaff } from "./ContestStaff";
import { ContestMessageForm } from "./ContestMessageForm";
import { ContestManageDocument, ContestMissingRequirementsDocument, type ContestSettingsFieldsFragment } from "./gql/graphql";
import { useContestManageActions, type ContestManageActions } from "./useContestManageActions";

const TABS = [
  { key: "settings", label: "Settings" },
  { key: "entries", label: "Submissions" },
  { key: "staff", label: "Screeners, judges & criteria" },
  { key: "results", label: "Results" },
] as const;
type Tab = (typeof TABS)[number]["key"];

/** The creators' view of their contest (admins see it for every contest, with the approval controls). */
export function ContestManage({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { me } = useCurrentUser();
  const { data, loading, error } = useQuery(ContestManageDocument, { variables: { id } });
  const actions = useContestManageActions();
  const [tab, setTab] = useState<Tab>("settings");
  const tabsId = useId();
  const contest = data?.contest;
  if (!contest?.management) {
    if (loading) return <PageLoading label="Loading contest…" />;
    return (
      <p className="card" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  const m = contest.management;
  return (
    <article className="card contest-view contest-manage" aria-label={contest.name}>
      <ContestHeader contest={contest} />
      {m.awaitingApproval && (
        <p className="contest-notice" role="status">
          {APPROVAL_QUEUED}
        </p>
      )}
      {isAdmin(me) && <AdminControls contest={contest} actions={actions} />}
      <StatusControl contest={contest} actions={actions} />
      {contest.status !== "hidden" && <ContestMessageForm contestId={contest.id} />}

      <div className="contest-tabs" role="tablist" aria-label="Manage contest">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${tabsId}-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${tabsId}-panel`}
            className={`contest-tab ${tab === t.key ? "contest-tab--on" : ""}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="contest-tabpanel">
        {tab === "settings" && <ContestSettingsForm contest={contest} actions={actions} />}
        {tab === "entries" && <ContestEntries contest={contest} actions={actions} />}
        {tab === "staff" && <ContestStaff contest={contest} actions={actions} />}
        {tab === "results" && <ContestResultsPanel contest={contest} />}
      </div>

      {contest.status === "hidden" && contest.submissionCount === 0 && (
        <section className="contest-box" aria-label="Delete contest">
          <ConfirmButton
            onConfirm={async () => {
              const done = await actions.remove.run({ id: contest.id });
              if (done) onDeleted();
            }}
            disabled={actions.remove.loading}
          >
            Delete contest
          </ConfirmButton>
        </section>
      )}
    </article>
  );
}

function AdminControls({ contest, actions }: { contest: ContestSettingsFieldsFragment; actions: ContestManageActions }) {
  const m = contest.management!;
  return (
    <section className="contest-box contest-admin" aria-label="Admin controls">
      <h3>Admin</h3>
      <Switch
        label="Approved"
        description="Approved contests out of Hidden appear under Active contests."
        checked={contest.isApproved}
        busy={actions.approve.loading}
        onChange={(value) => void actions.approve.run({ id: contest.id, value })}
      />
      <Switch
        label="Featured Artist contest"
        description={FA_POINTS_NOTE}
        checked={contest.isFeaturedArtistContest}
        busy={actions.featuredArtist.loading}
        onChange={(value) => void actions.featuredArtist.run({ id: contest.id, value })}
      />
      <Switch
        label="Eligible for points"
        checked={contest.isEligibleForPoints}
        busy={actions.eligible.loading}
        onChange={(value) => void actions.eligible.run({ id: contest.id, value })}
      />
      <Switch
        label="Skip Discord announcements"
        checked={m.skipWebhook}
        busy={actions.skipWebhook.loading}
        onChange={(value) => void actions.skipWebhook.run({ id: contest.id, value })}
      />
    </section>
  );
}

/** The phase selector: the requirements of the chosen phase are listed before trying ("Missing requirements: …"). */
function StatusControl({ contest, actions }: { contest: ContestSettingsFieldsFragment; actions: ContestManageActions }) {
  const [target, setTarget] = useState<ContestPhase>(contest.status);
  const selectId = useId();
  const missing = useQuery(ContestMissingRequirementsDocument, {
    variables: { id: contest.id, status: target },
    skip: target === contest.status,
    fetchPolicy: "network-only",
  });
  const list = target === contest.status ? [] : (missing.data?.contest.management?.missingRequirements ?? []);
  return (
    <section className="contest-box contest-status" aria-label="Contest status">
      <form
        className="contest-status__form"
        onSubmit={(e) => {
          e.preventDefault();
          void actions.status.run({ id: contest.id, status: target });
        }}
      >
        <div className="c-field">
          <label htmlFor={selectId}>Status</label>
          <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value as ContestPhase)}>
            {CONTEST_PHASES.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={actions.status.loading || target === contest.status}>
          Change status
        </button>
      </form>
      {list.length > 0 && (
        <p className="c-problem" role="status">
          Missing requirements: {list.join(", ")}!
        </p>
      )}
      <p className="muted contest-links">
        Links for your helpers: <Link to={`/contests/screening?contest=${contest.id}`}>screening</Link> ·{" "}
        <Link to={`/contests/vote?contest=${contest.id}`}>community vote</Link> ·{" "}
        <Link to={`/contests/judging?contest=${contest.id}`}>judging</Link> ·{" "}
        <Link to={`/contests/results?contest=${contest.id}`}>results</Link>
      </p>
    </section>
  );
}

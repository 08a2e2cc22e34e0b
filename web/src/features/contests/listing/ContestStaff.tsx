import { useQuery } from "@apollo/client/react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useDebouncedValue } from "../../../app/useDebouncedValue";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { UserLink } from "../../../components/UserLink";
import { ContestStaffCandidatesDocument, type ContestSettingsFieldsFragment, type ContestStaffRole } from "./gql/graphql";
import type { ContestManageActions } from "./useContestManageActions";

type Props = { contest: ContestSettingsFieldsFragment; actions: ContestManageActions };
type Person = { id: string; username: string; osuId: number };

/** Creators, screeners and judges (contest helpers offered first), and the judging criteria. */
export function ContestStaff({ contest, actions }: Props) {
  return (
    <div className="contest-staff">
      <PeopleSection
        title="Creators"
        people={contest.creators}
        addLabel="Add creator"
        busy={actions.addCreator.loading || actions.removeCreator.loading}
        onAdd={(user) => actions.addCreator.run({ contestId: contest.id, user })}
        onRemove={(userId) => actions.removeCreator.run({ contestId: contest.id, userId })}
      />
      <StaffSection role="screener" contest={contest} actions={actions} />
      <StaffSection role="judge" contest={contest} actions={actions} />
      <CriteriaSection contest={contest} actions={actions} />
    </div>
  );
}

function PeopleSection({
  title,
  people,
  addLabel,
  busy,
  onAdd,
  onRemove,
  children,
}: {
  title: string;
  people: readonly Person[];
  addLabel: string;
  busy: boolean;
  onAdd: (user: string) => Promise<unknown>;
  onRemove: (userId: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const [user, setUser] = useState("");
  const id = useId();
  // A removed person takes the focused button with them: focus moves to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="contest-subform" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title} ({people.length})
      </h3>
      {people.length === 0 ? (
        <p className="muted">Nobody yet.</p>
      ) : (
        <ul className="contest-people">
          {people.map((p) => (
            <li key={p.id}>
              <UserLink user={p} />
              <ConfirmButton
                disabled={busy}
                onConfirm={async () => {
                  if (await onRemove(p.id)) heading.current?.focus();
                }}
              >
                Remove<span className="visually-hidden"> {p.username}</span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <form
        className="c-inline"
        onSubmit={async (e) => {
          e.preventDefault();
          const done = await onAdd(user.trim());
          if (done) setUser("");
        }}
      >
        <label htmlFor={id}>{addLabel} (username or osu! id)</label>
        <input id={id} value={user} maxLength={100} autoComplete="off" onChange={(e) => setUser(e.target.value)} />
        <button type="submit" className="button button--primary" disabled={!user.trim() || busy}>
          {addLabel}
        </button>
      </form>
      {children}
    </section>
  );
}

function StaffSection({ role, contest, actions }: Props & { role: ContestStaffRole }) {
  const people = (role === "judge" ? contest.judges : contest.screeners) ?? [];
  const noun = role === "judge" ? "judge" : "screener";
  const busy = actions.addStaff.loading || actions.removeStaff.loading;
  const add = (user: string) => actions.addStaff.run({ contestId: contest.id, role, user });
  return (
    <PeopleSection
      title={role === "judge" ? "Judges" : "Screeners"}
      people={people}
      addLabel={`Add ${noun}`}
      busy={busy}
      onAdd={add}
      onRemove={(userId) => actions.removeStaff.run({ contestId: contest.id, role, userId })}
    >
      <Candidates contestId={contest.id} role={role} busy={busy} onAdd={(user) => void add(user)} />
    </PeopleSection>
  );
}

/** Members offered as screeners or judges: those who switched "contest helper" on come first. */
function Candidates({
  contestId,
  role,
  busy,
  onAdd,
}: {
  contestId: string;
  role: ContestStaffRole;
  busy: boolean;
  onAdd: (user: string) => void;
}) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const id = useId();
  const { data } = useQuery(ContestStaffCandidatesDocument, { variables: { id: contestId, search: debounced || null } });
  const nodes = data?.contest.management?.staffCandidates.nodes ?? [];
  return (
    <div className="contest-candidates">
      <label htmlFor={id}>Find candidates</label>
      <input
        id={id}
        type="search"
        value={search}
        maxLength={100}
        placeholder="username"
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="contest-people" aria-label={`Candidate ${role}s`}>
        {nodes.map((c) => {
          const already = role === "judge" ? c.isJudge : c.isScreener;
          return (
            <li key={c.user.id}>
              <UserLink user={c.user} />
              {c.isContestHelper && <span className="contest-tag">contest helper</span>}
              <button
                type="button"
                className="button button--ghost"
                disabled={already || busy}
                onClick={() => onAdd(String(c.user.osuId))}
              >
                {already ? `Already a ${role}` : `Add ${c.user.username} as ${role}`}
              </button>
            </li>
          );
        })}
        {nodes.length === 0 && <li className="muted">No members found.</li>}
      </ul>
    </div>
  );
}

function CriteriaSection({ contest, actions }: Props) {
  const [name, setName] = useState("");
  const [maxScore, setMaxScore] = useState("10");
  const ids = { name: useId(), max: useId(), title: useId() };
  const criteria = contest.criteria ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="contest-subform" aria-labelledby={ids.title}>
      <h3 id={ids.title} ref={heading} tabIndex={-1}>
        Judging criteria
      </h3>
      {criteria.length === 0 ? (
        <p className="muted">No criteria yet.</p>
      ) : (
        <table className="table contest-table">
          <thead>
            <tr>
              <th scope="col">Criteria</th>
              <th scope="col">Max score</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {criteria.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td className="num">{c.maxScore}</td>
                <td>
                  <ConfirmButton
                    disabled={actions.deleteCriteria.loading}
                    onConfirm={async () => {
                      const done = await actions.deleteCriteria.run({ contestId: contest.id, criteriaId: c.id });
                      if (done) heading.current?.focus();
                    }}
                  >
                    Delete<span className="visually-hidden"> {c.name}</span>
                  </ConfirmButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="contest-subform__row"
        onSubmit={async (e) => {
          e.preventDefault();
          const data = await actions.addCriteria.run({ contestId: contest.id, name: name.trim(), maxScore: Number(maxScore) });
          if (data) setName("");
        }}
      >
        <div className="c-field">
          <label htmlFor={ids.name}>Criteria name</label>
          <input id={ids.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="c-field">
          <label htmlFor={ids.max}>Max score</label>
          <input
            id={ids.max}
            type="number"
            min={1}
            max={1000}
            step={1}
            value={maxScore}
            onChange={(e) => setMaxScore(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={!name.trim() || actions.addCriteria.loading}>
          Add criteria
        </button>
      </form>
    </section>
  );
}

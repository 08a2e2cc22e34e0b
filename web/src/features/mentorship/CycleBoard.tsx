import { useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { ModeIcon } from "../../components/ModeIcons";
import { Switch } from "../../components/Switch";
import { UserLink } from "../../components/UserLink";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import {
  AddMentorshipParticipantDocument,
  MentorshipCycleRecordsDocument,
  RemoveMentorshipParticipantDocument,
  ToggleMentorshipPhaseDocument,
  type MentorshipCategory,
  type MentorshipGroup,
  type MentorshipMode,
  type MentorshipRecordFieldsFragment,
} from "./gql/graphql";
import { baseMode, CATEGORIES, CATEGORY_MODES, MODE_LABELS, mentorsOf, type MentorEntry } from "./mentorship-model";
import { useActionMutation } from "../../app/useActionMutation";
import { useFocusFallback } from "../../app/useFocusFallback";

type Rec = MentorshipRecordFieldsFragment;

interface BoardCtx {
  cycleId: string;
  showPhases: boolean;
  refetch: () => Promise<unknown>;
  /** After a removal: focus the board instead of losing it. */
  restoreFocus: () => void;
}

function PhaseToggles({ record }: { record: Rec }) {
  const toggle = useActionMutation(ToggleMentorshipPhaseDocument);
  const busy = toggle.loading;
  return (
    <span className="phase-toggles" role="group" aria-label={`Phases of ${record.user.username}`}>
      {[1, 2, 3].map((p) => {
        const on = record.phases.includes(p);
        return (
          <button
            key={p}
            type="button"
            className={`phase-toggle ${on ? "phase-toggle--on" : ""}`}
            aria-pressed={on}
            title={`Phase ${p}`}
            aria-busy={busy || undefined}
            onClick={() => {
              if (!busy) void toggle.run({ recordId: record.id, phase: p });
            }}
          >
            P{p}
            <span className="visually-hidden"> for {record.user.username}</span>
          </button>
        );
      })}
    </span>
  );
}

function Person({ record, ctx, removable = true, note }: { record: Rec; ctx: BoardCtx; removable?: boolean; note?: string }) {
  const remove = useActionMutation(RemoveMentorshipParticipantDocument, { success: `Removed ${record.user.username}` });
  const busy = remove.loading;
  return (
    <span className="mentorship-person">
      <span className="mentorship-person__name">
        <UserLink user={record.user} />
        {record.skipsPhases && (
          <span className="mentorship-person__skip" title="Skips phases" aria-label="skips phases">
            *
          </span>
        )}
      </span>
      {ctx.showPhases && <PhaseToggles record={record} />}
      {removable ? (
        <ConfirmButton
          className="button--small mentorship-person__remove"
          confirmLabel="Confirm"
          disabled={busy}
          onConfirm={() =>
            void remove
              .run({ cycleId: ctx.cycleId, userId: record.user.id, mode: record.mode })
              .then((data) => data && ctx.refetch())
              .then(() => ctx.restoreFocus())
          }
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Remove {record.user.username}</span>
        </ConfirmButton>
      ) : (
        note && <span className="muted mentorship-person__note">{note}</span>
      )}
    </span>
  );
}

/** Username or osu! id + Add, for a mode (mentor) or a mentor (mentee / extra mentor). */
function AddForm({ ctx, mode, mentor, label }: { ctx: BoardCtx; mode: MentorshipMode; mentor?: Rec; label: string }) {
  const id = useId();
  const [user, setUser] = useState("");
  const [group, setGroup] = useState<MentorshipGroup>(mentor ? "mentee" : "mentor");
  const add = useActionMutation(AddMentorshipParticipantDocument, { success: (_data, v) => `Added ${v.input.user}` });
  const busy = add.loading;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = user.trim();
    if (!name) return;
    void add
      .run({ input: { cycleId: ctx.cycleId, mode, group, user: name, mentorUserId: mentor?.user.id ?? null } })
      .then(async (data) => {
        if (!data) return;
        await ctx.refetch();
        setUser("");
      });
  };
  return (
    <form className="mentorship-add" onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}: username or osu! id
      </label>
      <input
        id={id}
        className="input input--small"
        placeholder="username or osu! id"
        maxLength={32}
        autoComplete="off"
        value={user}
        onChange={(e) => setUser(e.target.value)}
      />
      {mentor && (
        <select
          className="input input--small"
          aria-label={`Add to ${mentor.user.username} as`}
          value={group}
          onChange={(e) => setGroup(e.target.value as MentorshipGroup)}
        >
          <option value="mentee">mentee</option>
          <option value="extraMentor">extra mentor</option>
        </select>
      )}
      <button type="submit" className="button button--small button--primary" disabled={busy || !user.trim()}>
        {mentor ? "Add" : "Add mentor"}
      </button>
    </form>
  );
}

function MentorCard({ entry, ctx }: { entry: MentorEntry; ctx: BoardCtx }) {
  const { mentor, extraMentors, mentees } = entry;
  const attached = extraMentors.length + mentees.length > 0;
  return (
    <li className="mentor-card">
      <div className="mentor-card__head">
        <Person record={mentor} ctx={ctx} removable={!attached} note="" />
      </div>
      {extraMentors.length > 0 && (
        <ul className="mentor-card__list" aria-label={`Extra mentors with ${mentor.user.username}`}>
          {extraMentors.map((r) => (
            <li key={r.id}>
              <span className="mentor-card__tag">with</span> <Person record={r} ctx={ctx} />
            </li>
          ))}
        </ul>
      )}
      {mentees.length > 0 ? (
        <ul className="mentor-card__list" aria-label={`Mentees of ${mentor.user.username}`}>
          {mentees.map((r) => (
            <li key={r.id}>
              <Person record={r} ctx={ctx} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted mentor-card__empty">No mentees.</p>
      )}
      <AddForm ctx={ctx} mode={mentor.mode} mentor={mentor} label={`Add to ${mentor.user.username}`} />
    </li>
  );
}

function ModeColumn({ mode, records, ctx }: { mode: MentorshipMode; records: Rec[]; ctx: BoardCtx }) {
  const mentors = mentorsOf(records, mode);
  const base = baseMode(mode);
  const headingId = useId();
  return (
    <section className="mode-column card" aria-labelledby={headingId}>
      <h3 id={headingId} className="mode-column__title">
        {base && (
          <span aria-hidden="true">
            <ModeIcon mode={base} size={18} />
          </span>
        )}{" "}
        {MODE_LABELS[mode]}
      </h3>
      {mentors.length === 0 ? (
        <p className="muted">No mentors.</p>
      ) : (
        <ul className="mode-column__mentors" aria-label={`Mentors for ${MODE_LABELS[mode]}`}>
          {mentors.map((m) => (
            <MentorCard key={m.mentor.id} entry={m} ctx={ctx} />
          ))}
        </ul>
      )}
      <AddForm ctx={ctx} mode={mode} label={`Add mentor for ${MODE_LABELS[mode]}`} />
    </section>
  );
}

/** The cycle view: a category's modes side by side, mentors with their extra mentors and mentees. */
export function CycleBoard({ cycleId }: { cycleId: string }) {
  const [category, setCategory] = useState<MentorshipCategory>("mapping");
  const [showPhases, setShowPhases] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(MentorshipCycleRecordsDocument, {
    variables: { id: cycleId, category },
    notifyOnNetworkStatusChange: false,
  });
  const page = data?.mentorshipCycle.records;
  const focus = useFocusFallback<HTMLDivElement>();
  const ctx: BoardCtx = { cycleId, showPhases, refetch: () => refetch(), restoreFocus: focus.restore };
  return (
    <div className="cycle-board">
      <div className="cycle-board__controls">
        <div className="toggle-group" role="group" aria-label="Category">
          {CATEGORIES.map((c) => (
            <button
              key={c.value}
              type="button"
              className={`toggle-group__option ${category === c.value ? "toggle-group__option--on" : ""}`}
              aria-pressed={category === c.value}
              onClick={() => setCategory(c.value)}
            >
              {c.label}
            </button>
          ))}
        </div>
        <Switch label="Show phases" checked={showPhases} onChange={setShowPhases} />
      </div>
      {!page ? (
        loading ? (
          <PageLoading label="Loading participants…" />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : (
        <>
          <div
            ref={focus.ref}
            tabIndex={-1}
            className={`cycle-board__columns cycle-board__columns--${CATEGORY_MODES[category].length}`}
          >
            {CATEGORY_MODES[category].map((mode) => (
              <ModeColumn key={mode} mode={mode} records={page.nodes} ctx={ctx} />
            ))}
          </div>
          {page.pageInfo.hasNextPage && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void fetchMore({
                  variables: { after: page.pageInfo.endCursor },
                  updateQuery: (prev, { fetchMoreResult }) => ({
                    ...prev,
                    mentorshipCycle: {
                      ...prev.mentorshipCycle,
                      records: {
                        ...fetchMoreResult.mentorshipCycle.records,
                        nodes: [...prev.mentorshipCycle.records.nodes, ...fetchMoreResult.mentorshipCycle.records.nodes],
                      },
                    },
                  }),
                })
              }
            >
              Show more participants
            </button>
          )}
          <p className="muted field-hint">* skips at least one phase</p>
        </>
      )}
    </div>
  );
}

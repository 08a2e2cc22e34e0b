import { useLazyQuery, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { UserLink } from "../../components/UserLink";
import { errorMessage } from "../../app/errors";
import { PageLoading } from "../../app/PageLoading";
import {
  AdjustMentorshipBadgeDocument,
  MentorshipAdminsDocument,
  MentorshipBadgeQueueDocument,
  MentorshipMemberDocument,
  SetMentorshipAdminDocument,
  type MentorshipMemberQuery,
  type MentorshipMode,
} from "./gql/graphql";
import { ALL_MODES, MODE_LABELS } from "./mentorship-model";
import { useActionMutation } from "../../app/useActionMutation";
import { useFocusFallback } from "../../app/useFocusFallback";

type History = MentorshipMemberQuery["mentorshipMember"];

function HistoryTable({ history }: { history: History }) {
  const byMode = new Map<MentorshipMode, { mentor: string[]; mentee: string[] }>();
  for (const r of history.records.nodes) {
    const entry = byMode.get(r.mode) ?? { mentor: [], mentee: [] };
    const label = `${r.cycle.number} - ${r.cycle.name}${r.phases.length < 3 ? ` (P${r.phases.join(", P")})` : ""}`;
    (r.group === "mentee" ? entry.mentee : entry.mentor).push(label);
    byMode.set(r.mode, entry);
  }
  const modes = ALL_MODES.filter((m) => byMode.has(m));
  if (modes.length === 0) return <p className="muted">No mentorship records.</p>;
  return (
    <div className="table-scroll">
      <table className="table table--compact">
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">As mentor</th>
            <th scope="col">As mentee</th>
          </tr>
        </thead>
        <tbody>
          {modes.map((m) => {
            const e = byMode.get(m)!;
            return (
              <tr key={m}>
                <th scope="row">{MODE_LABELS[m]}</th>
                <td>{e.mentor.length ? e.mentor.join("; ") : "—"}</td>
                <td>{e.mentee.length ? e.mentee.join("; ") : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "User Details": a member's tenure and their cycles per mode as mentor and mentee. */
export function MemberDetails() {
  const id = useId();
  const [text, setText] = useState("");
  const [load, { data, loading, error }] = useLazyQuery(MentorshipMemberDocument, { fetchPolicy: "network-only" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) void load({ variables: { user: text.trim() } }).catch(() => undefined);
  };
  const h = data?.mentorshipMember;
  return (
    <>
      <form className="inline-form" onSubmit={submit} aria-label="Find a member">
        <label htmlFor={id}>Username or osu! id</label>
        <input
          id={id}
          className="input"
          maxLength={32}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!text.trim() || loading}>
          Search
        </button>
      </form>
      {loading && <PageLoading label="Searching…" />}
      {error && !loading && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {h && !loading && !error && (
        <div className="member-history" data-testid="member-history">
          <p className="member-history__who">
            <UserLink user={h.user} />
          </p>
          <p className="member-history__tenure" data-testid="tenure-text">
            {h.tenureText}
          </p>
          <p className="muted">
            Tenure badge: {h.tenureYears} year(s) earned, badge value {h.badge}
          </p>
          <HistoryTable history={h} />
        </div>
      )}
    </>
  );
}

/** "Mentorship Administrators": the list; admins add and remove. */
export function AdminsPanel({ canManage }: { canManage: boolean }) {
  const id = useId();
  const [text, setText] = useState("");
  const { data, loading, error } = useQuery(MentorshipAdminsDocument);
  const setAdmin = useActionMutation(SetMentorshipAdminDocument, {
    success: (_data, v) => (v.value ? "Added mentorship admin" : "Removed mentorship admin"),
    refetch: [{ query: MentorshipAdminsDocument }],
  });
  const busy = setAdmin.loading;
  const focus = useFocusFallback<HTMLDivElement>();
  const admins = data?.mentorshipAdmins.nodes;
  return (
    <div ref={focus.ref} tabIndex={-1} className="focus-target">
      {!admins ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : admins.length === 0 ? (
        <p className="muted">No mentorship admins.</p>
      ) : (
        <ul className="mentorship-admins" aria-label="Mentorship admins">
          {admins.map((a) => (
            <li key={a.id}>
              <UserLink user={a} />
              {canManage && (
                <ConfirmButton
                  className="button--small"
                  confirmLabel={`Remove ${a.username}?`}
                  disabled={busy}
                  onConfirm={() => void setAdmin.run({ user: String(a.osuId), value: false }).then(focus.restore)}
                >
                  Remove<span className="visually-hidden"> {a.username}</span>
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form
          className="inline-form"
          aria-label="Add mentorship admin"
          onSubmit={(e) => {
            e.preventDefault();
            void setAdmin.run({ user: text.trim(), value: true }).then((data) => data && setText(""));
          }}
        >
          <label htmlFor={id}>Username or osu! id</label>
          <input
            id={id}
            className="input"
            maxLength={32}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
            Add admin
          </button>
        </form>
      )}
    </div>
  );
}

/** "Tenure Badges": members whose badge value differs from their tenure, with +/- buttons. */
export function BadgeQueue() {
  const { data, loading, error } = useQuery(MentorshipBadgeQueueDocument);
  const adjust = useActionMutation(AdjustMentorshipBadgeDocument, {
    success: "Badge adjusted",
    refetch: [{ query: MentorshipBadgeQueueDocument }],
  });
  const busy = adjust.loading;
  const focus = useFocusFallback<HTMLDivElement>();
  const rows = data?.mentorshipBadgeQueue.nodes;
  if (!rows) return loading ? <PageLoading /> : <p className="form-error">{errorMessage(error)}</p>;
  if (rows.length === 0) return <p className="muted">Every badge matches its tenure.</p>;
  return (
    <div className="table-scroll" ref={focus.ref} tabIndex={-1}>
      <table className="table table--compact" aria-label="Tenure badges">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col" className="num">
              Badge
            </th>
            <th scope="col" className="num">
              Tenure (years)
            </th>
            <th scope="col">Adjust</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.user.id}>
              <td>
                <UserLink user={r.user} />
              </td>
              <td className="num">{r.badge}</td>
              <td className="num">{r.tenureYears}</td>
              <td className="nowrap">
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`Lower ${r.user.username}'s badge`}
                  disabled={busy || r.badge === 0}
                  onClick={() => void adjust.run({ userId: r.user.id, delta: -1 }).then(focus.restore)}
                >
                  −
                </button>{" "}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  aria-label={`Raise ${r.user.username}'s badge`}
                  disabled={busy}
                  onClick={() => void adjust.run({ userId: r.user.id, delta: 1 }).then(focus.restore)}
                >
                  +
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

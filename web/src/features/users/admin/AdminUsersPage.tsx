import "./admin-users.css";
import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Avatar } from "../../../components/Avatar";
import { RankCrown } from "../../../components/RankBadge";
import { UserLink } from "../../../components/UserLink";
import { formatDate, formatPoints } from "../../../lib/format";
import { rankInfo, RANKS } from "../../../lib/ranks";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { useActionMutation } from "../../../app/useActionMutation";
import { useSelectedId } from "../../../app/useSelectedId";
import { useDebouncedValue } from "../../../app/useDebouncedValue";
import { MemberAccessPanel } from "./MemberAccessPanel";
import {
  AdminAdjustPointsDocument,
  AdminRecalculatePointsDocument,
  AdminSetBadgeDocument,
  AdminSetLegacyPointsDocument,
  AdminSetQueuedBadgeDocument,
  AdminUserPointsDocument,
  AdminUserSearchDocument,
  type AdminPointsFieldsFragment,
} from "../gql/graphql";

/** Writes a mutation's AdminUserPoints answer where the page reads it (value objects have no id to normalise on). */
function writeBack(cache: ApolloCache, userId: string, points: AdminPointsFieldsFragment) {
  const existing = cache.readQuery({ query: AdminUserPointsDocument, variables: { userId } });
  if (existing)
    cache.writeQuery({ query: AdminUserPointsDocument, variables: { userId }, data: { ...existing, adminUserPoints: points } });
}

function BadgeForm({ userId, kind, current }: { userId: string; kind: "queued" | "awarded"; current: number }) {
  const id = useId();
  const [value, setValue] = useState(String(current));
  useEffect(() => setValue(String(current)), [current]);
  const label = kind === "queued" ? "Queued badge" : "Awarded badge";
  const success = (_d: unknown, v: { badge: number }) => `${label} set to ${rankInfo(v.badge).name}`;
  const q = useActionMutation(AdminSetQueuedBadgeDocument, {
    success,
    update: (c, d) => writeBack(c, userId, d.adminSetQueuedBadge),
  });
  const b = useActionMutation(AdminSetBadgeDocument, { success, update: (c, d) => writeBack(c, userId, d.adminSetBadge) });
  return (
    <form
      className="admin-form-row"
      onSubmit={(e) => {
        e.preventDefault();
        const badge = Number(value);
        void (kind === "queued" ? q : b).run({ userId, badge });
      }}
    >
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => setValue(e.target.value)}>
        {RANKS.map((r) => (
          <option key={r.rank} value={r.rank}>
            {r.rank} – {r.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="button button--small button--primary"
        disabled={q.loading || b.loading || value === String(current)}
      >
        Save
      </button>
      {kind === "queued" && <span className="muted field-hint">Queuing 0 also resets the awarded badge.</span>}
    </form>
  );
}

function LegacyForm({ userId, current }: { userId: string; current: number }) {
  const id = useId();
  const [value, setValue] = useState(String(current));
  useEffect(() => setValue(String(current)), [current]);
  const { run, loading } = useActionMutation(AdminSetLegacyPointsDocument, {
    success: "Legacy points saved",
    update: (c, d) => writeBack(c, userId, d.adminSetLegacyPoints),
  });
  const n = Number(value);
  return (
    <form
      className="admin-form-row"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ userId, points: n });
      }}
    >
      <label htmlFor={id}>Legacy points</label>
      <input
        id={id}
        className="input input--number"
        type="number"
        step="0.1"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button
        type="submit"
        className="button button--small button--primary"
        disabled={loading || value.trim() === "" || !Number.isFinite(n) || n === current}
      >
        Save
      </button>
    </form>
  );
}

function AdjustForm({ userId }: { userId: string }) {
  const ids = { amount: useId(), reason: useId() };
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { run, loading } = useActionMutation(AdminAdjustPointsDocument, {
    success: "Points adjusted",
    refetch: [{ query: AdminUserPointsDocument, variables: { userId } }],
    awaitRefetch: true,
  });
  const n = Number(amount);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run({ userId, amount: n, reason: reason.trim() }).then((ok) => {
      if (ok) {
        setAmount("");
        setReason("");
      }
    });
  };
  return (
    <form className="admin-adjust" onSubmit={submit}>
      <div className="select-field">
        <label htmlFor={ids.amount}>Amount</label>
        <input
          id={ids.amount}
          className="input input--number"
          type="number"
          step="0.1"
          placeholder="e.g. 5 or -3"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="select-field select-field--grow">
        <label htmlFor={ids.reason}>Reason</label>
        <input id={ids.reason} className="input" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={loading || !amount.trim() || !Number.isFinite(n) || n === 0 || !reason.trim()}
      >
        Add adjustment
      </button>
    </form>
  );
}

function UserPointsPanel({ userId }: { userId: string }) {
  const { data, loading, error } = useQuery(AdminUserPointsDocument, { variables: { userId }, fetchPolicy: "cache-and-network" });
  const r = useActionMutation(AdminRecalculatePointsDocument, {
    success: "Points recalculated",
    update: (c, d) => writeBack(c, userId, d.adminRecalculatePoints),
  });
  const p = data?.adminUserPoints;
  if (!p) return loading ? <PageLoading /> : <p className="form-error">{error ? errorMessage(error) : "Cannot find user!"}</p>;
  const u = p.user;
  return (
    <>
      <section className="card admin-section" aria-labelledby="admin-user-title" data-testid="admin-user-panel">
        <div className="admin-user__who">
          <Avatar src={u.avatarUrl} name={u.username} size={56} />
          <div>
            <h2 id="admin-user-title" className="admin-user__name">
              <UserLink user={u} />
            </h2>
            <p className="admin-user__crowns">
              <span>
                Rank <RankCrown rank={p.rank} size={18} /> {rankInfo(p.rank).name}
              </span>
              <span>
                Queued badge <RankCrown rank={p.queuedBadge} size={18} /> {rankInfo(p.queuedBadge).name}
              </span>
              <span>
                Badge <RankCrown rank={p.badge} size={18} /> {rankInfo(p.badge).name}
              </span>
            </p>
          </div>
        </div>
        <dl className="admin-user__points">
          <div>
            <dt>Total</dt>
            <dd data-testid="admin-total">{formatPoints(p.totalPoints)}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{formatPoints(u.pointsInfo.available)}</dd>
          </div>
          <div>
            <dt>Legacy</dt>
            <dd>{formatPoints(p.legacyPoints)}</dd>
          </div>
          <div>
            <dt>Adjustments</dt>
            <dd>{formatPoints(p.adjustmentPoints)}</dd>
          </div>
        </dl>
        <button type="button" className="button button--ghost" disabled={r.loading} onClick={() => void r.run({ userId })}>
          {r.loading ? "Calculating…" : "Recalculate points"}
        </button>
        <div className="admin-forms">
          <BadgeForm userId={userId} kind="queued" current={p.queuedBadge} />
          <BadgeForm userId={userId} kind="awarded" current={p.badge} />
          <LegacyForm userId={userId} current={p.legacyPoints} />
        </div>
        <h3 className="admin-subtitle">Points adjustments</h3>
        <AdjustForm userId={userId} />
        {data.pointsAdjustments.length === 0 ? (
          <p className="muted">No adjustments.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Reason</th>
                  <th scope="col" className="num">
                    Points
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.pointsAdjustments.map((a) => (
                  <tr key={a.id}>
                    <td className="nowrap">{formatDate(a.createdAt)}</td>
                    <td>{a.reason}</td>
                    <td className="num">
                      {a.amount > 0 ? "+" : ""}
                      {formatPoints(a.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <MemberAccessPanel userId={userId} username={u.username} />
    </>
  );
}

/**
 * /admin/users: find a member, then their badge workflow, legacy points, adjustments and a recalculation, and their
 * roles and access (MemberAccessPanel).
 */
export default function AdminUsersPage() {
  const { selected, open: pick } = useSelectedId();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 300);
  const searchId = useId();
  const { data, loading, error } = useQuery(AdminUserSearchDocument, { variables: { search }, skip: search.length < 2 });
  const found = search.length >= 2 ? data?.usersConnection : undefined;
  const results = found?.nodes;
  return (
    <div className="admin-page">
      <section className="card admin-section" aria-labelledby="admin-find-user">
        <h2 id="admin-find-user">Find a user</h2>
        <div className="select-field">
          <label htmlFor={searchId}>Username or osu! id</label>
          <input
            id={searchId}
            className="input"
            type="search"
            maxLength={32}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {search.length >= 2 &&
          (!results ? (
            loading ? (
              <PageLoading label="Searching…" />
            ) : (
              <p className="muted">{error ? errorMessage(error) : "No users found."}</p>
            )
          ) : results.length === 0 ? (
            <p className="muted">No users found.</p>
          ) : (
            <>
              <ul className="admin-user-results" aria-label="Users found">
                {results.map((u) => (
                  <li key={u.id}>
                    <button
                      type="button"
                      className={`admin-user-result ${u.id === selected ? "admin-user-result--on" : ""}`}
                      aria-pressed={u.id === selected}
                      onClick={() => pick(u.id)}
                    >
                      <Avatar src={u.avatarUrl} name={u.username} size={28} />
                      <span>{u.username}</span>
                      <RankCrown rank={u.rank} size={16} />
                    </button>
                  </li>
                ))}
              </ul>
              {found?.totalCount != null && found.totalCount > results.length && (
                <p className="muted">
                  The first {results.length} of {found.totalCount} matches: type more of the name to narrow them.
                </p>
              )}
            </>
          ))}
      </section>
      {selected ? (
        <UserPointsPanel key={selected} userId={selected} />
      ) : (
        <p className="muted">Search for a member to manage their roles, sign-in, points and badge.</p>
      )}
    </div>
  );
}

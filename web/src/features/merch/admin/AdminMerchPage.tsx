import "../merch.css";
import { useLazyQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Switch } from "../../../components/Switch";
import { UserLink } from "../../../components/UserLink";
import { errorMessage } from "../../../app/errors";
import { showToast } from "../../../app/toasts";
import { useActionMutation } from "../../../app/useActionMutation";
import { formatDate } from "../../../lib/format";
import {
  MerchMemberDocument,
  MerchMembersDocument,
  MerchOrderDocument,
  ResetMerchFlagDocument,
  SetMerchFlagDocument,
  type MerchFlag,
  type MerchMemberFieldsFragment,
} from "../gql/graphql";

export const FLAG_LABELS: Record<MerchFlag, string> = {
  hasMerchAccess: "Has merch access",
  hasSpecificMerchOrder: "Has specific merch order",
};
const FLAGS = Object.keys(FLAG_LABELS) as MerchFlag[];

/** "1, 2\n3 4" → [1, 2, 3, 4]; null when something is not an osu! id. */
export function parseOsuIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1)) return null;
  return [...new Set(parts.map(Number))];
}

function FlagSwitches({
  member,
  onChanged,
}: {
  member: MerchMemberFieldsFragment;
  onChanged: (m: MerchMemberFieldsFragment) => void;
}) {
  const { run: setFlag, loading } = useActionMutation(SetMerchFlagDocument, {
    success: (_d, v) => `${FLAG_LABELS[v.flag]}: ${v.value ? "on" : "off"} for ${member.user.username}`,
  });
  const toggle = async (flag: MerchFlag, value: boolean) => {
    const data = await setFlag({ userId: member.user.id, flag, value });
    if (data) onChanged(data.setMerchFlag);
  };
  return (
    <div className="merch-switches" role="group" aria-label={`${member.user.username}'s merch flags`}>
      {FLAGS.map((flag) => (
        <Switch
          key={flag}
          label={FLAG_LABELS[flag]}
          checked={member[flag]}
          busy={loading}
          onChange={(v) => void toggle(flag, v)}
        />
      ))}
    </div>
  );
}

function MembersByFlag() {
  const ids = { flag: useId(), title: useId() };
  const [flag, setFlag] = useState<MerchFlag>("hasMerchAccess");
  const [load, { data, loading, error, fetchMore }] = useLazyQuery(MerchMembersDocument, { fetchPolicy: "network-only" });
  const [rows, setRows] = useState<MerchMemberFieldsFragment[] | null>(null);
  const page = data?.merchMembers;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const res = await load({ variables: { flag, first: 50 } });
    if (res.error) showToast(errorMessage(res.error));
    setRows(res.data?.merchMembers.nodes ?? null);
  };
  const more = async () => {
    if (!page?.pageInfo.endCursor) return;
    try {
      const res = await fetchMore({ variables: { flag, first: 50, after: page.pageInfo.endCursor } });
      setRows((r) => [...(r ?? []), ...res.data.merchMembers.nodes]);
    } catch (err) {
      showToast(errorMessage(err));
    }
  };
  const replace = (m: MerchMemberFieldsFragment) => setRows((r) => r?.map((x) => (x.user.id === m.user.id ? m : x)) ?? r);

  return (
    <section className="card merch-admin-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Load users</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={ids.flag} className="visually-hidden">
          Flag
        </label>
        <select id={ids.flag} className="input" value={flag} onChange={(e) => setFlag(e.target.value as MerchFlag)}>
          {FLAGS.map((f) => (
            <option key={f} value={f}>
              {FLAG_LABELS[f]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" aria-disabled={loading || undefined}>
          Load users
        </button>
      </form>
      {error && !rows && <p className="form-error">{errorMessage(error)}</p>}
      {rows && (
        <>
          <p className="muted" aria-live="polite">
            {page?.totalCount ?? rows.length} {(page?.totalCount ?? rows.length) === 1 ? "member" : "members"}
          </p>
          {rows.length > 0 && (
            <div className="table-scroll">
              <table className="table merch-table">
                <caption className="visually-hidden">Members by merch flag</caption>
                <thead>
                  <tr>
                    <th scope="col">User</th>
                    <th scope="col">osu! id</th>
                    <th scope="col">Flags</th>
                    <th scope="col">Changed</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((m) => (
                    <tr key={m.user.id}>
                      <td>
                        <UserLink user={m.user} />
                      </td>
                      <td className="num">{m.user.osuId}</td>
                      <td>
                        <FlagSwitches member={m} onChanged={replace} />
                      </td>
                      <td className="nowrap">{m.updatedAt ? formatDate(m.updatedAt) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {page?.pageInfo.hasNextPage && (
            <p className="center">
              <button type="button" className="button" onClick={() => void more()}>
                show more
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function FindMember() {
  const ids = { input: useId(), title: useId() };
  const [query, setQuery] = useState("");
  const [load, { loading }] = useLazyQuery(MerchMemberDocument, { fetchPolicy: "network-only" });
  const [member, setMember] = useState<MerchMemberFieldsFragment | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await load({ variables: { user: query.trim() } });
    if (res.error) {
      showToast(errorMessage(res.error));
      setMember(null);
    } else setMember(res.data?.merchMember ?? null);
  };
  return (
    <section className="card merch-admin-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Find a member</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={ids.input} className="visually-hidden">
          Username or osu! id
        </label>
        <input
          id={ids.input}
          className="input"
          value={query}
          maxLength={32}
          placeholder="username or osu! id"
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!query.trim()} aria-disabled={loading || undefined}>
          Find
        </button>
      </form>
      {member && (
        <div className="merch-found">
          <p>
            <UserLink user={member.user} /> <span className="muted">osu! id {member.user.osuId}</span>
          </p>
          <FlagSwitches member={member} onChanged={setMember} />
        </div>
      )}
    </section>
  );
}

function FindOrder() {
  const ids = { input: useId(), title: useId() };
  const [checkoutId, setCheckoutId] = useState("");
  const [load, { data, loading }] = useLazyQuery(MerchOrderDocument, { fetchPolicy: "network-only" });
  const [searched, setSearched] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await load({ variables: { checkoutId: checkoutId.trim() } });
    if (res.error) showToast(errorMessage(res.error));
    setSearched(!res.error);
  };
  const order = searched ? data?.merchOrder : undefined;
  return (
    <section className="card merch-admin-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Find merch order by checkout ID</h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={ids.input} className="visually-hidden">
          Checkout ID
        </label>
        <input
          id={ids.input}
          className="input"
          value={checkoutId}
          maxLength={255}
          placeholder="checkout ID"
          onChange={(e) => setCheckoutId(e.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={!checkoutId.trim()}
          aria-disabled={loading || undefined}
        >
          Find
        </button>
      </form>
      {order && (
        <div className="merch-found" aria-live="polite">
          {order.orderNumber ? (
            <p>
              Order <strong>{order.orderNumber}</strong>
            </p>
          ) : (
            <p>No order for this checkout.</p>
          )}
          {order.checkout ? (
            <p className="muted">
              {order.checkout.status} checkout by <UserLink user={order.checkout.user} /> begun{" "}
              {formatDate(order.checkout.createdAt)}
              {order.checkout.specificOrder ? " (pre-selected order)" : ""}:{" "}
              {order.checkout.lines.map((l) => `${l.quantity} × ${l.variantId}`).join(", ")}
            </p>
          ) : (
            <p className="muted">This checkout was not begun on this site.</p>
          )}
        </div>
      )}
    </section>
  );
}

function ResetFlags() {
  const ids = { flag: useId(), except: useId(), title: useId(), hint: useId() };
  const [flag, setFlag] = useState<MerchFlag>("hasMerchAccess");
  const [except, setExcept] = useState("");
  const { run: reset, loading } = useActionMutation(ResetMerchFlagDocument, {
    refetch: [MerchMembersDocument, MerchMemberDocument],
    success: (d, v) => `${FLAG_LABELS[v.flag]} reset for ${d.resetMerchFlag.count} members`,
  });
  const osuIds = parseOsuIds(except);
  const run = async () => {
    if (!osuIds) return;
    await reset({ flag, exceptOsuIds: osuIds });
  };
  return (
    <section className="card merch-admin-section" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Reset Merch</h2>
      <div className="merch-reset">
        <div className="select-field">
          <label htmlFor={ids.flag}>Flag</label>
          <select id={ids.flag} className="input" value={flag} onChange={(e) => setFlag(e.target.value as MerchFlag)}>
            {FLAGS.map((f) => (
              <option key={f} value={f}>
                {FLAG_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field select-field--grow">
          <label htmlFor={ids.except}>Keep for these osu! ids</label>
          <textarea
            id={ids.except}
            className="input"
            rows={2}
            value={except}
            aria-describedby={ids.hint}
            aria-invalid={osuIds === null || undefined}
            onChange={(e) => setExcept(e.target.value)}
          />
          <span id={ids.hint} className={osuIds === null ? "form-error" : "muted field-hint"}>
            {osuIds === null
              ? "Only osu! ids, separated by commas or spaces"
              : "Separated by commas, spaces or new lines; empty = reset everyone"}
          </span>
        </div>
      </div>
      <div className="form-actions form-actions--start">
        <ConfirmButton confirmLabel="Are you sure?" disabled={loading || osuIds === null} onConfirm={() => void run()}>
          Reset {FLAG_LABELS[flag].toLowerCase()}
        </ConfirmButton>
      </div>
    </section>
  );
}

/** /admin/merch (admins): members by merch flag, one member's flags, orders by checkout id, resetting a flag. */
export default function AdminMerchPage() {
  return (
    <div className="merch-admin">
      <MembersByFlag />
      <FindMember />
      <FindOrder />
      <ResetFlags />
    </div>
  );
}

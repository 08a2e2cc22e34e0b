import "./admin-tools.css";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { UserLink } from "../../components/UserLink";
import { ShowMoreButton } from "../../components/ShowMoreButton";
import { errorMessage } from "../../app/errors";
import { connectionNext, useRoutePagedList } from "../../app/usePagedList";
import { formatDateTimeUtc } from "../../lib/format";
import { AUDIT_PAGE, FILTERS, readFilters, type Filters } from "./admin-audit.loader";
import { KIND_GROUPS, KIND_LABELS, TARGET_LABELS, targetPath } from "./audit-labels";
import { AdminAuditLogDocument, type AdminActionKind, type AdminTargetType } from "./gql/graphql";

/** Entries per page of the audit log ("Show more" appends the next). */
export { AUDIT_PAGE };

/** The form of the filters: edited freely, applied to the address (and the query) on submit. */
function FilterForm({ applied, onApply }: { applied: Filters; onApply: (f: Filters) => void }) {
  const [f, setF] = useState(applied);
  const id = useId();
  const field = (k: keyof Filters) => ({
    id: `${id}-${k}`,
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF((old) => ({ ...old, [k]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...f, actor: f.actor.trim(), member: f.member.trim(), targetId: f.target ? f.targetId.trim() : "" });
  };
  const clear = () => {
    const empty = readFilters(new URLSearchParams());
    setF(empty);
    onApply(empty);
  };
  return (
    <form className="card admin-section audit-filters" onSubmit={submit} aria-label="Filter the audit log">
      <div className="select-field">
        <label htmlFor={`${id}-actor`}>Admin</label>
        <input className="input" maxLength={32} autoComplete="off" placeholder="username or osu! id" {...field("actor")} />
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-member`}>Member acted on</label>
        <input className="input" maxLength={32} autoComplete="off" placeholder="username or osu! id" {...field("member")} />
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select className="input" {...field("kind")}>
          <option value="">Any kind</option>
          {KIND_GROUPS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
          {(Object.keys(KIND_LABELS) as AdminActionKind[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-target`}>Target</label>
        <select className="input" {...field("target")}>
          <option value="">Anything</option>
          {(Object.keys(TARGET_LABELS) as AdminTargetType[]).map((t) => (
            <option key={t} value={t}>
              {TARGET_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-targetId`}>Target id</label>
        <input
          className="input input--number"
          inputMode="numeric"
          maxLength={10}
          disabled={!f.target}
          placeholder={f.target ? "any" : "choose a target"}
          {...field("targetId")}
        />
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-from`}>From (UTC)</label>
        <input className="input" type="date" {...field("from")} />
      </div>
      <div className="select-field">
        <label htmlFor={`${id}-to`}>To (UTC, inclusive)</label>
        <input className="input" type="date" {...field("to")} />
      </div>
      <div className="audit-filters__buttons">
        <button type="submit" className="button button--primary">
          Filter
        </button>
        <button type="button" className="button button--ghost" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}

function Value({ value }: { value: string | null }) {
  return value == null ? <span className="muted">—</span> : <code className="audit-value">{value}</code>;
}

/** /admin/audit ("Audit log"): what admins did, newest first, filtered by admin, member, kind, target and dates. */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const apply = (f: Filters) =>
    setParams(
      () => {
        const p = new URLSearchParams();
        for (const k of FILTERS) if (f[k]) p.set(k, f[k]);
        return p;
      },
      { replace: false },
    );
  // The route's loader asks the server for the log with the address' filters (admin-audit.loader.ts), on every visit
  // and every change of a filter; the list reads that answer.
  const list = useRoutePagedList(AdminAuditLogDocument, (d) => ({
    items: d.adminAuditLog.edges.map((e) => e.node),
    next: connectionNext(d.adminAuditLog.pageInfo),
  }));
  const entries = list.items;
  const total = list.data?.adminAuditLog.totalCount;
  const body = useRef<HTMLOListElement>(null);
  const itemFocus = useCallback(
    (index: number) => body.current?.querySelectorAll("li")[index]?.querySelector<HTMLElement>("a, [tabindex]"),
    [],
  );
  return (
    <div className="admin-page">
      <FilterForm key={params.toString()} applied={applied} onApply={apply} />
      <section className="card admin-section" aria-labelledby="audit-title" aria-busy={list.stale || undefined}>
        <div className="admin-section__head">
          <h2 id="audit-title">Audit log</h2>
          {total != null && (
            <span className="muted" data-testid="audit-total">
              {total} {total === 1 ? "entry" : "entries"}
            </span>
          )}
        </div>
        {!entries ? (
          <p className="form-error" role="alert">
            {errorMessage(list.error)}
          </p>
        ) : list.error && !list.stale ? (
          <p className="form-error" role="alert">
            {errorMessage(list.error)}
          </p>
        ) : entries.length === 0 ? (
          <p className="muted">No admin action matches these filters.</p>
        ) : (
          <ol className="audit-list" ref={body}>
            {entries.map((e) => {
              const path = targetPath(e.targetType, e.targetId ?? null);
              const target = e.targetLabel ?? (e.targetId != null ? `#${e.targetId}` : TARGET_LABELS[e.targetType]);
              return (
                <li key={e.id} className="audit-entry" data-testid="audit-entry" tabIndex={-1}>
                  <div className="audit-entry__head">
                    <span className="audit-kind">{KIND_LABELS[e.kind]}</span>
                    <span className="muted">{TARGET_LABELS[e.targetType]}</span>{" "}
                    {path ? <Link to={path}>{target}</Link> : <strong>{target}</strong>}
                  </div>
                  <div className="audit-entry__change">
                    <Value value={e.oldValue} /> <span aria-label="changed to">→</span> <Value value={e.newValue} />
                  </div>
                  {e.reason && (
                    <p className="audit-entry__reason">
                      <span className="muted">Reason:</span> {e.reason}
                    </p>
                  )}
                  <div className="audit-entry__meta muted">
                    {e.actor ? <UserLink user={e.actor} /> : "the site (automation)"} · {formatDateTimeUtc(e.createdAt)}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <ShowMoreButton list={list} shown={entries?.length ?? 0} itemFocus={itemFocus} />
      </section>
    </div>
  );
}

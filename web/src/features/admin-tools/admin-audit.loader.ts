/**
 * /admin/audit's loader: the first page of the log with the filters the address holds (the page applies a filter
 * by changing the address), from the server on every visit. The page reads the same query with its own hook.
 */
import { revalidateFor, type RouteLoader } from "../../app/route-loader";
import { dayStart, kindsOf } from "./audit-labels";
import { AdminAuditLogDocument, type AdminTargetType } from "./gql/graphql";

export const AUDIT_PAGE = 50;

export const FILTERS = ["actor", "member", "kind", "target", "targetId", "from", "to"] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;

export function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""])) as Filters;
}

/** The query's variables for the filters of the address. */
export function auditVariables(applied: Filters) {
  return {
    first: AUDIT_PAGE,
    actor: applied.actor || null,
    member: applied.member || null,
    kinds: kindsOf(applied.kind),
    targetType: (applied.target || null) as AdminTargetType | null,
    targetId: applied.target && applied.targetId ? applied.targetId : null,
    from: applied.from ? dayStart(applied.from) : null,
    to: applied.to ? dayStart(applied.to, 1) : null,
  };
}

const adminAuditLoader: RouteLoader = (preload, url) =>
  preload(AdminAuditLogDocument, {
    variables: auditVariables(readFilters(url.searchParams)),
    fetchPolicy: "network-only",
    errorPolicy: "all",
  });
export default adminAuditLoader;

/** A navigation that changes a search parameter this loader reads runs it again (others, e.g. ?id=, never do). */
export const shouldRevalidate = revalidateFor(FILTERS);

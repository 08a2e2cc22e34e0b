/**
 * The main navigation as data. An entry shows only when its route's page is built (routes.tsx) and the visitor
 * may use it: later areas appear by giving their route a page, or by adding one line here.
 */
import { canSeeFaSchedule, canSeeMentorship, canSeeShowcase, canSeeWorldCup, isAdmin, type Me } from "./current-user";
import { findRoute } from "../routes";

export interface NavItem {
  label: string;
  to?: string;
  children?: readonly NavItem[];
  /** Role check (docs/domain.md#roles); absent = everyone who may open the route. */
  when?: (me: Me | null) => boolean;
}

export const NAV: readonly NavItem[] = [
  // The main navigation starts with Home (docs/domain.md#areas).
  { label: "Home", to: "/" },
  { label: "Beatmaps", to: "/beatmaps" },
  { label: "Priority quests", to: "/missions" },
  { label: "Quests", to: "/quests" },
  { label: "Users", to: "/users" },
  { label: "Logs", to: "/logs" },
  {
    label: "Contests",
    children: [
      { label: "Listing", to: "/contests/listing" },
      { label: "Results", to: "/contests/results" },
      { label: "Screening", to: "/contests/screening" },
      { label: "Judging", to: "/contests/judging" },
      { label: "Community vote", to: "/contests/vote" },
      { label: "Aspire teammates", to: "/aspire" },
      { label: "Aspire song search", to: "/aspire/search" },
    ],
  },
  // The role pages sit in the main navigation for their role holders; admins (who see all four) find them in the Admin
  // menu, so the admin's navigation stays on one line from 1,280 px (as the original groups them under Admin).
  { label: "FA Showcase", to: "/showcase", when: (me) => canSeeShowcase(me) && !isAdmin(me) },
  { label: "Mentorship", to: "/mentorship", when: (me) => canSeeMentorship(me) && !isAdmin(me) },
  { label: "World Cup", to: "/worldCup", when: (me) => canSeeWorldCup(me) && !isAdmin(me) },
  { label: "FA Schedule", to: "/artists", when: (me) => canSeeFaSchedule(me) && !isAdmin(me) },
  {
    label: "Admin",
    when: isAdmin,
    children: [
      { label: "Summary", to: "/admin/summary" },
      { label: "Beatmaps", to: "/admin/beatmaps" },
      { label: "Featured artists", to: "/admin/featuredArtists" },
      { label: "Quests", to: "/admin/quests" },
      { label: "Priority quests", to: "/admin/missions" },
      { label: "Users", to: "/admin/users" },
      { label: "Merch", to: "/admin/merch" },
      { label: "Audit log", to: "/admin/audit" },
      { label: "GraphiQL explorer", to: "/admin/graphiql" },
      { label: "FA Schedule", to: "/artists" },
      { label: "FA Showcase", to: "/showcase" },
      { label: "Mentorship", to: "/mentorship" },
      { label: "World Cup", to: "/worldCup" },
    ],
  },
];

/** The entries this visitor sees: built pages they may open; menus with at least one such entry. */
export function visibleNav(me: Me | null, items: readonly NavItem[] = NAV): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.when && !item.when(me)) continue;
    if (item.children) {
      const children = visibleNav(me, item.children);
      if (children.length > 0) out.push({ ...item, children });
      continue;
    }
    const route = item.to ? findRoute(item.to) : undefined;
    if (!route?.page) continue;
    if (route.access === "login" && !me) continue;
    if (me && route.allowed && !route.allowed(me)) continue;
    out.push(item);
  }
  return out;
}

/**
 * Every route of the product (brief §2, other-areas §7.1): path, title, who may see it, and its page.
 * A route without a `page` is not built yet: signed-in visitors get the not-found page, signed-out visitors
 * on a login route the authorize card. Building an area = adding its lazy `page` here (the nav follows).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { canSeeFaSchedule, canSeeMentorship, canSeeShowcase, canSeeWorldCup, isAdmin, type Me } from "./app/current-user";

export type Access = "public" | "login";

export interface RouteDef {
  path: string;
  /** Tab title and page header; the default is the product name. */
  title?: string;
  access: Access;
  /** Extra role check for signed-in visitors; failing it shows the not-found page. */
  allowed?: (me: Me) => boolean;
  page?: LazyExoticComponent<ComponentType>;
  /** "bare": no main navigation and no footer (/merch). */
  layout?: "default" | "bare";
  /** false: no page header (home). */
  header?: boolean;
}

export const PRODUCT_NAME = "Mappers' Guild";
export const NOT_FOUND_TITLE = "Oops";

const HomePage = lazy(() => import("./features/home/HomePage"));
const FaqPage = lazy(() => import("./features/faq/FaqPage"));
const UsersPage = lazy(() => import("./features/users/UsersPage"));
const LogsPage = lazy(() => import("./features/logs/LogsPage"));
const ErrorPage = lazy(() => import("./features/errors/NotFoundPage"));
const GraphiqlPage = lazy(() => import("./features/admin/GraphiqlPage"));
const MissionsPage = lazy(() => import("./features/missions/MissionsPage"));
const ShowcasePage = lazy(() => import("./features/missions/ShowcasePage"));
const AdminMissionsPage = lazy(() => import("./features/missions/admin/AdminMissionsPage"));
const BeatmapsPage = lazy(() => import("./features/beatmaps/BeatmapsPage"));
const AdminBeatmapsPage = lazy(() => import("./features/beatmaps/AdminBeatmapsPage"));
const AdminUsersPage = lazy(() => import("./features/admin-tools/AdminUsersPage"));
const AdminSummaryPage = lazy(() => import("./features/admin-tools/AdminSummaryPage"));
const QuestsPage = lazy(() => import("./features/quests/QuestsPage"));
const AdminQuestsPage = lazy(() => import("./features/quests/admin/AdminQuestsPage"));
const MentorshipPage = lazy(() => import("./features/mentorship/MentorshipPage"));
const WorldCupPage = lazy(() => import("./features/world-cup/WorldCupPage"));
const LocusPage = lazy(() => import("./features/locus/LocusPage"));
const MerchPage = lazy(() => import("./features/merch/MerchPage"));
const AdminMerchPage = lazy(() => import("./features/merch/AdminMerchPage"));
const FaSchedulePage = lazy(() => import("./features/artists/FaSchedulePage"));
const AdminArtistsPage = lazy(() => import("./features/artists/admin/AdminArtistsPage"));
const ContestsListingPage = lazy(() => import("./features/contests/listing/ContestsListingPage"));
const ContestResultsPage = lazy(() => import("./features/contests/review/ResultsPage"));
const ContestJudgingPage = lazy(() => import("./features/contests/review/JudgingPage"));
const ContestScreeningPage = lazy(() => import("./features/contests/review/ScreeningPage"));
const MbcPage = lazy(() => import("./features/contests/mbc/MbcPage"));

export const ROUTES: readonly RouteDef[] = [
  // Public
  { path: "/", access: "public", page: HomePage, header: false },
  { path: "/home", access: "public", page: HomePage, header: false },
  { path: "/faq", title: "FAQ", access: "public", page: FaqPage },
  { path: "/users", title: "Users", access: "public", page: UsersPage },
  { path: "/logs", title: "Logs", access: "public", page: LogsPage },
  { path: "/error", title: NOT_FOUND_TITLE, access: "public", page: ErrorPage },
  // Signed-in members
  { path: "/beatmaps", title: "Beatmaps", access: "login", page: BeatmapsPage },
  { path: "/quests", title: "Quests", access: "login", page: QuestsPage },
  { path: "/missions", title: "Priority Quests", access: "login", page: MissionsPage },
  { path: "/contests/listing", title: "Contest Listing", access: "login", page: ContestsListingPage },
  { path: "/contests/results", title: "Contest Results", access: "login", page: ContestResultsPage },
  { path: "/contests/judging", title: "Contest Judging", access: "login", page: ContestJudgingPage },
  { path: "/contests/screening", title: "Contest Screening", access: "login", page: ContestScreeningPage },
  { path: "/contests/mbc", title: "MBC", access: "login", page: MbcPage },
  { path: "/artists", title: "FA Schedule", access: "login", allowed: canSeeFaSchedule, page: FaSchedulePage },
  { path: "/showcase", title: "FA Showcase Beatmaps", access: "login", allowed: canSeeShowcase, page: ShowcasePage },
  { path: "/mentorship", title: "Mentorship", access: "login", allowed: canSeeMentorship, page: MentorshipPage },
  { path: "/worldCup", title: "World Cup", access: "login", allowed: canSeeWorldCup, page: WorldCupPage },
  // Locus draws its own page header (its logo instead of the title).
  { path: "/locus", title: "Locus", access: "login", page: LocusPage, header: false },
  { path: "/merch", title: "Merch", access: "login", layout: "bare", header: false, page: MerchPage },
  // Group admins
  { path: "/admin/summary", title: "Admin", access: "login", allowed: isAdmin, page: AdminSummaryPage },
  { path: "/admin/beatmaps", title: "Admin - Beatmaps", access: "login", allowed: isAdmin, page: AdminBeatmapsPage },
  { path: "/admin/featuredArtists", title: "Admin - FA", access: "login", allowed: isAdmin, page: AdminArtistsPage },
  { path: "/admin/quests", title: "Admin - Quests", access: "login", allowed: isAdmin, page: AdminQuestsPage },
  { path: "/admin/missions", title: "Admin - Missions", access: "login", allowed: isAdmin, page: AdminMissionsPage },
  { path: "/admin/users", title: "Admin - Users", access: "login", allowed: isAdmin, page: AdminUsersPage },
  { path: "/admin/merch", title: "Admin - Merch", access: "login", allowed: isAdmin, page: AdminMerchPage },
  { path: "/admin/graphiql", title: "Admin - GraphiQL", access: "login", allowed: isAdmin, page: GraphiqlPage },
];

const byPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route for a pathname (case-insensitive, trailing slash ignored), or undefined (not found). */
export function findRoute(pathname: string): RouteDef | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(normalized.toLowerCase());
}

/** Whether a route has its page built (the navigation only links to built pages). */
export function isBuilt(path: string): boolean {
  return !!findRoute(path)?.page;
}

export type Resolution =
  | { kind: "page"; route: RouteDef; Page: LazyExoticComponent<ComponentType> }
  | { kind: "authorize"; route: RouteDef }
  | { kind: "merch-authorize"; route: RouteDef }
  | { kind: "not-found"; route?: RouteDef };

/** What to show for a path and visitor: the guard of brief §2/§6 (with the original's "unknown path" bug fixed). */
export function resolveRoute(pathname: string, me: Me | null): Resolution {
  const route = findRoute(pathname);
  if (!route) return { kind: "not-found" };
  if (route.access === "login" && !me) {
    return route.path === "/merch" ? { kind: "merch-authorize", route } : { kind: "authorize", route };
  }
  if (me && route.allowed && !route.allowed(me)) return { kind: "not-found", route };
  if (!route.page) return { kind: "not-found", route };
  return { kind: "page", route, Page: route.page };
}

/**
 * Every route of the product (docs/domain.md#roles): path, title, who may see it, and its page.
 * A route without a `page` is not built yet: signed-in visitors get the not-found page, signed-out visitors
 * on a login route the authorize card. Building an area = adding its lazy `page` here (the nav follows).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ApolloClient } from "@apollo/client";
import type { SkeletonShape } from "./app/PageLoading";
import { preloadHome } from "./features/home/home.preload";
import { canSeeFaSchedule, canSeeMentorship, canSeeShowcase, canSeeWorldCup, isAdmin, type Me } from "./app/current-user";

export type Access = "public" | "login";

export interface RouteDef {
  path: string;
  /** Tab title and page header; the default is the product name. */
  title?: string;
  access: Access;
  /** Extra role check for signed-in visitors; failing it shows the not-found page. */
  allowed?: (me: Me) => boolean;
  page?: LazyPage;
  /** Starts the page's queries into the cache (public routes), in parallel with its chunk: see preloadRoute. */
  data?: (client: ApolloClient) => void;
  /** "bare": no main navigation and no footer (/merch). */
  layout?: "default" | "bare";
  /** false: no page header (home). */
  header?: boolean;
  /** The skeleton shown while the page's code or first data loads (app/PageLoading.tsx); default: cards. */
  skeleton?: SkeletonShape;
}

export const PRODUCT_NAME = "Mappers' Guild";
export const NOT_FOUND_TITLE = "Oops";

/** A lazily loaded page whose chunk can be asked for before it renders (`preload`). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

const HomePage = lazyPage(() => import("./features/home/HomePage"));
const FaqPage = lazyPage(() => import("./features/faq/FaqPage"));
const UsersPage = lazyPage(() => import("./features/users/UsersPage"));
const LogsPage = lazyPage(() => import("./features/logs/LogsPage"));
const ErrorPage = lazyPage(() => import("./features/errors/NotFoundPage"));
const GraphiqlPage = lazyPage(() => import("./features/admin/GraphiqlPage"));
const MissionsPage = lazyPage(() => import("./features/missions/MissionsPage"));
const ShowcasePage = lazyPage(() => import("./features/missions/ShowcasePage"));
const AdminMissionsPage = lazyPage(() => import("./features/missions/admin/AdminMissionsPage"));
const BeatmapsPage = lazyPage(() => import("./features/beatmaps/BeatmapsPage"));
const AdminBeatmapsPage = lazyPage(() => import("./features/beatmaps/admin/AdminBeatmapsPage"));
const AdminUsersPage = lazyPage(() => import("./features/users/admin/AdminUsersPage"));
const AdminSummaryPage = lazyPage(() => import("./features/admin-tools/AdminSummaryPage"));
const AdminAuditPage = lazyPage(() => import("./features/admin-tools/AdminAuditPage"));
const QuestsPage = lazyPage(() => import("./features/quests/QuestsPage"));
const AdminQuestsPage = lazyPage(() => import("./features/quests/admin/AdminQuestsPage"));
const MentorshipPage = lazyPage(() => import("./features/mentorship/MentorshipPage"));
const WorldCupPage = lazyPage(() => import("./features/world-cup/WorldCupPage"));
const LocusPage = lazyPage(() => import("./features/locus/LocusPage"));
const AspirePage = lazyPage(() => import("./features/locus/AspirePage"));
const AspireSearchPage = lazyPage(() => import("./features/locus/AspireSearchPage"));
const MerchPage = lazyPage(() => import("./features/merch/MerchPage"));
const AdminMerchPage = lazyPage(() => import("./features/merch/admin/AdminMerchPage"));
const FaSchedulePage = lazyPage(() => import("./features/artists/FaSchedulePage"));
const AdminArtistsPage = lazyPage(() => import("./features/artists/admin/AdminArtistsPage"));
const ContestsListingPage = lazyPage(() => import("./features/contests/listing/ContestsListingPage"));
const ContestResultsPage = lazyPage(() => import("./features/contests/review/ResultsPage"));
const ContestJudgingPage = lazyPage(() => import("./features/contests/review/JudgingPage"));
const ContestScreeningPage = lazyPage(() => import("./features/contests/review/ScreeningPage"));
const ContestVotePage = lazyPage(() => import("./features/contests/review/VotePage"));
const MbcPage = lazyPage(() => import("./features/contests/mbc/MbcPage"));
const TokensPage = lazyPage(() => import("./features/tokens/TokensPage"));
const MemberGraphiqlPage = lazyPage(() => import("./features/tokens/MemberGraphiqlPage"));
const NotificationsPage = lazyPage(() => import("./features/notifications/NotificationsPage"));
const NotificationSettingsPage = lazyPage(() => import("./features/notifications/NotificationSettingsPage"));

export const ROUTES: readonly RouteDef[] = [
  // Public
  { path: "/", access: "public", page: HomePage, header: false, data: preloadHome, skeleton: "home" },
  { path: "/home", access: "public", page: HomePage, header: false, data: preloadHome, skeleton: "home" },
  { path: "/faq", title: "FAQ", access: "public", page: FaqPage },
  { path: "/users", title: "Users", access: "public", page: UsersPage, skeleton: "table" },
  { path: "/logs", title: "Logs", access: "public", page: LogsPage, skeleton: "table" },
  { path: "/error", title: NOT_FOUND_TITLE, access: "public", page: ErrorPage },
  { path: "/aspire/search", title: "Aspire - Song Search", access: "public", page: AspireSearchPage },
  // Signed-in members
  { path: "/beatmaps", title: "Beatmaps", access: "login", page: BeatmapsPage },
  { path: "/quests", title: "Quests", access: "login", page: QuestsPage },
  { path: "/missions", title: "Priority Quests", access: "login", page: MissionsPage },
  { path: "/contests/listing", title: "Contest Listing", access: "login", page: ContestsListingPage },
  { path: "/contests/results", title: "Contest Results", access: "login", page: ContestResultsPage },
  { path: "/contests/judging", title: "Contest Judging", access: "login", page: ContestJudgingPage },
  { path: "/contests/screening", title: "Contest Screening", access: "login", page: ContestScreeningPage },
  { path: "/contests/vote", title: "Community Vote", access: "login", page: ContestVotePage },
  { path: "/contests/mbc", title: "MBC", access: "login", page: MbcPage },
  { path: "/artists", title: "FA Schedule", access: "login", allowed: canSeeFaSchedule, page: FaSchedulePage },
  { path: "/showcase", title: "FA Showcase Beatmaps", access: "login", allowed: canSeeShowcase, page: ShowcasePage },
  { path: "/mentorship", title: "Mentorship", access: "login", allowed: canSeeMentorship, page: MentorshipPage },
  { path: "/worldCup", title: "World Cup", access: "login", allowed: canSeeWorldCup, page: WorldCupPage },
  // Locus draws its own page header (its logo instead of the title).
  { path: "/locus", title: "Locus", access: "login", page: LocusPage, header: false },
  { path: "/aspire", title: "Aspire - Teammates Hub", access: "login", page: AspirePage },
  { path: "/merch", title: "Merch", access: "login", layout: "bare", header: false, page: MerchPage },
  { path: "/settings/tokens", title: "API tokens", access: "login", page: TokensPage },
  { path: "/settings/webhooks", title: "Webhooks", access: "login", page: lazyPage(() => import("./features/webhooks/page")) },
  { path: "/settings/graphiql", title: "API explorer", access: "login", page: MemberGraphiqlPage },
  { path: "/notifications", title: "Notifications", access: "login", page: NotificationsPage, skeleton: "table" },
  { path: "/settings/notifications", title: "Notification settings", access: "login", page: NotificationSettingsPage },
  // Group admins
  { path: "/admin/summary", title: "Admin", access: "login", allowed: isAdmin, page: AdminSummaryPage },
  { path: "/admin/beatmaps", title: "Admin - Beatmaps", access: "login", allowed: isAdmin, page: AdminBeatmapsPage },
  { path: "/admin/featuredArtists", title: "Admin - FA", access: "login", allowed: isAdmin, page: AdminArtistsPage },
  { path: "/admin/quests", title: "Admin - Quests", access: "login", allowed: isAdmin, page: AdminQuestsPage },
  { path: "/admin/missions", title: "Admin - Missions", access: "login", allowed: isAdmin, page: AdminMissionsPage },
  { path: "/admin/users", title: "Admin - Users", access: "login", allowed: isAdmin, page: AdminUsersPage },
  { path: "/admin/merch", title: "Admin - Merch", access: "login", allowed: isAdmin, page: AdminMerchPage },
  { path: "/admin/audit", title: "Admin - Audit log", access: "login", allowed: isAdmin, page: AdminAuditPage },
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

/**
 * Starts what a route needs at once: its chunk, and for a public route its queries into the Apollo cache, so chunk
 * and data load together instead of one after the other (main.tsx calls it for the first page, before `Me` answers).
 */
export function preloadRoute(pathname: string, client: ApolloClient): void {
  const route = findRoute(pathname);
  if (!route?.page) return;
  void route.page.preload().catch(() => undefined); // a failed chunk shows through the error boundary on render
  if (route.access === "public") route.data?.(client);
}

export type Resolution =
  | { kind: "page"; route: RouteDef; Page: LazyPage }
  | { kind: "authorize"; route: RouteDef }
  | { kind: "merch-authorize"; route: RouteDef }
  | { kind: "not-found"; route?: RouteDef }
  | { kind: "waiting"; route: RouteDef };

/**
 * What to show for a path and visitor: the guard of docs/domain.md#roles (with the original's "unknown path" bug fixed).
 * `initializing` (Me has not answered yet): public pages render at once; other routes wait ("waiting").
 */
export function resolveRoute(pathname: string, me: Me | null, initializing = false): Resolution {
  const route = findRoute(pathname);
  if (!route) return { kind: "not-found" };
  if (initializing && !me && !(route.access === "public" && route.page)) return { kind: "waiting", route };
  if (route.access === "login" && !me) {
    return route.path === "/merch" ? { kind: "merch-authorize", route } : { kind: "authorize", route };
  }
  if (me && route.allowed && !route.allowed(me)) return { kind: "not-found", route };
  if (!route.page) return { kind: "not-found", route };
  return { kind: "page", route, Page: route.page };
}

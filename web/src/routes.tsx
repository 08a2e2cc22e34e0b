/**
 * Every route of the product (docs/domain.md#roles): path, title, who may see it (the sign-in gate), its page and
 * its loader. app/router.tsx turns this table into React Router's data routes: the page is the route's `lazy`
 * Component, `data` the route's lazily loaded `loader`, which starts the page's main query with Apollo's query
 * preloader while the page's chunk loads (docs/architecture.md, "Routes and loaders").
 */
import type { ComponentType } from "react";
import type { ShouldRevalidateFunction } from "react-router-dom";
import type { SkeletonShape } from "./app/PageLoading";
import type { RouteLoader } from "./app/route-loader";
import homeLoader from "./features/home/home.loader";
import { canSeeFaSchedule, canSeeMentorship, canSeeShowcase, canSeeWorldCup, isAdmin, type Me } from "./app/current-user";

export type Access = "public" | "login";

export interface RouteDef {
  path: string;
  /** Tab title and page header; the default is the product name. */
  title?: string;
  access: Access;
  /** Extra role check for signed-in visitors; failing it shows the not-found page. */
  allowed?: (me: Me) => boolean;
  /** The page's module (the route's lazy Component). */
  page: PageModule;
  /** The module of the route's loader (its queries; see app/route-loader.ts), loaded beside the page's chunk. */
  data?: LoaderModule;
  /** "bare": no main navigation and no footer (/merch). */
  layout?: "default" | "bare";
  /** false: no page header (home). */
  header?: boolean;
  /** The skeleton shown while the page's code or first data loads (app/PageLoading.tsx); default: cards. */
  skeleton?: SkeletonShape;
}

export const PRODUCT_NAME = "Mappers' Guild";
export const NOT_FOUND_TITLE = "Oops";

export type PageModule = () => Promise<{ default: ComponentType }>;
/**
 * A loader module: its RouteLoader, and if it reads search parameters (filters, tabs, a search) its shouldRevalidate
 * (revalidateFor in app/route-loader.ts): a navigation that changes one of them runs the loader again.
 */
export type LoaderModule = () => Promise<{ default: RouteLoader; shouldRevalidate?: ShouldRevalidateFunction }>;
/** The landing's loader is in the entry chunk: the first visit's data must not wait for a chunk. */
const home: LoaderModule = () => Promise.resolve({ default: homeLoader });

const HomePage: PageModule = () => import("./features/home/HomePage");
const FaqPage: PageModule = () => import("./features/faq/FaqPage");
const UsersPage: PageModule = () => import("./features/users/UsersPage");
const LogsPage: PageModule = () => import("./features/logs/LogsPage");
const ErrorPage: PageModule = () => import("./features/errors/NotFoundPage");
const GraphiqlPage: PageModule = () => import("./features/admin/GraphiqlPage");
const MissionsPage: PageModule = () => import("./features/missions/MissionsPage");
const ShowcasePage: PageModule = () => import("./features/missions/ShowcasePage");
const AdminMissionsPage: PageModule = () => import("./features/missions/admin/AdminMissionsPage");
const BeatmapsPage: PageModule = () => import("./features/beatmaps/BeatmapsPage");
const AdminBeatmapsPage: PageModule = () => import("./features/beatmaps/admin/AdminBeatmapsPage");
const AdminUsersPage: PageModule = () => import("./features/users/admin/AdminUsersPage");
const AdminSummaryPage: PageModule = () => import("./features/admin-tools/AdminSummaryPage");
const AdminAuditPage: PageModule = () => import("./features/admin-tools/AdminAuditPage");
const QuestsPage: PageModule = () => import("./features/quests/QuestsPage");
const AdminQuestsPage: PageModule = () => import("./features/quests/admin/AdminQuestsPage");
const MentorshipPage: PageModule = () => import("./features/mentorship/MentorshipPage");
const WorldCupPage: PageModule = () => import("./features/world-cup/WorldCupPage");
const LocusPage: PageModule = () => import("./features/locus/LocusPage");
const AspirePage: PageModule = () => import("./features/locus/AspirePage");
const AspireSearchPage: PageModule = () => import("./features/locus/AspireSearchPage");
const MerchPage: PageModule = () => import("./features/merch/MerchPage");
const AdminMerchPage: PageModule = () => import("./features/merch/admin/AdminMerchPage");
const FaSchedulePage: PageModule = () => import("./features/artists/FaSchedulePage");
const AdminArtistsPage: PageModule = () => import("./features/artists/admin/AdminArtistsPage");
const ContestsListingPage: PageModule = () => import("./features/contests/listing/ContestsListingPage");
const ContestResultsPage: PageModule = () => import("./features/contests/review/ResultsPage");
const ContestJudgingPage: PageModule = () => import("./features/contests/review/JudgingPage");
const ContestScreeningPage: PageModule = () => import("./features/contests/review/ScreeningPage");
const ContestVotePage: PageModule = () => import("./features/contests/review/VotePage");
const MbcPage: PageModule = () => import("./features/contests/mbc/MbcPage");
const TokensPage: PageModule = () => import("./features/tokens/TokensPage");
const WebhooksPage: PageModule = () => import("./features/webhooks/WebhooksPage");
const MemberGraphiqlPage: PageModule = () => import("./features/tokens/MemberGraphiqlPage");
const NotificationsPage: PageModule = () => import("./features/notifications/NotificationsPage");
const NotificationSettingsPage: PageModule = () => import("./features/notifications/NotificationSettingsPage");

export const ROUTES: readonly RouteDef[] = [
  // Public
  { path: "/", access: "public", page: HomePage, header: false, data: home, skeleton: "home" },
  { path: "/home", access: "public", page: HomePage, header: false, data: home, skeleton: "home" },
  { path: "/faq", title: "FAQ", access: "public", page: FaqPage },
  {
    path: "/users",
    title: "Users",
    access: "public",
    page: UsersPage,
    data: () => import("./features/users/users.loader"),
    skeleton: "table",
  },
  {
    path: "/logs",
    title: "Logs",
    access: "public",
    page: LogsPage,
    data: () => import("./features/logs/logs.loader"),
    skeleton: "table",
  },
  { path: "/error", title: NOT_FOUND_TITLE, access: "public", page: ErrorPage },
  {
    path: "/aspire/search",
    title: "Aspire - Song Search",
    access: "public",
    page: AspireSearchPage,
    data: () => import("./features/locus/aspire-search.loader"),
  },
  // Signed-in members
  {
    path: "/beatmaps",
    title: "Beatmaps",
    access: "login",
    page: BeatmapsPage,
    data: () => import("./features/beatmaps/beatmaps.loader"),
  },
  {
    path: "/quests",
    title: "Quests",
    access: "login",
    page: QuestsPage,
    data: () => import("./features/quests/quests.loader"),
  },
  {
    path: "/missions",
    title: "Priority Quests",
    access: "login",
    page: MissionsPage,
    data: () => import("./features/missions/missions.loader"),
  },
  {
    path: "/contests/listing",
    title: "Contest Listing",
    access: "login",
    page: ContestsListingPage,
    data: () => import("./features/contests/listing/contests-listing.loader"),
  },
  {
    path: "/contests/results",
    title: "Contest Results",
    access: "login",
    page: ContestResultsPage,
    data: () => import("./features/contests/review/results.loader"),
  },
  {
    path: "/contests/judging",
    title: "Contest Judging",
    access: "login",
    page: ContestJudgingPage,
    data: () => import("./features/contests/review/judging.loader"),
  },
  {
    path: "/contests/screening",
    title: "Contest Screening",
    access: "login",
    page: ContestScreeningPage,
    data: () => import("./features/contests/review/screening.loader"),
  },
  {
    path: "/contests/vote",
    title: "Community Vote",
    access: "login",
    page: ContestVotePage,
    data: () => import("./features/contests/review/vote.loader"),
  },
  { path: "/contests/mbc", title: "MBC", access: "login", page: MbcPage },
  {
    path: "/artists",
    title: "FA Schedule",
    access: "login",
    allowed: canSeeFaSchedule,
    page: FaSchedulePage,
    data: () => import("./features/artists/fa-schedule.loader"),
  },
  {
    path: "/showcase",
    title: "FA Showcase Beatmaps",
    access: "login",
    allowed: canSeeShowcase,
    page: ShowcasePage,
    data: () => import("./features/missions/showcase.loader"),
  },
  {
    path: "/mentorship",
    title: "Mentorship",
    access: "login",
    allowed: canSeeMentorship,
    page: MentorshipPage,
    data: () => import("./features/mentorship/mentorship.loader"),
  },
  {
    path: "/worldCup",
    title: "World Cup",
    access: "login",
    allowed: canSeeWorldCup,
    page: WorldCupPage,
    data: () => import("./features/world-cup/world-cup.loader"),
  },
  // Locus draws its own page header (its logo instead of the title).
  {
    path: "/locus",
    title: "Locus",
    access: "login",
    page: LocusPage,
    data: () => import("./features/locus/locus.loader"),
    header: false,
  },
  {
    path: "/aspire",
    title: "Aspire - Teammates Hub",
    access: "login",
    page: AspirePage,
    data: () => import("./features/locus/aspire.loader"),
  },
  {
    path: "/merch",
    title: "Merch",
    access: "login",
    layout: "bare",
    header: false,
    page: MerchPage,
    data: () => import("./features/merch/merch.loader"),
  },
  {
    path: "/settings/tokens",
    title: "API tokens",
    access: "login",
    page: TokensPage,
    data: () => import("./features/tokens/tokens.loader"),
  },
  { path: "/settings/webhooks", title: "Webhooks", access: "login", page: WebhooksPage },
  { path: "/settings/graphiql", title: "API explorer", access: "login", page: MemberGraphiqlPage },
  {
    path: "/notifications",
    title: "Notifications",
    access: "login",
    page: NotificationsPage,
    data: () => import("./features/notifications/notifications.loader"),
    skeleton: "table",
  },
  {
    path: "/settings/notifications",
    title: "Notification settings",
    access: "login",
    page: NotificationSettingsPage,
    data: () => import("./features/notifications/notification-settings.loader"),
  },
  // Group admins
  { path: "/admin/summary", title: "Admin", access: "login", allowed: isAdmin, page: AdminSummaryPage },
  {
    path: "/admin/beatmaps",
    title: "Admin - Beatmaps",
    access: "login",
    allowed: isAdmin,
    page: AdminBeatmapsPage,
    data: () => import("./features/beatmaps/admin/admin-beatmaps.loader"),
  },
  {
    path: "/admin/featuredArtists",
    title: "Admin - FA",
    access: "login",
    allowed: isAdmin,
    page: AdminArtistsPage,
    data: () => import("./features/artists/admin/admin-artists.loader"),
  },
  {
    path: "/admin/quests",
    title: "Admin - Quests",
    access: "login",
    allowed: isAdmin,
    page: AdminQuestsPage,
    data: () => import("./features/quests/admin/admin-quests.loader"),
  },
  {
    path: "/admin/missions",
    title: "Admin - Missions",
    access: "login",
    allowed: isAdmin,
    page: AdminMissionsPage,
    data: () => import("./features/missions/admin/admin-missions.loader"),
  },
  { path: "/admin/users", title: "Admin - Users", access: "login", allowed: isAdmin, page: AdminUsersPage },
  { path: "/admin/merch", title: "Admin - Merch", access: "login", allowed: isAdmin, page: AdminMerchPage },
  {
    path: "/admin/audit",
    title: "Admin - Audit log",
    access: "login",
    allowed: isAdmin,
    page: AdminAuditPage,
    data: () => import("./features/admin-tools/admin-audit.loader"),
  },
  { path: "/admin/graphiql", title: "Admin - GraphiQL", access: "login", allowed: isAdmin, page: GraphiqlPage },
];

const byPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route for a pathname (case-insensitive, trailing slash ignored), or undefined (not found). */
export function findRoute(pathname: string): RouteDef | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(normalized.toLowerCase());
}

export type Resolution =
  | { kind: "page"; route: RouteDef }
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
  if (initializing && !me && route.access !== "public") return { kind: "waiting", route };
  if (route.access === "login" && !me) {
    return route.path === "/merch" ? { kind: "merch-authorize", route } : { kind: "authorize", route };
  }
  if (me && route.allowed && !route.allowed(me)) return { kind: "not-found", route };
  return { kind: "page", route };
}

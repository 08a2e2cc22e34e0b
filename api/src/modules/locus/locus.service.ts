import type { EntityManager } from "typeorm";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { isAdmin, requireRole, requireUser, Role, type AuthViewer } from "../../core/access";
import { check, notFound } from "../../core/errors";
import { keysetPage, pageRequest, type KeysetKey, type Page, type PageArgs } from "../../core/connection";
import { LocusCard } from "./locus-card.entity";
import { LocusSeasonRow } from "./locus-season.entity";
import {
  HUBS,
  LOCUS_LANGUAGES,
  LOCUS_LIMITS,
  LOCUS_ROLE_LABELS,
  LOCUS_TIMEZONES,
  TeamHub,
  type LocusRole,
} from "./locus.options";
import {
  checkCanBePublic,
  checkCardFields,
  checkSearch,
  checkSeasonChange,
  checkSeasonOpen,
  closedNotice,
  normalizeCard,
  seasonKey,
  seasonTitle,
  type LocusCardFields,
} from "./locus.rules";
import type { LocusOptions, LocusSeason } from "./locus.types";
import { lockById } from "../../core/locks";

/** The grid's order: members still looking first, then the most recently updated, then the newest card. */
const GRID_KEYS: readonly KeysetKey<LocusCard>[] = [
  { sql: "CASE WHEN c.is_on_team THEN 1 ELSE 0 END", direction: "ASC", kind: "number", of: (c) => (c.isOnTeam ? 1 : 0) },
  { sql: "c.updated_at", direction: "DESC", kind: "string", cast: "timestamptz", of: (c) => c.updatedAt.toISOString() },
  { sql: "c.id", direction: "DESC", kind: "number", of: (c) => c.id },
];

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The team finders, Locus and Aspire (modules/locus/README.md): members keep one card per team finder and season; the
 * grid shows public cards; admins hide cards, mark them as on a team and open or close the season. Every method takes
 * the team finder (`hub`, Locus when not given).
 */
export class LocusService {
  constructor(private readonly deps: Deps) {}

  /** The options and limits the server checks against (the web form reads the same); the roles of the team finder. */
  options(hub: TeamHub = TeamHub.locus): LocusOptions {
    return {
      timezones: [...LOCUS_TIMEZONES],
      languages: [...LOCUS_LANGUAGES],
      roles: HUBS[hub].roles.map((value) => ({ value, label: LOCUS_ROLE_LABELS[value] })),
      limits: { ...LOCUS_LIMITS },
    };
  }

  /**
   * The team finder's current season: the one with the highest number; before any exists, Locus's is this year's and
   * Aspire's the original's current edition (both closed).
   */
  async currentSeason(hub: TeamHub = TeamHub.locus, m: EntityManager = this.deps.db.manager): Promise<LocusSeason> {
    const row = await m
      .getRepository(LocusSeasonRow)
      .createQueryBuilder("s")
      .where("s.hub = :hub", { hub })
      .orderBy("s.year", "DESC")
      .getOne();
    const year = row?.year ?? HUBS[hub].defaultSeason(this.deps.now());
    const isOpen = row?.isOpen ?? false;
    return {
      hub,
      year,
      key: seasonKey(hub, year),
      title: seasonTitle(hub, year),
      isOpen,
      closedNotice: isOpen ? null : closedNotice(year, hub),
    };
  }

  /** The season and my card of it (null until I save one). */
  async overview(
    viewer: AuthViewer | null,
    hub: TeamHub = TeamHub.locus,
  ): Promise<{ season: LocusSeason; myCard: LocusCard | null }> {
    const user = requireUser(viewer);
    const season = await this.currentSeason(hub);
    const myCard = await this.deps.db.getRepository(LocusCard).findOneBy({ userId: user.id, hub, season: season.year });
    return { season, myCard };
  }

  /**
   * Public cards of the current season (the grid). Hidden cards only for admins. While the season is closed the grid
   * is empty for members; admins still see it to tidy up.
   */
  async cards(
    viewer: AuthViewer | null,
    args: { search?: string | null; role?: LocusRole | null; hub?: TeamHub | null } & PageArgs,
  ): Promise<Page<LocusCard>> {
    const user = requireUser(viewer);
    check(checkSearch(args.search));
    const paging = { first: args.first, after: args.after, last: args.last, before: args.before };
    pageRequest(paging);
    const admin = isAdmin(user);
    const hub = args.hub ?? TeamHub.locus;
    const season = await this.currentSeason(hub);
    const qb = this.deps.db
      .getRepository(LocusCard)
      .createQueryBuilder("c")
      .where("c.hub = :hub AND c.season = :season", { hub, season: season.year })
      .andWhere("c.is_public = true");
    if (!season.isOpen && !admin) qb.andWhere("false");
    if (!admin) qb.andWhere("c.is_hidden_by_admin = false");
    if (args.role) qb.andWhere(":role = ANY(c.roles)", { role: args.role });
    const search = (args.search ?? "").trim().toLowerCase();
    if (search) {
      qb.andWhere(
        `(EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND (lower(u.username) LIKE :anywhere ESCAPE '\\' OR u.osu_id::text = :exact))
          OR EXISTS (SELECT 1 FROM unnest(c.languages) AS lang(name) WHERE lower(lang.name) LIKE :prefix ESCAPE '\\'))`,
        { anywhere: `%${likeEscape(search)}%`, prefix: `${likeEscape(search)}%`, exact: search },
      );
    }
    return keysetPage(qb, GRID_KEYS, paging, { count: true });
  }

  /**
   * One card (a `node` lookup): my own cards always; another member's only as the grid shows it (current season,
   * public, not hidden, season open — admins also hidden cards and a closed season). Not found otherwise.
   */
  async card(viewer: AuthViewer | null, id: number): Promise<LocusCard> {
    const user = requireUser(viewer);
    const card = await this.deps.db.getRepository(LocusCard).findOneBy({ id });
    if (card && card.userId === user.id) return card;
    const admin = isAdmin(user);
    const season = await this.currentSeason();
    const shown = card && card.season === season.year && card.isPublic && (admin || (season.isOpen && !card.isHiddenByAdmin));
    if (!shown) throw notFound();
    return card;
  }

  /** Saves my card of the current season (creates it on first save). A public card must keep a role. */
  async saveMyCard(viewer: AuthViewer | null, input: LocusCardFields, hub: TeamHub = TeamHub.locus): Promise<LocusCard> {
    const user = requireUser(viewer);
    const fields = normalizeCard({
      timezone: input.timezone ?? null,
      availability: input.availability,
      roles: input.roles,
      languages: input.languages,
      discord: input.discord,
      email: input.email,
      about: input.about,
    });
    check(checkCardFields(fields, hub));
    return this.deps.db.transaction(async (m) => {
      const season = await this.lockOpenSeason(m, hub);
      const card = await this.lockOrCreateCard(m, user.id, hub, season);
      if (card.isPublic) check(checkCanBePublic(fields));
      await m.update(LocusCard, { id: card.id }, { ...fields, updatedAt: this.deps.now() });
      return m.getRepository(LocusCard).findOneByOrFail({ id: card.id });
    });
  }

  /** Shows or hides my card in the grid; showing needs at least one role. */
  async setMyCardPublic(viewer: AuthViewer | null, isPublic: boolean, hub: TeamHub = TeamHub.locus): Promise<LocusCard> {
    const user = requireUser(viewer);
    return this.deps.db.transaction(async (m) => {
      const season = await this.lockOpenSeason(m, hub);
      const card = await this.lockOrCreateCard(m, user.id, hub, season);
      if (isPublic) check(checkCanBePublic(card));
      return this.write(m, card, { isPublic });
    });
  }

  /** Marks my card as on a team (listed after members still looking) or not. */
  async setMyCardOnTeam(viewer: AuthViewer | null, isOnTeam: boolean, hub: TeamHub = TeamHub.locus): Promise<LocusCard> {
    const user = requireUser(viewer);
    return this.deps.db.transaction(async (m) => {
      const season = await this.lockOpenSeason(m, hub);
      const card = await this.lockOrCreateCard(m, user.id, hub, season);
      return this.write(m, card, { isOnTeam });
    });
  }

  /** Admin: hides a card from the grid or shows it again (any season, open or closed). */
  async setCardHidden(viewer: AuthViewer | null, cardId: number, hidden: boolean): Promise<LocusCard> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const card = await this.lockCard(m, cardId);
      if (card.isHiddenByAdmin !== hidden) await this.audit(m, admin.id, card, "hidden", card.isHiddenByAdmin, hidden);
      return this.write(m, card, { isHiddenByAdmin: hidden }, false);
    });
  }

  /** Admin: marks someone's card as on a team or not (the original's admin button called an owner-only endpoint). */
  async setCardOnTeam(viewer: AuthViewer | null, cardId: number, isOnTeam: boolean): Promise<LocusCard> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const card = await this.lockCard(m, cardId);
      if (card.isOnTeam !== isOnTeam) await this.audit(m, admin.id, card, "onTeam", card.isOnTeam, isOnTeam);
      return this.write(m, card, { isOnTeam }, false);
    });
  }

  /** Admin: opens or closes the current season, or starts a newer one (which becomes the current season). */
  async setSeason(viewer: AuthViewer | null, year: number, isOpen: boolean, hub: TeamHub = TeamHub.locus): Promise<LocusSeason> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const current = await m
        .getRepository(LocusSeasonRow)
        .createQueryBuilder("s")
        .setLock("pessimistic_write")
        .where("s.hub = :hub", { hub })
        .orderBy("s.year", "DESC")
        .getOne();
      check(checkSeasonChange(year, current?.year ?? null, hub));
      await m
        .createQueryBuilder()
        .insert()
        .into(LocusSeasonRow)
        .values({ hub, year, isOpen, updatedAt: this.deps.now() })
        .orUpdate(["is_open", "updated_at"], ["hub", "year"])
        .execute();
      const was = current?.year === year ? current.isOpen : null;
      if (was !== isOpen)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.locusModeration,
          ...auditTarget(AdminTargetType.locusSeason, year, `${hub === TeamHub.aspire ? "Aspire" : "Locus"} ${year}`),
          oldValue: was === null ? null : `open: ${was}`,
          newValue: `open: ${isOpen}`,
        });
      return this.currentSeason(hub, m);
    });
  }

  // ------------------------------------------------------------------------------------------------ helpers

  /** The team finder's current season, locked against a concurrent close; refuses while it is closed. */
  private async lockOpenSeason(m: EntityManager, hub: TeamHub): Promise<number> {
    const row = await m
      .getRepository(LocusSeasonRow)
      .createQueryBuilder("s")
      .setLock("pessimistic_read")
      .where("s.hub = :hub", { hub })
      .orderBy("s.year", "DESC")
      .getOne();
    check(checkSeasonOpen({ isOpen: row?.isOpen ?? false }, hub));
    return row!.year;
  }

  /** My card of the season, created empty when missing (one per member, team finder and season, even under concurrent saves). */
  private async lockOrCreateCard(m: EntityManager, userId: number, hub: TeamHub, season: number): Promise<LocusCard> {
    await m
      .createQueryBuilder()
      .insert()
      .into(LocusCard)
      .values({ userId, hub, season, updatedAt: this.deps.now() })
      .orIgnore()
      .execute();
    return m
      .getRepository(LocusCard)
      .createQueryBuilder("c")
      .setLock("pessimistic_write")
      .where("c.user_id = :userId AND c.hub = :hub AND c.season = :season", { userId, hub, season })
      .getOneOrFail();
  }

  private async lockCard(m: EntityManager, cardId: number): Promise<LocusCard> {
    const card = await lockById(m, LocusCard, cardId);
    return card;
  }

  /** An admin's change of someone's card, recorded in the audit log. */
  private async audit(m: EntityManager, actorId: number, card: LocusCard, field: string, before: boolean, after: boolean) {
    const [owner]: { username: string }[] = await m.query(`SELECT username FROM users WHERE id = $1`, [card.userId]);
    const label = `${owner?.username ?? "?"} (${card.season})`;
    await recordAdminAction(m, {
      actorId,
      kind: AdminActionKind.locusModeration,
      ...auditTarget(AdminTargetType.locusCard, card.id, label),
      oldValue: `${field}: ${before}`,
      newValue: `${field}: ${after}`,
    });
  }

  /** Writes a change; the owner's changes move the card up the grid ("most recently updated"), an admin's do not. */
  private async write(m: EntityManager, card: LocusCard, patch: Partial<LocusCard>, bump = true): Promise<LocusCard> {
    await m.update(LocusCard, { id: card.id }, bump ? { ...patch, updatedAt: this.deps.now() } : patch);
    return m.getRepository(LocusCard).findOneByOrFail({ id: card.id });
  }
}

import type { Deps } from "../../core/deps";
import { ArtistStatus, MissionStatus, QuestStatus } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import { leanMany, type LeanProperties } from "../../core/lean";

export const HOME_PAGE_SIZE = 12;
export const HOME_MAX_LIMIT = 120;

export interface HomeArtistPage {
  artists: Artist[];
  hasMore: boolean;
}

export class HomeService {
  constructor(private readonly deps: Deps) {}

  /**
   * Recently released featured artists that have at least one guild beatmap, newest osu! id first.
   * Paged (the original returned everything up to an uncapped limit).
   */
  async homeArtists(limit = HOME_PAGE_SIZE, offset = 0): Promise<HomeArtistPage> {
    const take = Math.min(Math.max(limit, 1), HOME_MAX_LIMIT);
    const query = this.deps.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where("a.status IN (:...st)", { st: [ArtistStatus.public, ArtistStatus.playlist] })
      .andWhere("a.is_up_to_date")
      .andWhere("a.osu_id IS NOT NULL")
      .andWhere(`EXISTS (SELECT 1 FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id WHERE s.artist_id = a.id)`)
      .orderBy("a.osu_id", "DESC")
      .addOrderBy("a.id", "DESC")
      .offset(Math.max(offset, 0))
      .limit(take + 1);
    const rows = await leanMany(query);
    return { artists: rows.slice(0, take), hasMore: rows.length > take };
  }

  /**
   * `homeArtistsConnection`: the artists of `homeArtists` (same filter, newest osu! id first, ties by id) as keyset
   * pages (core/connection.ts).
   */
  homeArtistsConnection(args: PageArgs, only?: LeanProperties): Promise<Page<Artist>> {
    const qb = this.deps.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where("a.status IN (:...st)", { st: [ArtistStatus.public, ArtistStatus.playlist] })
      .andWhere("a.is_up_to_date")
      .andWhere("a.osu_id IS NOT NULL")
      .andWhere(`EXISTS (SELECT 1 FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id WHERE s.artist_id = a.id)`);
    return keysetPage(
      qb,
      [
        { sql: "a.osu_id", direction: "DESC", kind: "number", of: (a) => a.osuId ?? 0 },
        { sql: "a.id", direction: "DESC", kind: "number", of: (a) => a.id },
      ],
      args,
      { only },
    );
  }

  /** Whether an artist is one the landing page may show anyone (the filter of `homeArtists`). */
  async isHomeArtist(id: number): Promise<boolean> {
    return this.deps.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where("a.id = :id", { id })
      .andWhere("a.status IN (:...st)", { st: [ArtistStatus.public, ArtistStatus.playlist] })
      .andWhere("a.is_up_to_date")
      .andWhere("a.osu_id IS NOT NULL")
      .andWhere(`EXISTS (SELECT 1 FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id WHERE s.artist_id = a.id)`)
      .getExists();
  }

  /**
   * The landing page's example quest: the newest open quest with an artist. (`getOne` alone does not limit the query:
   * TypeORM reads every matching row and keeps the first, so each of these reads says LIMIT 1.)
   */
  exampleQuest(): Promise<Quest | null> {
    return this.deps.db
      .getRepository(Quest)
      .createQueryBuilder("q")
      .where("q.status = :s", { s: QuestStatus.open })
      .andWhere("q.artist_id IS NOT NULL")
      .andWhere("(q.expiration IS NULL OR q.expiration > :now)", { now: this.deps.now() })
      .orderBy("q.created_at", "DESC")
      .addOrderBy("q.id", "DESC")
      .limit(1)
      .getOne();
  }

  /**
   * The landing page's example priority quest, display only (never one that accepts maps), as the original chose it:
   * 1. the curated example — the oldest **hidden** mission that was once announced, is not a showcase and has exactly
   *    one artist, a released one (the original: the first hidden, announced mission with one artist);
   * 2. otherwise the newest closed, announced, non-showcase mission (what a finished priority quest looks like);
   * 3. otherwise none.
   */
  async exampleMission(): Promise<Mission | null> {
    const repo = this.deps.db.getRepository(Mission);
    const oneReleasedArtist = `(SELECT count(*) FROM mission_artists ma WHERE ma.mission_id = m.id) = 1
      AND EXISTS (SELECT 1 FROM mission_artists ma JOIN featured_artists a ON a.id = ma.artist_id
                  WHERE ma.mission_id = m.id AND a.status <> :private AND a.osu_id IS NOT NULL)`;
    const curated = await repo
      .createQueryBuilder("m")
      .where("m.status = :s", { s: MissionStatus.hidden })
      .andWhere("m.opening_announced")
      .andWhere("NOT m.is_showcase_mission")
      .andWhere(oneReleasedArtist, { private: ArtistStatus.private })
      .orderBy("m.created_at", "ASC")
      .addOrderBy("m.id", "ASC")
      .limit(1)
      .getOne();
    if (curated) return curated;
    return repo
      .createQueryBuilder("m")
      .where("m.status = :s", { s: MissionStatus.closed })
      .andWhere("m.opening_announced")
      .andWhere("NOT m.is_showcase_mission")
      .orderBy("m.created_at", "DESC")
      .addOrderBy("m.id", "DESC")
      .limit(1)
      .getOne();
  }
}

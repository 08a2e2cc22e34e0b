/**
 * World Cup use cases (README.md beside this file): the tracker of flagged, not yet Ranked beatmaps and the per-mode
 * notes. Only World Cup helpers and admins read or write any of it.
 */
import { Brackets } from "typeorm";
import type { Deps } from "../../core/deps";
import { hasRole, requireRole, Role, type AuthViewer } from "../../core/access";
import { BeatmapStatus, Mode, MODES } from "../../core/enums";
import { check, fail } from "../../core/errors";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { WorldCupNote } from "./world-cup.entity";
import { cleanNote, likeContains, noteModeProblem, noteProblem, parseBeatmapSearch, WORLD_CUP_TEXT } from "./world-cup.rules";
import { lockById } from "../../core/locks";

export type ListArgs = PageArgs;

export class WorldCupService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** Flagged beatmaps that are not Ranked, by mode (osu, taiko, catch, mania, hybrid) then oldest first. */
  async trackedBeatmaps(viewer: AuthViewer | null, args: ListArgs & { mode?: Mode | null }): Promise<Page<Beatmap>> {
    requireRole(viewer, Role.WORLD_CUP_HELPER);
    const qb = this.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where("b.is_world_cup")
      .andWhere("b.status <> :ranked", { ranked: BeatmapStatus.Ranked });
    if (args.mode) {
      check(noteModeProblem(args.mode));
      qb.andWhere("b.mode = :mode", { mode: args.mode });
    }
    return keysetPage(
      qb,
      [
        { sql: "b.mode", direction: "ASC", kind: "string", of: (b) => b.mode, cast: "beatmap_mode" },
        { sql: "b.id", direction: "ASC", kind: "number", of: (b) => b.id },
      ],
      args,
      { count: true },
    );
  }

  /** Beatmaps a helper may flag (not Ranked), newest first: by guild id, osu! beatmapset id or link, or words of artist, title or host. */
  async searchBeatmaps(viewer: AuthViewer | null, input: string, args: ListArgs): Promise<Page<Beatmap>> {
    requireRole(viewer, Role.WORLD_CUP_HELPER);
    const parsed = parseBeatmapSearch(typeof input === "string" ? input : "");
    if ("problem" in parsed) fail(parsed.problem);
    const s = parsed.search;
    const qb = this.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .innerJoin("featured_songs", "s", "s.id = b.song_id")
      .innerJoin("users", "h", "h.id = b.host_id")
      .where("b.status <> :ranked", { ranked: BeatmapStatus.Ranked });
    // The link of a beatmapset: osu.ppy.sh/beatmapsets/<id> (or the short /s/<id>), not followed by another digit.
    const osuLink = `b.url ~ ('osu\\.ppy\\.sh/(beatmapsets|s)/' || :osuSet || '([^0-9]|$)')`;
    if (s.kind === "id") {
      qb.andWhere(new Brackets((w) => w.where("b.id = :id", { id: s.beatmapId }).orWhere(osuLink)));
      qb.setParameter("osuSet", String(s.osuBeatmapsetId));
    } else if (s.kind === "osuLink") {
      qb.andWhere(osuLink).setParameter("osuSet", String(s.osuBeatmapsetId));
    } else {
      s.words.forEach((word, i) =>
        qb.andWhere(
          `(lower(s.artist_name) LIKE lower(:w${i}) OR lower(s.title) LIKE lower(:w${i}) OR lower(h.username) LIKE lower(:w${i}))`,
          {
            [`w${i}`]: likeContains(word),
          },
        ),
      );
    }
    return keysetPage(qb, [{ sql: "b.id", direction: "DESC", kind: "number", of: (b) => b.id }], args);
  }

  /** Flags (true) or unflags (false) a beatmap as a World Cup map. */
  async setFlag(viewer: AuthViewer | null, beatmapId: number, value: boolean): Promise<Beatmap> {
    requireRole(viewer, Role.WORLD_CUP_HELPER);
    return this.db.transaction(async (m) => {
      const beatmap = await lockById(m, Beatmap, beatmapId, WORLD_CUP_TEXT.beatmapNotFound);
      if (beatmap.isWorldCup !== value) {
        await m.update(Beatmap, { id: beatmapId }, { isWorldCup: value });
        beatmap.isWorldCup = value;
      }
      return beatmap;
    });
  }

  /** The four modes' notes, in mode order (empty ones included). */
  async notes(viewer: AuthViewer | null): Promise<WorldCupNote[]> {
    requireRole(viewer, Role.WORLD_CUP_HELPER);
    const rows = await this.db.getRepository(WorldCupNote).find();
    return MODES.map(
      (mode) =>
        rows.find((r) => r.mode === mode) ??
        Object.assign(new WorldCupNote(), { mode, content: "", updatedById: null, updatedAt: null }),
    );
  }

  async updateNote(viewer: AuthViewer | null, mode: Mode, content: string): Promise<WorldCupNote> {
    const user = requireRole(viewer, Role.WORLD_CUP_HELPER);
    check(noteModeProblem(mode));
    check(noteProblem(content));
    const text = cleanNote(content);
    return this.db.transaction(async (m) => {
      await m.upsert(WorldCupNote, { mode, content: text, updatedById: user.id, updatedAt: this.deps.now() }, ["mode"]);
      return m.getRepository(WorldCupNote).findOneByOrFail({ mode });
    });
  }

  /** The flag as a viewer may see it: World Cup helpers and admins get it, everyone else null. */
  flagFor(viewer: AuthViewer | null, beatmap: Beatmap): boolean | null {
    return viewer && hasRole(viewer, Role.WORLD_CUP_HELPER) ? beatmap.isWorldCup : null;
  }
}

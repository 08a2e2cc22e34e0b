import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { callsWithin, OsuRateLimitedError, type OsuBeatmapset, type OsuCallOptions } from "../../osu/osu-client";
import type { JobOutcome } from "../../jobs/runner";
import { BeatmapStatus, LogCategory, TaskName } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import type { WebhookMessage } from "../../core/notifier";
import { RANK_NAMES, rankFromTotal, round1, thresholdForRank } from "../points/points.rules";
import { Beatmap } from "./beatmap.entity";
import { involvedUserIds, loadMap, type LoadedMap } from "./beatmap-facts";
import { beatmapStatusEvent } from "./beatmaps.events";
import { beatmapsetIdOf, osuSyncAction, type SyncAction } from "./beatmap-osu.rules";
import { mapLabel } from "./beatmaps.rules";

/** Bounded batches per run (README.md: no unbounded daily scans). */
export const SYNC_BATCHES = { status: 200, ranked: 200, validateRanked: 100, favourites: 1000 } as const;

/** A job run: its limits, passed on to the osu! client, and its pass (JobContext). */
export interface SyncRun {
  deadline?: number;
  signal?: AbortSignal;
  /** Mapsets synced since are this pass's: left out (a resumed run goes on with the rest). */
  cycleStart?: Date;
}

/** The batch met osu!'s rate limit (or its time ran out): it stops; the rest goes first in the next run. */
function stopped(err: OsuRateLimitedError, summary: string, left: number): JobOutcome {
  const resumeAt = new Date(Math.max(err.availableAt, Date.now() + 1000));
  return { summary: `${summary}; stopped at osu!'s rate limit with ${left} left, resuming ${resumeAt.toISOString()}`, resumeAt };
}

const RANKED_COLOR = 0x428ae7;

interface SyncCounts {
  looked: number;
  qualified: number;
  ranked: number;
  unqualified: number;
  missing: number;
  failed: number;
}

/**
 * The osu! side of a mapset's life (README.md): the scheduled look-ups that move Done → Qualified → Ranked (and
 * back to Done when osu! disqualifies), refresh favourites and plays, re-validate Ranked maps, and the ranked
 * processing itself (length, ranked date, nominators, points of everyone involved, the "has been ranked" webhook).
 * osu! is always called outside a transaction; each mapset is then updated in its own transaction under a row lock.
 * Calls are paced by the osu! client (osu/README.md); every mapset done moves to the back of the line
 * (`osu_synced_at`), so a run stopped at the rate limit resumes where it stopped.
 */
export class BeatmapSyncService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  /** Done and Qualified mapsets with a link, oldest-synced first: qualify, rank (if queued) or disqualify. */
  syncStatuses(limit: number = SYNC_BATCHES.status, run: SyncRun = {}): Promise<JobOutcome> {
    return this.syncBatch([BeatmapStatus.Done, BeatmapStatus.Qualified], false, limit, run);
  }

  /** Qualified mapsets an admin queued for rank: rank the ones osu! has ranked. */
  syncRanked(limit: number = SYNC_BATCHES.ranked, run: SyncRun = {}): Promise<JobOutcome> {
    return this.syncBatch([BeatmapStatus.Qualified], true, limit, run);
  }

  private async syncBatch(statuses: BeatmapStatus[], queuedOnly: boolean, limit: number, run: SyncRun): Promise<JobOutcome> {
    const ids = await this.pick(statuses, limit, queuedOnly, run.cycleStart);
    const call = callsWithin(run);
    const counts: SyncCounts = { looked: 0, qualified: 0, ranked: 0, unqualified: 0, missing: 0, failed: 0 };
    const summary = () =>
      `looked up ${counts.looked}: ${counts.qualified} qualified, ${counts.ranked} ranked, ${counts.unqualified} back to Done, ${counts.missing} not on osu!, ${counts.failed} failed`;
    for (const [i, { id, url }] of ids.entries()) {
      try {
        const setId = beatmapsetIdOf(url);
        const osu = setId ? await this.lookUp(setId, call) : null;
        counts.looked++;
        if (osu === "failed") {
          counts.failed++;
          continue;
        }
        if (!osu) {
          counts.missing++;
          await this.touch(id);
          continue;
        }
        const action = await this.applyOsuState(id, osu, call);
        if (action === "qualify") counts.qualified++;
        else if (action === "rank") counts.ranked++;
        else if (action === "unqualify") counts.unqualified++;
      } catch (err) {
        if (err instanceof OsuRateLimitedError) return stopped(err, summary(), ids.length - i);
        throw err;
      }
    }
    return { summary: summary() };
  }

  /**
   * Applies what osu! says to one mapset; returns what happened. Throws OsuRateLimitedError (before changing
   * anything) when the discussion could not be read within the budget: the map is then tried again next run rather
   * than qualified without its modders pruned.
   */
  async applyOsuState(beatmapId: number, osu: OsuBeatmapset, call?: OsuCallOptions): Promise<SyncAction> {
    // Modder pruning needs the discussion: fetched before the transaction, only when the map may qualify now.
    const current = await this.deps.db.getRepository(Beatmap).findOneBy({ id: beatmapId });
    if (!current) return "none";
    const expected = osuSyncAction(current.status, current.queuedForRank, osu.status);
    let posters: number[] | null = null;
    if (expected === "qualify") {
      posters = await this.deps.osu.beatmapsetDiscussionPosters(osu.id, call).catch((e) => {
        if (e instanceof OsuRateLimitedError) throw e;
        this.deps.logger.warn({ err: (e as Error).message, beatmapId }, "osu! discussion look-up failed; modders kept");
        return null;
      });
    }
    let webhook: WebhookMessage | null = null;
    const action = await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, beatmapId);
      const act = osuSyncAction(map.beatmap.status, map.beatmap.queuedForRank, osu.status);
      const facts = {
        favorites: osu.favouriteCount,
        playCount: osu.playCount,
        submissionDate: osu.submittedDate,
        osuSyncedAt: this.deps.now(),
      };
      switch (act) {
        case "qualify":
          await m.update(
            Beatmap,
            { id: beatmapId },
            // osu!'s ranked_date of a qualified set is its qualification date: only a ranked set's is stored.
            { ...facts, status: BeatmapStatus.Qualified, rankedDate: osu.rankedDate ?? map.beatmap.rankedDate },
          );
          if (posters) await this.pruneModders(m, map, posters, osu.nominatorIds);
          await this.mergeNominators(m, map, osu.nominatorIds, false);
          await this.logs.write(null, `"${mapLabel(map.song)}" was qualified on osu!`, LogCategory.beatmap, m);
          await this.deps.events.record(m, beatmapStatusEvent(map, BeatmapStatus.Qualified, null));
          break;
        case "rank":
          webhook = await this.rank(m, map, osu, null);
          break;
        case "unqualify":
          // Not ranked on osu!: no ranked date (one stored from a qualification date before is dropped too).
          await m.update(
            Beatmap,
            { id: beatmapId },
            { ...facts, status: BeatmapStatus.Done, queuedForRank: false, rankedDate: null },
          );
          await this.logs.write(null, `"${mapLabel(map.song)}" was disqualified on osu!`, LogCategory.beatmap, m);
          await this.deps.events.record(m, beatmapStatusEvent(map, BeatmapStatus.Done, null));
          break;
        default:
          await m.update(Beatmap, { id: beatmapId }, facts);
      }
      return act;
    });
    if (webhook) await this.deps.notifier.publicPost(webhook);
    return action;
  }

  /**
   * Ranked processing inside the caller's transaction: status Ranked, length and ranked date from osu! (when known),
   * nominators synced into the BNs and merged into the modders, unqueued, and the points of everyone the map concerns
   * (before and after the sync) recalculated. Returns the webhook to post after commit (null with skipWebhook).
   */
  async rank(
    m: EntityManager,
    map: LoadedMap,
    osu: OsuBeatmapset | null,
    actorId: number | null,
  ): Promise<WebhookMessage | null> {
    const id = map.beatmap.id;
    const before = involvedUserIds(map);
    const now = this.deps.now();
    await m.update(
      Beatmap,
      { id },
      {
        status: BeatmapStatus.Ranked,
        queuedForRank: false,
        rankedDate: osu?.rankedDate ?? map.beatmap.rankedDate ?? now,
        length: osu?.length || map.beatmap.length,
        tasksLocked: Object.values(TaskName),
        ...(osu
          ? {
              favorites: osu.favouriteCount,
              playCount: osu.playCount,
              submissionDate: osu.submittedDate ?? map.beatmap.submissionDate,
              osuSyncedAt: now,
            }
          : {}),
      },
    );
    if (osu) await this.mergeNominators(m, map, osu.nominatorIds, true);
    const after = await loadMap(m, id, false);
    const people = [...new Set([...before, ...involvedUserIds(after)])];
    const old = await this.totals(m, people);
    await this.points.recalculateUsers(people, { manager: m });
    const fresh = await this.totals(m, people);
    const label = mapLabel(map.song);
    await this.logs.write(
      actorId,
      actorId ? `changed status of "${label}" to "Ranked"` : `"${label}" was ranked on osu!`,
      LogCategory.beatmap,
      m,
    );
    await this.deps.events.record(m, beatmapStatusEvent(map, BeatmapStatus.Ranked, actorId));
    if (map.beatmap.skipWebhook) return null;
    return this.rankedWebhook(after, old, fresh);
  }

  /** Re-checks Ranked mapsets (oldest-synced first): nominators, length, ranked date; points follow any change. */
  async validateRanked(limit: number = SYNC_BATCHES.validateRanked, run: SyncRun = {}): Promise<JobOutcome> {
    const ids = await this.pick([BeatmapStatus.Ranked], limit, false, run.cycleStart);
    const call = callsWithin(run);
    let changed = 0;
    for (const [i, { id, url }] of ids.entries()) {
      const setId = beatmapsetIdOf(url);
      let osu: Awaited<ReturnType<BeatmapSyncService["lookUp"]>> | null;
      try {
        osu = setId ? await this.lookUp(setId, call) : null;
      } catch (err) {
        if (err instanceof OsuRateLimitedError)
          return stopped(err, `validated ${i} of ${ids.length} ranked mapsets, ${changed} changed`, ids.length - i);
        throw err;
      }
      if (osu === "failed") continue;
      if (!osu || (osu.status !== "ranked" && osu.status !== "approved")) {
        await this.touch(id);
        continue;
      }
      const didChange = await this.deps.db.transaction(async (m) => {
        const map = await loadMap(m, id);
        if (map.beatmap.status !== BeatmapStatus.Ranked) return false;
        const length = osu.length || map.beatmap.length;
        const rankedDate = osu.rankedDate ?? map.beatmap.rankedDate;
        const factsChanged = length !== map.beatmap.length || rankedDate?.getTime() !== map.beatmap.rankedDate?.getTime();
        await m.update(
          Beatmap,
          { id },
          { length, rankedDate, favorites: osu.favouriteCount, playCount: osu.playCount, osuSyncedAt: this.deps.now() },
        );
        const bnsChanged = await this.mergeNominators(m, map, osu.nominatorIds, true);
        if (!factsChanged && !bnsChanged) return false;
        const after = await loadMap(m, id, false);
        await this.points.recalculateUsers([...involvedUserIds(map), ...involvedUserIds(after)], { manager: m });
        return true;
      });
      if (didChange) changed++;
    }
    return { summary: `validated ${ids.length} ranked mapsets, ${changed} changed` };
  }

  /** Favourites and plays (mission requirements read them) of WIP and Done mapsets with a link, oldest-synced first. */
  async refreshFavourites(limit: number = SYNC_BATCHES.favourites, run: SyncRun = {}): Promise<JobOutcome> {
    const ids = await this.pick([BeatmapStatus.WIP, BeatmapStatus.Done], limit, false, run.cycleStart);
    const call = callsWithin(run);
    let updated = 0;
    for (const [i, { id, url }] of ids.entries()) {
      const setId = beatmapsetIdOf(url);
      let osu: Awaited<ReturnType<BeatmapSyncService["lookUp"]>> | null;
      try {
        osu = setId ? await this.lookUp(setId, call) : null;
      } catch (err) {
        if (err instanceof OsuRateLimitedError)
          return stopped(err, `refreshed ${updated} of ${ids.length} mapsets`, ids.length - i);
        throw err;
      }
      if (osu === "failed") continue;
      if (!osu) {
        await this.touch(id);
        continue;
      }
      await this.deps.db.query(
        `UPDATE beatmaps SET favorites = $2, play_count = $3, submission_date = COALESCE($4, submission_date),
                length = COALESCE($5, length), osu_synced_at = $6
          WHERE id = $1 AND status IN ('WIP', 'Done')`,
        [id, osu.favouriteCount, osu.playCount, osu.submittedDate, osu.length || null, this.deps.now()],
      );
      updated++;
    }
    return { summary: `refreshed ${updated} of ${ids.length} mapsets` };
  }

  // ------------------------------------------------------------------------------------------------------------ helpers

  /** The batch: oldest-synced first; within a pass (`since`), only what the pass has not synced yet. */
  private async pick(
    statuses: BeatmapStatus[],
    limit: number,
    queuedOnly: boolean,
    since?: Date,
  ): Promise<{ id: number; url: string }[]> {
    return this.deps.db.query(
      `SELECT id, url FROM beatmaps
        WHERE status = ANY($1::beatmap_status[]) AND url IS NOT NULL ${queuedOnly ? "AND queued_for_rank" : ""}
          AND ($3::timestamptz IS NULL OR osu_synced_at IS NULL OR osu_synced_at < $3::timestamptz)
        ORDER BY osu_synced_at ASC NULLS FIRST, id ASC
        LIMIT $2`,
      [statuses, Math.max(1, Math.floor(limit)), since ?? null],
    );
  }

  /** osu!'s beatmapset, null when osu! has none, "failed" on an error; a rate limit is thrown (the batch stops). */
  private async lookUp(setId: number, call: OsuCallOptions): Promise<OsuBeatmapset | null | "failed"> {
    try {
      return await this.deps.osu.beatmapset(setId, call);
    } catch (e) {
      if (e instanceof OsuRateLimitedError) throw e;
      this.deps.logger.warn({ err: (e as Error).message, setId }, "osu! beatmapset look-up failed");
      return "failed";
    }
  }

  private async touch(id: number): Promise<void> {
    await this.deps.db.query(`UPDATE beatmaps SET osu_synced_at = $2 WHERE id = $1`, [id, this.deps.now()]);
  }

  /**
   * osu!'s nominators (osu! ids) that are guild members become BNs (replacing the list when `replace`) and modders.
   * When osu! reports no nominators, the lists are left alone. Returns whether the BN list changed.
   */
  private async mergeNominators(m: EntityManager, map: LoadedMap, nominatorOsuIds: number[], replace: boolean): Promise<boolean> {
    if (nominatorOsuIds.length === 0) return false;
    const rows: { id: number }[] = await m.query(`SELECT id FROM users WHERE osu_id = ANY($1::int[])`, [nominatorOsuIds]);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0 && !replace) return false;
    const current = new Set(map.bnIds);
    const next = replace ? new Set(ids) : new Set([...map.bnIds, ...ids]);
    const changed = current.size !== next.size || [...next].some((id) => !current.has(id));
    if (changed) {
      await m.query(`DELETE FROM beatmap_bns WHERE beatmap_id = $1`, [map.beatmap.id]);
      for (const id of next) await m.query(`INSERT INTO beatmap_bns (beatmap_id, user_id) VALUES ($1, $2)`, [map.beatmap.id, id]);
    }
    for (const id of ids) {
      await m.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        map.beatmap.id,
        id,
      ]);
    }
    return changed;
  }

  /** Modders who posted no suggestion or problem on the osu! discussion are removed (nominators stay). */
  private async pruneModders(m: EntityManager, map: LoadedMap, posterOsuIds: number[], nominatorOsuIds: number[]): Promise<void> {
    if (map.modderIds.length === 0) return;
    const keep = new Set([...posterOsuIds, ...nominatorOsuIds]);
    const rows: { id: number; osu_id: number }[] = await m.query(`SELECT id, osu_id FROM users WHERE id = ANY($1::int[])`, [
      map.modderIds,
    ]);
    const drop = rows.filter((r) => !keep.has(r.osu_id)).map((r) => r.id);
    if (drop.length)
      await m.query(`DELETE FROM beatmap_modders WHERE beatmap_id = $1 AND user_id = ANY($2::int[])`, [map.beatmap.id, drop]);
  }

  private async totals(
    m: EntityManager,
    ids: number[],
  ): Promise<Map<number, { total: number; username: string; osuId: number }>> {
    const rows: { id: number; total_points: number; username: string; osu_id: number }[] = await m.query(
      `SELECT id, total_points, username, osu_id FROM users WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { total: Number(r.total_points), username: r.username, osuId: r.osu_id }]));
  }

  private rankedWebhook(
    map: LoadedMap,
    old: Map<number, { total: number; username: string; osuId: number }>,
    fresh: Map<number, { total: number; username: string; osuId: number }>,
  ): WebhookMessage {
    const name = (id: number) => fresh.get(id)?.username ?? old.get(id)?.username ?? "?";
    const profile = (id: number) => `[${name(id)}](https://osu.ppy.sh/users/${fresh.get(id)?.osuId ?? ""})`;
    const hostId = map.beatmap.hostId;
    const guests = [...new Set(map.tasks.filter((t) => t.name !== TaskName.Storyboard).flatMap((t) => t.mapperIds))].filter(
      (id) => id !== hostId,
    );
    const storyboarders = [
      ...new Set(map.tasks.filter((t) => t.name === TaskName.Storyboard).flatMap((t) => t.mapperIds)),
    ].filter((id) => id !== hostId);
    const modes = [...new Set(map.tasks.map((t) => t.mode).filter((md) => ["osu", "taiko", "catch", "mania"].includes(md)))];
    const lines = [
      `💖 [${mapLabel(map.song)}](${map.beatmap.url ?? ""}) [${modes.join(", ") || map.beatmap.mode}] has been ranked`,
      `Hosted by ${profile(hostId)}`,
      guests.length === 0
        ? "No guest difficulties"
        : `Guest ${guests.length === 1 ? "difficulty" : "difficulties"} by ${guests.map(profile).join(", ")}`,
    ];
    if (storyboarders.length) lines.push(`Storyboard by ${storyboarders.map(profile).join(", ")}`);
    if (map.beatmap.isShowcase) lines.push("Featured Artist showcase beatmap");
    lines.push("");
    for (const [id, now] of [...fresh.entries()].sort((a, b) => b[1].total - a[1].total)) {
      const was = old.get(id)?.total ?? 0;
      if (Math.abs(now.total - was) < 0.05) continue;
      const diff = round1(now.total - was);
      lines.push(`${now.username}: ${round1(was)} pts → **${round1(now.total)} pts** (${diff >= 0 ? "+" : ""}${diff} pts)`);
      const before = rankFromTotal(was);
      const after = rankFromTotal(now.total);
      if (after > before) lines.push(`**${RANK_NAMES[after]}** rank achieved! 🎉`);
      else if (after < 5)
        lines.push(`${round1(thresholdForRank(after + 1) - now.total)} points until **${RANK_NAMES[after + 1]}** rank`);
    }
    return { description: lines.join("\n"), color: RANKED_COLOR, url: map.beatmap.url ?? undefined };
  }
}

import type { Deps } from "../../core/deps";
import { badInput, check, forbidden, MSG, notFound, unauthenticated } from "../../core/errors";
import { requireUser } from "../../core/access";
import { LogCategory, TaskName, TaskStatus, type Mode } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";
import { beatmapOfTask, insertTask, loadMap, recalcIfRanked, reloadBeatmap, taskOf, viewerFacts } from "./beatmap-facts";
import {
  addTaskForProblem,
  addTaskProblem,
  BEATMAP_MSG,
  collaboratorProblem,
  collaboratorRemovalProblem,
  frozenProblem,
  isNominatorGroup,
  mapLabel,
  modderProblem,
  newCollaboratorProblem,
  nominatorProblem,
  questProblem,
  taskEditProblem,
  taskStatusProblem,
  taskModeFor,
} from "./beatmaps.rules";
import { openOsuTokens, sealOsuTokens } from "../auth/osu-tokens";
import { taskEvent } from "./beatmaps.events";

/** Where a user's osu! access token comes from for the nominator check (see toggleNominator). */
export interface OsuTokenSource {
  /** The session of the current request (REST), when known. */
  sessionId?: string | null;
}

/**
 * The people on a mapset: its tasks and their mappers (collaborators), its modders and its nominators. Every write loads
 * the mapset under a row lock (beatmap-facts.ts), checks the permission matrix and the rules (beatmaps.rules.ts),
 * writes and logs in one transaction. Reads, creation and the host's settings are BeatmapsService's.
 */
export class BeatmapCrewService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  // ------------------------------------------------------------------------------------------------------------ tasks

  /** Claims a task: for yourself, or (host and admins only) for someone else. */
  async addTask(
    viewer: User | null,
    beatmapId: number,
    req: { name: TaskName; mode?: Mode | null; userId?: number | null },
  ): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const targetId = req.userId ?? user.id;
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, beatmapId);
      check(addTaskForProblem(v, map.facts, targetId));
      check(frozenProblem(v, map.beatmap));
      const target = targetId === user.id ? user : await m.getRepository(User).findOneBy({ id: targetId });
      if (!target) throw notFound(MSG.cannotFindUser);
      const mode = taskModeFor(req.name, map.beatmap.mode, req.mode);
      if (!mode) throw badInput(BEATMAP_MSG.modeRequired);
      check(addTaskProblem(map.facts, { name: req.name, mode, userId: target.id, requester: v }));
      await insertTask(m, beatmapId, req.name, mode, TaskStatus.WIP, [target.id], this.deps.now());
      await this.logs.write(user.id, `added "${req.name}" difficulty to "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
      await this.deps.events.record(m, taskEvent(map, "added", user, { name: req.name, mapperIds: [] }, target));
      await recalcIfRanked(m, this.points, map, [target.id]);
    });
    return reloadBeatmap(this.deps.db, beatmapId);
  }

  /** Removes a task of THIS mapset (a fix, see README.md): its mappers, the host or an admin. */
  async removeTask(viewer: User | null, beatmapId: number | null, taskId: number): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const mapId = beatmapId ?? (await beatmapOfTask(this.deps.db, taskId));
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, mapId);
      const task = taskOf(map, taskId);
      check(taskEditProblem(v, map.beatmap, task));
      await m.delete(Task, { id: task.id });
      await this.logs.write(user.id, `removed "${task.name}" from "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
      await this.deps.events.record(m, taskEvent(map, "removed", user, task));
      await recalcIfRanked(m, this.points, map, []);
    });
    return reloadBeatmap(this.deps.db, mapId);
  }

  async setTaskStatus(viewer: User | null, beatmapId: number | null, taskId: number, status: TaskStatus): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    if (status !== TaskStatus.WIP && status !== TaskStatus.Done) throw badInput(BEATMAP_MSG.invalidStatus);
    const mapId = beatmapId ?? (await beatmapOfTask(this.deps.db, taskId));
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, mapId);
      const task = taskOf(map, taskId);
      check(taskEditProblem(v, map.beatmap, task));
      check(taskStatusProblem(v, map.beatmap, status));
      if (task.status === status) return;
      await m.update(Task, { id: task.id }, { status });
      await this.logs.write(
        user.id,
        `changed status of "${task.name}" on "${mapLabel(map.song)}" to "${status}"`,
        LogCategory.beatmap,
        m,
      );
      await this.deps.events.record(m, taskEvent(map, "status", user, { ...task, status }));
    });
    return reloadBeatmap(this.deps.db, mapId);
  }

  /**
   * Adds a collaborator to a task of THIS mapset (a fix, see README.md): only the task's mappers or the host (or an admin), while
   * the mapset is WIP; on a quest mapset the collaborator must be in the quest's current party.
   */
  async addCollaborator(viewer: User | null, beatmapId: number, taskId: number, userId?: number | null): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const targetId = userId ?? user.id;
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, beatmapId);
      const task = taskOf(map, taskId);
      check(collaboratorProblem(v, map.beatmap, task, true));
      const target = await m.getRepository(User).findOneBy({ id: targetId });
      if (!target) throw notFound(MSG.cannotFindUser);
      check(newCollaboratorProblem(task, target.id));
      if (!v.isAdmin) check(questProblem(map.facts, task.name, task.mode, [target.id]));
      await m.query(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2)`, [task.id, target.id]);
      await this.logs.write(
        user.id,
        `added collab mapper to "${task.name}" difficulty on "${mapLabel(map.song)}"`,
        LogCategory.beatmap,
        m,
      );
      await this.deps.events.record(m, taskEvent(map, "collaboratorAdded", user, task, target));
      await recalcIfRanked(m, this.points, map, [target.id]);
    });
    return reloadBeatmap(this.deps.db, beatmapId);
  }

  async removeCollaborator(viewer: User | null, beatmapId: number | null, taskId: number, userId: number): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const mapId = beatmapId ?? (await beatmapOfTask(this.deps.db, taskId));
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, mapId);
      const task = taskOf(map, taskId);
      check(collaboratorProblem(v, map.beatmap, task, false));
      check(collaboratorRemovalProblem(task, userId));
      const removed = await m.getRepository(User).findOneByOrFail({ id: userId });
      await m.query(`DELETE FROM task_mappers WHERE task_id = $1 AND user_id = $2`, [task.id, userId]);
      await this.logs.write(
        user.id,
        `removed "${removed.username}" from collab mapper of "${task.name}" on "${mapLabel(map.song)}"`,
        LogCategory.beatmap,
        m,
      );
      await this.deps.events.record(m, taskEvent(map, "collaboratorRemoved", user, task, removed));
      await recalcIfRanked(m, this.points, map, []);
    });
    return reloadBeatmap(this.deps.db, mapId);
  }

  // ------------------------------------------------------------------------------------------------------------ modders and nominators

  async toggleModder(viewer: User | null, id: number): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      const adding = !map.modderIds.includes(user.id);
      check(modderProblem(v, map.beatmap, adding));
      if (adding) await m.query(`INSERT INTO beatmap_modders (beatmap_id, user_id) VALUES ($1, $2)`, [id, user.id]);
      else await m.query(`DELETE FROM beatmap_modders WHERE beatmap_id = $1 AND user_id = $2`, [id, user.id]);
      const label = mapLabel(map.song);
      await this.logs.write(
        user.id,
        adding ? `modded "${label}"` : `removed from modder list on "${label}"`,
        LogCategory.beatmap,
        m,
      );
    });
    return reloadBeatmap(this.deps.db, id);
  }

  /**
   * Registers (or unregisters) the viewer as a Beatmap Nominator. Adding needs an osu! BN/NAT group, read from osu!'s
   * /me with the viewer's own access token: the one of the request's session when the caller knows it (REST), else the
   * viewer's most recent signed-in session (GraphQL). The osu! call happens before the transaction, so no lock is held
   * while waiting on the network.
   */
  async toggleNominator(viewer: User | null, id: number, tokens: OsuTokenSource = {}): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const before = await loadMap(this.deps.db.manager, id, false);
    const adding = !before.bnIds.includes(user.id);
    check(nominatorProblem(v, before.facts, before.bnIds.length, adding));
    if (adding && !(await this.isNominator(user, tokens))) throw forbidden(BEATMAP_MSG.somethingWrong);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      const stillAdding = !map.bnIds.includes(user.id);
      if (stillAdding !== adding) return;
      check(nominatorProblem(v, map.facts, map.bnIds.length, adding));
      if (adding) await m.query(`INSERT INTO beatmap_bns (beatmap_id, user_id) VALUES ($1, $2)`, [id, user.id]);
      else await m.query(`DELETE FROM beatmap_bns WHERE beatmap_id = $1 AND user_id = $2`, [id, user.id]);
      const label = mapLabel(map.song);
      await this.logs.write(
        user.id,
        adding ? `added to Beatmap Nominator list on "${label}"` : `removed from Beatmap Nominator list on "${label}"`,
        LogCategory.beatmap,
        m,
      );
    });
    return reloadBeatmap(this.deps.db, id);
  }

  private async isNominator(user: User, source: OsuTokenSource): Promise<boolean> {
    const token = await this.osuAccessToken(user.id, source.sessionId ?? null);
    if (!token) throw unauthenticated();
    try {
      const me = await this.deps.osu.me(token);
      return me.id === user.osuId && isNominatorGroup(me.groupIds);
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message, userId: user.id }, "osu! group check failed");
      return false;
    }
  }

  /**
   * The viewer's osu! access token from the session store (sessions.sess.osuTokens, sealed at sign-in). An expired
   * token is refreshed with the refresh token, by the OAuth client that issued it, and the new pair (osu! rotates
   * refresh tokens) written back to that session.
   */
  private async osuAccessToken(userId: number, sessionId: string | null): Promise<string | null> {
    const rows: { sid: string; sealed: unknown }[] = await this.deps.db.query(
      `SELECT sid, sess->'osuTokens' AS sealed FROM sessions
          WHERE user_id = $1 AND expire > now() AND sess ? 'osuTokens' AND ($2::text IS NULL OR sid = $2)
          ORDER BY expire DESC LIMIT 1`,
      [userId, sessionId],
    );
    const row = rows[0];
    const tokens = row ? openOsuTokens(this.deps.config, row.sealed) : null;
    if (!row || !tokens?.accessToken) return null;
    if (Number(tokens.expiresAt) - 60_000 > Date.now()) return tokens.accessToken;
    if (!tokens.refreshToken) return null;
    try {
      // With the client that issued it (a merch sign-in's token only refreshes with the merch client).
      const fresh = await this.deps.osu.refresh(tokens);
      await this.deps.db.query(`UPDATE sessions SET sess = jsonb_set(sess, '{osuTokens}', to_jsonb($2::text)) WHERE sid = $1`, [
        row.sid,
        sealOsuTokens(this.deps.config, fresh),
      ]);
      return fresh.accessToken;
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message, userId }, "osu! token refresh failed");
      return null;
    }
  }
}

/**
 * Notifications waiting for the demo accounts (api/src/modules/notifications/README.md), made from the guild's own data
 * so every link leads somewhere real:
 * - DemoMapper (101): a party invitation (a real pending invitation), a collaborator's change on one of their mapsets,
 *   a mapset's new status, results of a contest they entered and its creator's message, their rank 2 badge, and
 *   their party's quest accepted — the newest few unread;
 * - DemoNewcomer (102): a party invitation; DemoShowcase (106): screening opened (their stars to place); DemoMentor
 *   (104): judging opened; DemoAdmin (100): a contest creator's message.
 * Rows are written as core/events.ts and the inbox write them (a domain event, then one notification per member).
 */
import type { EntityManager } from "typeorm";
import { EventKind, type EventData, type SubjectType } from "../../core/events";
import { RANK_NAMES } from "../../modules/points/points.rules";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  now: Date;
  demoUser: (osuId: number) => number;
}

interface Note {
  userId: number;
  kind: EventKind;
  subject: { type: SubjectType; id: number };
  data: EventData;
  actorId?: number | null;
  role?: string | null;
  hoursAgo: number;
  read?: boolean;
  public?: boolean;
}

export const notificationsSeeder = {
  name: "notifications",
  async seed({ m, now, demoUser }: SeedContext): Promise<Record<string, number>> {
    const MAPPER = demoUser(101);
    const NEWCOMER = demoUser(102);
    const notes: Note[] = [];
    const one = async <T>(sql: string, params: unknown[]): Promise<T | undefined> => ((await m.query(sql, params)) as T[])[0];

    // Party invitations: a party of an open quest led by someone else, the member not in any party of it yet.
    for (const [userId, hoursAgo] of [
      [MAPPER, 2],
      [NEWCOMER, 5],
    ] as const) {
      const party = await one<{ id: number; quest_id: number; quest_name: string; leader_id: number; leader: string }>(
        `SELECT p.id, q.id AS quest_id, q.name AS quest_name, p.leader_id, u.username AS leader
           FROM parties p JOIN quests q ON q.id = p.quest_id JOIN users u ON u.id = p.leader_id
          WHERE q.status = 'open' AND p.leader_id <> $1 AND NOT p.lock
            AND NOT EXISTS (SELECT 1 FROM party_members pm WHERE pm.quest_id = q.id AND pm.user_id = $1)
            AND (SELECT count(*) FROM party_members pm WHERE pm.party_id = p.id) < q.max_party
          ORDER BY q.price, p.id LIMIT 1`,
        [userId],
      );
      if (!party) continue;
      await m.query(`INSERT INTO party_invites (party_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        party.id,
        userId,
        new Date(now.getTime() - hoursAgo * 3600_000),
      ]);
      notes.push({
        userId,
        kind: EventKind.partyInvited,
        subject: { type: "Party", id: party.id },
        actorId: party.leader_id,
        data: { questId: party.quest_id, questName: party.quest_name, actorName: party.leader },
        hoursAgo,
      });
    }

    // A collaborator's change on one of DemoMapper's mapsets, and the newest status of another.
    const task = await one<{
      beatmap_id: number;
      label: string;
      name: string;
      status: string;
      user_id: number;
      username: string;
    }>(
      `SELECT b.id AS beatmap_id, s.artist_name || ' - ' || s.title AS label, t.name::text AS name, t.status::text AS status,
              tm.user_id, u.username
         FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id JOIN tasks t ON t.beatmap_id = b.id
         JOIN task_mappers tm ON tm.task_id = t.id JOIN users u ON u.id = tm.user_id
        WHERE b.host_id = $1 AND tm.user_id <> $1 ORDER BY b.id, t.id LIMIT 1`,
      [MAPPER],
    );
    if (task)
      notes.push({
        userId: MAPPER,
        kind: EventKind.beatmapTaskChanged,
        subject: { type: "Beatmap", id: task.beatmap_id },
        actorId: task.user_id,
        data: {
          label: task.label,
          task: task.name,
          change: "status",
          status: task.status,
          actorName: task.username,
          targetName: null,
        },
        hoursAgo: 7,
      });
    const mapset = await one<{ id: number; label: string; status: string }>(
      `SELECT b.id, s.artist_name || ' - ' || s.title AS label, b.status::text AS status
         FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id
        WHERE b.host_id = $1 AND b.status IN ('Qualified', 'Ranked') ORDER BY (b.status = 'Qualified') DESC, b.id DESC LIMIT 1`,
      [MAPPER],
    );
    if (mapset)
      notes.push({
        userId: MAPPER,
        kind: EventKind.beatmapStatusChanged,
        subject: { type: "Beatmap", id: mapset.id },
        data: {
          label: mapset.label,
          status: mapset.status,
          previous: mapset.status === "Ranked" ? "Qualified" : "Done",
          reason: null,
        },
        hoursAgo: 30,
        public: true,
      });

    // A contest DemoMapper entered: its creator's message, then its results.
    const entered = await one<{ id: number; name: string; creator_id: number; creator: string }>(
      `SELECT c.id, c.name, cc.user_id AS creator_id, u.username AS creator
         FROM contest_submissions s JOIN contests c ON c.id = s.contest_id
         JOIN contest_creators cc ON cc.contest_id = c.id JOIN users u ON u.id = cc.user_id
        WHERE s.creator_id = $1 AND c.status = 'complete' AND cc.user_id <> $1 ORDER BY c.id DESC LIMIT 1`,
      [MAPPER],
    );
    if (entered) {
      notes.push({
        userId: MAPPER,
        kind: EventKind.contestMessage,
        subject: { type: "Contest", id: entered.id },
        actorId: entered.creator_id,
        data: {
          name: entered.name,
          message: "Thank you for entering! The results post goes up tonight; keychains are shipped next week.",
          actorName: entered.creator,
        },
        hoursAgo: 50,
        read: true,
      });
      notes.push({
        userId: MAPPER,
        kind: EventKind.contestPhaseChanged,
        subject: { type: "Contest", id: entered.id },
        actorId: entered.creator_id,
        role: "entrant",
        data: { name: entered.name, phase: "complete" },
        hoursAgo: 26,
        public: true,
      });
    }

    // The badge of rank 2, awarded a week ago (their rank 3 badge is still in the admins' queue), and the quest their
    // party holds.
    await m.query(`UPDATE users SET badge = 2 WHERE id = $1 AND badge < 2`, [MAPPER]);
    notes.push({
      userId: MAPPER,
      kind: EventKind.badgeAwarded,
      subject: { type: "User", id: MAPPER },
      data: { rank: 2, rankName: RANK_NAMES[2] ?? null, username: "DemoMapper" },
      hoursAgo: 24 * 6,
      read: true,
      public: true,
    });
    const held = await one<{ id: number; name: string; leader_id: number; modes: string }>(
      `SELECT q.id, q.name, p.leader_id, array_to_string(q.modes, ', ') AS modes
         FROM quests q JOIN parties p ON p.quest_id = q.id JOIN party_members pm ON pm.party_id = p.id
        WHERE q.status = 'wip' AND pm.user_id = $1 AND p.leader_id <> $1 ORDER BY q.id LIMIT 1`,
      [MAPPER],
    );
    if (held)
      notes.push({
        userId: MAPPER,
        kind: EventKind.questAccepted,
        subject: { type: "Quest", id: held.id },
        actorId: held.leader_id,
        data: { questName: held.name, modes: held.modes },
        hoursAgo: 24 * 9,
        read: true,
        public: true,
      });

    // Contest staff: screening and judging opened for them.
    for (const [osuId, phase, role, hoursAgo] of [
      [106, "screening", "screener", 20],
      [104, "judging", "judge", 40],
    ] as const) {
      const userId = demoUser(osuId);
      const contest = await one<{ id: number; name: string }>(
        `SELECT c.id, c.name FROM contests c JOIN ${role === "screener" ? "contest_screeners" : "contest_judges"} x ON x.contest_id = c.id
          WHERE c.status = $1 AND x.user_id = $2 ORDER BY c.id LIMIT 1`,
        [phase, userId],
      );
      if (contest)
        notes.push({
          userId,
          kind: EventKind.contestPhaseChanged,
          subject: { type: "Contest", id: contest.id },
          actorId: MAPPER,
          role,
          data: { name: contest.name, phase },
          hoursAgo,
          public: true,
        });
    }

    // DemoAdmin co-creates a contest with DemoMapper: DemoMapper's message to its participants reached them.
    const cocreated = await one<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM contests c JOIN contest_creators a ON a.contest_id = c.id AND a.user_id = $1
         JOIN contest_creators b ON b.contest_id = c.id AND b.user_id = $2 WHERE c.status = 'beatmapping' ORDER BY c.id LIMIT 1`,
      [demoUser(100), MAPPER],
    );
    if (cocreated)
      notes.push({
        userId: demoUser(100),
        kind: EventKind.contestMessage,
        subject: { type: "Contest", id: cocreated.id },
        actorId: MAPPER,
        data: {
          name: cocreated.name,
          message: "Two days left to upload your beatmaps: good luck, everyone!",
          actorName: "DemoMapper",
        },
        hoursAgo: 3,
      });

    for (const n of notes.sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const at = new Date(now.getTime() - n.hoursAgo * 3600_000);
      const [event]: { id: string }[] = await m.query(
        `INSERT INTO domain_events (kind, subject_type, subject_id, actor_id, recipient_ids, data, is_public, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [n.kind, n.subject.type, n.subject.id, n.actorId ?? null, [n.userId], JSON.stringify(n.data), n.public ?? false, at],
      );
      await m.query(`INSERT INTO notifications (user_id, event_id, role, created_at, read_at) VALUES ($1, $2, $3, $4, $5)`, [
        n.userId,
        event.id,
        n.role ?? null,
        at,
        n.read ? new Date(at.getTime() + 3600_000) : null,
      ]);
    }
    return { notifications: notes.length, unread: notes.filter((n) => !n.read).length };
  },
};

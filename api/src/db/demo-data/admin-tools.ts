/**
 * Demo data of the admins' tools: an artist overdue for a review, bundled mapsets, and the admin audit log of what the
 * demo admin did to set the guild up (the roles of the demo accounts, contest approvals, merch access, a bundled
 * mapset, a review), each entry matching the data it describes. Runs after every other area (it reads their rows).
 */
import { ArtistStatus, UserGroup } from "../../core/enums";
import { AdminActionKind, AdminTargetType } from "../../modules/audit/audit.rules";
import { auditTarget, memberTarget, recordAdminAction, type AdminAction } from "../../modules/audit/audit.service";
import type { EntityManager } from "typeorm";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  days: (n: number) => Date;
  demoUser: (osuId: number) => number;
}

/** The artist waiting longest for a review in the demo (last reviewed 400 days ago). */
export const OVERDUE_ARTIST = "Lanterns of Kaldera";

async function seedAdminTools({ m, days, demoUser }: SeedContext): Promise<Record<string, number>> {
  const admin = demoUser(100);
  const entries: AdminAction[] = [];
  let t = -60;
  const at = () => days((t += 2));

  // ---------------------------------------------------------------- an overdue artist (the review queue)
  const [overdue]: { id: number; label: string }[] = await m.query(
    `INSERT INTO featured_artists (label, status, notes, last_reviewed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id, label`,
    [
      OVERDUE_ARTIST,
      ArtistStatus.private,
      "Sent a demo pack two years ago; never followed up. Check whether the community maps them before writing.",
      days(-400),
      days(-700),
    ],
  );

  // ---------------------------------------------------------------- roles of the demo accounts, as granted by the admin
  const roles: [number, AdminActionKind][] = [
    [103, AdminActionKind.groupSecret],
    [104, AdminActionKind.mentorshipAdmin],
    [105, AdminActionKind.worldCupHelper],
  ];
  for (const [osuId, kind] of roles) {
    const [u]: { id: number; username: string; group: UserGroup }[] = await m.query(
      `SELECT id, username, "group" FROM users WHERE id = $1`,
      [demoUser(osuId)],
    );
    entries.push({ actorId: admin, kind, ...memberTarget(u), oldValue: false, newValue: true, at: at() });
  }

  // ---------------------------------------------------------------- approvals of the approved contests
  const contests: { id: number; name: string }[] = await m.query(
    `SELECT id, name FROM contests WHERE is_approved ORDER BY created_at, id LIMIT 4`,
  );
  for (const c of contests)
    entries.push({
      actorId: admin,
      kind: AdminActionKind.contestApproval,
      ...auditTarget(AdminTargetType.contest, c.id, c.name),
      oldValue: false,
      newValue: true,
      at: at(),
    });

  // ---------------------------------------------------------------- merch access granted
  const merch: { id: number; username: string }[] = await m.query(
    `SELECT u.id, u.username FROM merch_access a JOIN users u ON u.id = a.user_id WHERE a.has_merch_access ORDER BY u.id LIMIT 3`,
  );
  for (const u of merch)
    entries.push({
      actorId: admin,
      kind: AdminActionKind.merchFlag,
      ...memberTarget(u),
      oldValue: "hasMerchAccess: false",
      newValue: "hasMerchAccess: true",
      at: at(),
    });

  // ---------------------------------------------------------------- bundled mapsets (Ranked, ENHI, 90-240 s)
  const candidates: { id: number; label: string }[] = await m.query(
    `SELECT b.id, s.artist_name || ' - ' || s.title AS label
       FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id
      WHERE b.status = 'Ranked' AND b.length > 90 AND b.length < 240
        AND (SELECT count(DISTINCT t.name) FROM tasks t
              WHERE t.beatmap_id = b.id AND t.name IN ('Easy', 'Normal', 'Hard', 'Insane')) = 4
      ORDER BY b.id`,
  );
  const bundled = candidates.filter((_, i) => i % 2 === 0).slice(0, 4);
  if (bundled.length) await m.query(`UPDATE beatmaps SET is_bundled = true WHERE id = ANY($1)`, [bundled.map((b) => b.id)]);
  for (const b of bundled)
    entries.push({
      actorId: admin,
      kind: AdminActionKind.beatmapEdit,
      ...auditTarget(AdminTargetType.beatmap, b.id, b.label),
      oldValue: "isBundled: false",
      newValue: "isBundled: true",
      at: at(),
    });

  // ---------------------------------------------------------------- a review of a featured artist
  const [reviewed]: { id: number; label: string; last_reviewed: Date }[] = await m.query(
    `SELECT id, label, last_reviewed FROM featured_artists WHERE last_reviewed IS NOT NULL AND id <> $1 ORDER BY last_reviewed DESC LIMIT 1`,
    [overdue.id],
  );
  if (reviewed)
    entries.push({
      actorId: admin,
      kind: AdminActionKind.artistEdit,
      ...auditTarget(AdminTargetType.artist, reviewed.id, reviewed.label),
      newValue: { lastReviewed: reviewed.last_reviewed },
      at: new Date(reviewed.last_reviewed),
    });

  for (const e of entries.sort((a, b) => a.at!.getTime() - b.at!.getTime())) await recordAdminAction(m, e);
  return { audit: entries.length, bundled: bundled.length, overdue: 1 };
}

export const adminToolsSeeder = { name: "admin", seed: seedAdminTools };

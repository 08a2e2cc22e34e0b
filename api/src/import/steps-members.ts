/**
 * Members, featured artists and songs (README.md "What each collection becomes"). Members are matched by osu! id
 * first: one who already signed in to the new site keeps their row and gains the ObjectId (merged).
 */
import { Doc, existingKeys, newDocs, type ImportContext } from "./context";
import { ImportRefusal } from "./errors";

const GROUPS = ["user", "admin", "secret"] as const;
const ARTIST_STATUSES = ["public", "private", "playlist"] as const;
export const PLACEHOLDERS = "_placeholders";

interface ExistingUser {
  id: number;
  osu_id: number;
  group: string;
  legacy_points: number;
  created_at: Date;
  discord_id: string | null;
}

/** Refuses the dump when two of its members share an osu! id, or one is already mapped to another ObjectId. */
export async function checkMembers(ctx: ImportContext): Promise<void> {
  const seen = new Map<number, string>();
  for (const raw of ctx.source.docs("users")) {
    const osuId = typeof raw.osuId === "number" ? raw.osuId : Number(raw.osuId);
    if (!Number.isSafeInteger(osuId)) continue;
    const other = seen.get(osuId);
    if (other) {
      throw new ImportRefusal(
        `users ${other} and ${raw._id} have the same osu! id ${osuId}: the original allows one account per osu! id. ` +
          `Remove the duplicate from the original's database (or the dump) and dump again.`,
      );
    }
    seen.set(osuId, raw._id);
  }
  const mapped: { object_id: string; osu_id: number }[] = await ctx.m.query(
    `SELECT l.object_id, u.osu_id FROM legacy_ids l JOIN users u ON u.id = l.row_id WHERE l.collection = 'users'`,
  );
  for (const r of mapped) {
    const oid = seen.get(Number(r.osu_id));
    if (oid && oid !== r.object_id) {
      throw new ImportRefusal(
        `user ${oid} has osu! id ${r.osu_id}, which an earlier import gave to user ${r.object_id}: one osu! id, two ObjectIds. ` +
          `Is this a dump of the same site?`,
      );
    }
  }
}

export async function importUsers(ctx: ImportContext): Promise<void> {
  const existing = new Map<number, ExistingUser>();
  for (const u of (await ctx.m.query(
    `SELECT id, osu_id, "group"::text AS "group", legacy_points, created_at, discord_id FROM users`,
  )) as ExistingUser[]) {
    existing.set(Number(u.osu_id), u);
  }
  const docs = newDocs(ctx, "users");
  const ids = await ctx.sink.alloc("users", docs.length);
  const merchUsers = await existingKeys(ctx.m, `SELECT user_id AS k FROM merch_access`);
  const badgeUsers = await existingKeys(ctx.m, `SELECT user_id AS k FROM mentorship_badges`);
  let next = 0;
  for (const d of docs) {
    const osuId = d.int("osuId", 1);
    if (osuId === null) {
      d.skip("no osu! id: the member cannot be matched to an osu! account");
      continue;
    }
    let group = d.str("group") ?? "user";
    if (!(GROUPS as readonly string[]).includes(group)) {
      d.note("remapped", "group", `group "${group}" does not exist in ours (a group of the original's past): member`, group);
      group = "user";
    }
    const legacy = d.num("legacyPoints") ?? 0;
    const discordId = discord(d);
    const createdAt = d.createdAt();
    const mine = existing.get(osuId);
    let id: number;
    if (mine) {
      // Signed in to the new site already: the row stays theirs; the guild's own data of the original is added to it.
      id = mine.id;
      const taken: string[] = [];
      const sets: string[] = [];
      const params: unknown[] = [id];
      const set = (sql: string, value: unknown, what: string) => {
        params.push(value);
        sets.push(sql.replace("?", `$${params.length}`));
        taken.push(what);
      };
      if (group !== "user" && mine.group === "user") set(`"group" = ?`, group, `group ${group}`);
      if (legacy !== 0 && Number(mine.legacy_points) === 0) set(`legacy_points = ?`, legacy, `legacy points ${legacy}`);
      if (createdAt < new Date(mine.created_at)) set(`created_at = ?`, createdAt, "member since");
      if (discordId && !mine.discord_id) set(`discord_id = ?`, discordId, "Discord id");
      for (const [field, column] of [
        ["isMentorshipAdmin", "is_mentorship_admin"],
        ["isQuestTrailblazer", "is_quest_trailblazer"],
        ["isShowcaseMapper", "is_showcase_mapper"],
        ["isContestHelper", "is_contest_helper"],
        ["isWorldCupHelper", "is_world_cup_helper"],
      ] as const) {
        if (d.bool(field)) set(`${column} = ?`, true, field);
      }
      const badge = d.int("badge", 0, 32767) ?? 0;
      const queued = d.int("queuedBadge", 0, 32767) ?? 0;
      if (badge) set(`badge = GREATEST(badge, ?)`, badge, `badge ${badge}`);
      if (queued) set(`queued_badge = GREATEST(queued_badge, ?)`, queued, `queued badge ${queued}`);
      if (sets.length) await ctx.m.query(`UPDATE users SET ${sets.join(", ")} WHERE id = $1`, params);
      d.note(
        "merged",
        undefined,
        "signed in to the new site before the import: the member keeps their row (osu! name, cover and stats of ours)",
        taken.length ? `taken from the dump: ${taken.join(", ")}` : "nothing to take from the dump",
      );
    } else {
      id = ids[next++];
      const cover = d.raw.cover;
      let coverUrl: string | null = null;
      if (typeof cover === "string") coverUrl = cover;
      else if (cover && typeof cover === "object" && !Array.isArray(cover) && !(cover instanceof Date)) {
        const u = (cover as Record<string, unknown>).custom_url ?? (cover as Record<string, unknown>).url;
        coverUrl = typeof u === "string" ? u : null;
      }
      if (coverUrl && coverUrl.length > 500) {
        d.note("nulled", "cover", "cover URL longer than our limit of 500 characters");
        coverUrl = null;
      }
      let username = d.text("username", 32, "");
      if (!username) {
        username = `user${osuId}`;
        d.note("remapped", "username", "no username in the dump: a placeholder until the member signs in", username);
      }
      ctx.sink.push("users", {
        id,
        osu_id: osuId,
        username,
        group,
        is_mentorship_admin: d.bool("isMentorshipAdmin"),
        is_world_cup_helper: d.bool("isWorldCupHelper"),
        is_showcase_mapper: d.bool("isShowcaseMapper"),
        is_contest_helper: d.bool("isContestHelper"),
        is_quest_trailblazer: d.bool("isQuestTrailblazer"),
        badge: d.int("badge", 0, 32767) ?? 0,
        queued_badge: d.int("queuedBadge", 0, 32767) ?? 0,
        cover_url: coverUrl,
        ranked_beatmaps_count: d.int("rankedBeatmapsCount", 0) ?? 0,
        global_rank: d.int("globalRank"),
        pp_osu: d.num("ppOsu"),
        pp_taiko: d.num("ppTaiko"),
        pp_catch: d.num("ppCatch"),
        pp_mania: d.num("ppMania"),
        discord_id: discordId,
        legacy_points: legacy,
        created_at: createdAt,
        updated_at: d.updatedAt(),
      });
    }
    if ((d.bool("hasMerchAccess") || d.bool("hasSpecificMerchOrder")) && !merchUsers.has(String(id))) {
      ctx.sink.push("merch_access", {
        user_id: id,
        has_merch_access: d.bool("hasMerchAccess"),
        has_specific_merch_order: d.bool("hasSpecificMerchOrder"),
        updated_at: d.updatedAt(),
      });
    }
    const mentorshipBadge = d.int("mentorshipBadge", 0, 32767);
    if (mentorshipBadge !== null && mentorshipBadge > 0 && !badgeUsers.has(String(id))) {
      ctx.sink.push("mentorship_badges", { user_id: id, badge: mentorshipBadge, updated_at: d.updatedAt() });
    }
    d.map(id);
  }
  await ctx.sink.flush();
}

/** A Discord id kept only when it is exact: a 17–19-digit snowflake stored as a number (before 2020-09) lost digits. */
function discord(d: Doc): string | null {
  const v = d.raw.discordId;
  if (v === null || v === undefined || v === "") return null;
  if (typeof v === "number") {
    if (Number.isSafeInteger(v)) return String(v);
    d.note("nulled", "discordId", "stored as a number before 2020-09: too large to be exact, the digits are lost", String(v));
    return null;
  }
  return d.text("discordId", 40, null);
}

/** The first parent (by ObjectId order) of every child listed in a parent's array; later parents are listed. */
export function parentsOf(ctx: ImportContext, parent: "featuredartists" | "beatmaps" | "contests" | "judgings", field: string) {
  const parents = new Map<string, string>();
  const docs = [...ctx.source.docs(parent)].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  for (const p of docs) {
    const list = p[field];
    if (!Array.isArray(list)) continue;
    for (const child of list) {
      if (typeof child !== "string") continue;
      const first = parents.get(child);
      if (first === undefined) parents.set(child, p._id);
      else if (first !== p._id && !ctx.legacy.before(parent, p._id)) {
        ctx.report.item({
          collection: parent,
          objectId: p._id,
          action: "element-skipped",
          field,
          reason: `also listed by ${parent} ${first} (the first by ObjectId keeps it)`,
          detail: child,
        });
      }
    }
  }
  return parents;
}

/** The private artist that holds songs listed under no artist (created once, then reused). */
export async function placeholderArtist(ctx: ImportContext): Promise<number> {
  const id = ctx.legacy.id(PLACEHOLDERS, "artist");
  if (id !== undefined) return id;
  const [newId] = await ctx.sink.alloc("featured_artists", 1);
  ctx.sink.push("featured_artists", {
    id: newId,
    label: "(Imported songs without an artist)",
    status: "private",
    notes: "Created by the import from the original site: holds songs and mapsets whose artist the dump did not have.",
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await ctx.sink.flush();
  ctx.legacy.add({
    collection: PLACEHOLDERS,
    object_id: "artist",
    table_name: "featured_artists",
    row_id: newId,
    source_hash: null,
    extra: null,
  });
  return newId;
}

export async function importArtists(ctx: ImportContext): Promise<void> {
  const docs = newDocs(ctx, "featuredartists");
  const ids = await ctx.sink.alloc("featured_artists", docs.length);
  const joins: { table: string; field: string; artist: number; d: Doc }[] = [];
  docs.forEach((d, i) => {
    const id = ids[i];
    let status = d.str("status") ?? "private";
    if (!(ARTIST_STATUSES as readonly string[]).includes(status)) {
      d.note("remapped", "status", `status "${status}" does not exist in ours (a value of the original's past): private`, status);
      status = "private";
    }
    let label = d.text("label", 200, "");
    if (!label) {
      label = "(unnamed artist)";
      d.note("remapped", "label", "no label in the dump", label);
    }
    const release = d.date("projectedRelease");
    ctx.sink.push("featured_artists", {
      id,
      osu_id: d.int("osuId"),
      label,
      status,
      is_up_to_date: d.bool("isUpToDate"),
      songs_timed: d.bool("songsTimed"),
      has_ranked_maps: d.bool("hasRankedMaps"),
      has_new_songs: d.bool("hasNewSongs"),
      is_contacted: d.bool("isContacted"),
      is_responded: d.bool("isResponded"),
      is_rejected: d.bool("isRejected"),
      contract_sent: d.bool("contractSent"),
      artist_signed: d.bool("artistSigned"),
      ppy_paid: d.bool("ppyPaid"),
      ppy_signed: d.bool("ppySigned"),
      songs_received: d.bool("songsReceived"),
      assets_received: d.bool("assetsReceived"),
      is_momentum: d.bool("isMomentum"),
      permanently_dismiss: d.bool("permanentlyDismiss"),
      last_contacted: d.date("lastContacted"),
      last_reviewed: d.date("lastReviewed"),
      projected_release: release ? release.toISOString().slice(0, 10) : null,
      notes: d.text("notes", null, null),
      reference_url: d.url("referenceUrl"),
      osz_templates_url: d.url("oszTemplatesUrl"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(id);
    joins.push({ table: "artist_showcase_mappers", field: "showcaseMappers", artist: id, d });
    joins.push({ table: "artist_offered_users", field: "offeredUsers", artist: id, d });
  });
  await ctx.sink.flush();
  for (const j of joins) {
    for (const user of j.d.refs(j.field, "users")) ctx.sink.push(j.table, { artist_id: j.artist, user_id: user });
  }
  await ctx.sink.flush();
}

export async function importSongs(ctx: ImportContext): Promise<void> {
  const parents = parentsOf(ctx, "featuredartists", "songs");
  const docs = newDocs(ctx, "featuredsongs");
  const ids = await ctx.sink.alloc("featured_songs", docs.length);
  const mappers: [number, Doc][] = [];
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i];
    const parent = parents.get(d.oid);
    let artist = parent ? ctx.legacy.id("featuredartists", parent) : undefined;
    if (artist === undefined) {
      artist = await placeholderArtist(ctx);
      d.note(
        "remapped",
        "artist",
        parent
          ? "its artist was not imported: kept under the private placeholder artist, so its mapsets keep their song"
          : "listed in no artist's songs: kept under the private placeholder artist, so its mapsets keep their song",
        parent,
      );
    }
    const name = d.text("artist", 200, "");
    ctx.sink.push("featured_songs", {
      id: ids[i],
      artist_id: artist,
      artist_name: name,
      title: d.text("title", 300, ""),
      osz_url: d.url("oszUrl"),
      is_excluded_from_classified: d.bool("isExcludedFromClassified"),
      tags: d.strings("tags").map((t) => t.slice(0, 100)),
      created_at: d.createdAt(),
    });
    d.map(ids[i]);
    mappers.push([ids[i], d]);
  }
  await ctx.sink.flush();
  for (const [song, d] of mappers) {
    for (const user of d.refs("songShowcaseMappers", "users"))
      ctx.sink.push("song_showcase_mappers", { song_id: song, user_id: user });
  }
  await ctx.sink.flush();
}

/** Members' previously rolled artists (after artists exist), for members imported or merged in this run. */
export async function importRolledArtists(ctx: ImportContext): Promise<void> {
  const pairs = await existingKeys(ctx.m, `SELECT user_id || ':' || artist_id AS k FROM user_rolled_artists`);
  const fresh = new Set(ctx.legacy.added.filter((r) => r.collection === "users").map((r) => r.object_id));
  for (const raw of ctx.source.docs("users")) {
    if (!fresh.has(raw._id)) continue;
    const user = ctx.legacy.id("users", raw._id);
    if (user === undefined) continue;
    const d = new Doc(ctx, "users", raw);
    for (const artist of d.refs("previouslyRolledArtists", "featuredartists")) {
      const key = `${user}:${artist}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      ctx.sink.push("user_rolled_artists", { user_id: user, artist_id: artist, created_at: d.updatedAt() });
    }
  }
  await ctx.sink.flush();
}

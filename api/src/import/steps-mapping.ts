/**
 * Quests, priority quests (missions), mapsets and their tasks, parties, the spent-points ledger and the showcase
 * selections (README.md "What each collection becomes").
 */
import {
  artistRerollCost,
  BEATMAP_STATUSES,
  DIFFICULTIES,
  genreRerollCost,
  MISSION_STATUSES,
  questCreationCost,
  reopenPrice,
  SONG_REROLL_COST,
  TASK_NAMES,
} from "@mg/rules";
import { Doc, existingKeys, newDocs, type ImportContext } from "./context";
import type { Plain, SourceDoc } from "./dump-reader";
import { parentsOf, placeholderArtist, PLACEHOLDERS } from "./steps-members";

const GAME_MODES = ["osu", "taiko", "catch", "mania"] as const;
const QUEST_STATUSES = ["pending", "rejected", "scheduled", "open", "wip", "done", "hidden"] as const;
const BEATMAP_MODES = ["osu", "taiko", "catch", "mania", "hybrid"] as const;
const TASK_MODES = ["osu", "taiko", "catch", "mania", "sb", "hs", "skin"] as const;
const SPEND_CATEGORIES = [
  "acceptQuest",
  "extendDeadline",
  "reopenQuest",
  "createQuest",
  "rerollShowcaseMissionSong",
  "rerollShowcaseMissionArtist",
  "rerollShowcaseMissionSongByTag",
] as const;

function oneOf<T extends string>(d: Doc, field: string, allowed: readonly T[], fallback: T, why: string): T {
  const v = d.str(field);
  if (v === null) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  d.note("remapped", field, `"${v}" is not one of our values: ${fallback}${why ? ` (${why})` : ""}`, v);
  return fallback;
}

export async function importQuests(ctx: ImportContext): Promise<void> {
  const artistsByOsuId = new Map<number, number>();
  for (const r of (await ctx.m.query(
    `SELECT osu_id, min(id) AS id FROM featured_artists WHERE osu_id IS NOT NULL GROUP BY osu_id`,
  )) as { osu_id: number; id: number }[]) {
    artistsByOsuId.set(Number(r.osu_id), Number(r.id));
  }
  const docs = newDocs(ctx, "quests");
  const ids = await ctx.sink.alloc("quests", docs.length);
  docs.forEach((d, i) => {
    const creator = d.optionalRef("creator", "users");
    const creatorDoc = ctx.source.get("users", d.str("creator"));
    const art = d.int("art");
    let artist: number | null = null;
    if (art) {
      artist = artistsByOsuId.get(art) ?? null;
      if (artist === null)
        d.note("nulled", "art", "no featured artist of ours has this osu! artist id: the quest's art is lost", String(art));
    }
    let price = d.int("price", 0) ?? 0;
    const minParty = d.int("minParty", 1) ?? 1;
    let maxParty = d.int("maxParty") ?? minParty;
    if (maxParty < minParty) {
      d.note("remapped", "maxParty", "smaller than minParty, which ours refuses: set to minParty", `${maxParty} → ${minParty}`);
      maxParty = minParty;
    }
    let required = d.int("requiredMapsets", 0);
    if (required === null) {
      required = 1;
      d.note("remapped", "requiredMapsets", "absent (a quest from before the field existed): one mapset", "1");
    }
    let timeframe = d.num("timeframe");
    if (timeframe === null) {
      timeframe = 0;
      d.note("remapped", "timeframe", "absent: 0", "0");
    }
    price = Math.max(0, price);
    let name = d.text("name", 200, "");
    if (!name) {
      name = "(unnamed quest)";
      d.note("remapped", "name", "no name in the dump", name);
    }
    ctx.sink.push("quests", {
      id: ids[i],
      name,
      description_main: d.text("descriptionMain", null, ""),
      status: oneOf(d, "status", QUEST_STATUSES, "hidden", "kept out of sight until an admin decides"),
      creator_id: creator,
      price,
      required_mapsets: required,
      timeframe: Math.round(timeframe),
      min_party: minParty,
      max_party: maxParty,
      min_rank: d.int("minRank", 0) ?? 0,
      artist_id: artist,
      modes: d.enumList("modes", GAME_MODES),
      is_mbc: d.bool("isMbc"),
      expiration: d.date("expiration"),
      accepted: d.date("accepted"),
      deadline: d.date("deadline"),
      completed: d.date("completed"),
      queued_for_completion: d.bool("queuedForCompletion"),
      // As the migration that added the flag did: a quest is custom when a member (not an admin) created it.
      is_custom: !!creatorDoc && creatorDoc.group !== "admin",
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(ids[i]);
  });
  await ctx.sink.flush();
}

export async function importMissions(ctx: ImportContext): Promise<void> {
  const docs = newDocs(ctx, "missions");
  const ids = await ctx.sink.alloc("missions", docs.length);
  const allMappers = new Set(ctx.exceptions.allMappersWinMissions);
  docs.forEach((d, i) => {
    let tier = d.int("tier", -32768, 32767);
    if (tier === null) {
      tier = 1;
      d.note("remapped", "tier", "absent: tier 1", "1");
    }
    let deadline = d.date("deadline");
    if (!deadline) {
      deadline = d.createdAt();
      d.note("remapped", "deadline", "absent (ours requires one): the creation date", deadline.toISOString());
    }
    let name = d.text("name", 200, "");
    if (!name) {
      name = "(unnamed priority quest)";
      d.note("remapped", "name", "no name in the dump", name);
    }
    ctx.sink.push("missions", {
      id: ids[i],
      name,
      tier,
      status: oneOf(d, "status", MISSION_STATUSES, "hidden", "kept out of sight until an admin decides"),
      objective: d.text("objective", null, ""),
      win_condition: d.text("winCondition", null, ""),
      additional_requirement: d.text("additionalRequirement", null, null),
      deadline,
      modes: d.enumList("modes", GAME_MODES),
      opening_announced: d.bool("openingAnnounced"),
      closing_announced: d.bool("closingAnnounced"),
      has_lame_winners: d.bool("hasLameWinners"),
      is_showcase_mission: d.bool("isShowcaseMission"),
      is_artist_showcase: d.bool("isArtistShowcase"),
      is_genre_showcase: d.bool("isGenreShowcase"),
      is_separate: d.bool("isSeparate"),
      is_osu_original: d.bool("isOsuOriginal"),
      is_unique_to_ranked: d.bool("isUniqueToRanked"),
      is_unique_artist_to_ranked: d.bool("isUniqueArtistToRanked"),
      all_mappers_win: allMappers.has(d.oid),
      remaining_artists: d.int("remainingArtists") ?? 0,
      genre_options: d.strings("genreOptions"),
      user_maximum_ranked_beatmaps_count: d.int("userMaximumRankedBeatmapsCount"),
      user_maximum_global_rank: d.int("userMaximumGlobalRank"),
      user_minimum_rank: d.int("userMinimumRank", -32768, 32767),
      user_maximum_pp: d.int("userMaximumPp"),
      user_minimum_pp: d.int("userMinimumPp"),
      beatmap_earliest_submission_date: d.date("beatmapEarliestSubmissionDate"),
      beatmap_latest_submission_date: d.date("beatmapLatestSubmissionDate"),
      beatmap_minimum_favorites: d.int("beatmapMinimumFavorites"),
      beatmap_minimum_play_count: d.int("beatmapMinimumPlayCount"),
      beatmap_difficulties: d.enumList("beatmapDifficulties", DIFFICULTIES),
      beatmap_minimum_length: d.int("beatmapMinimumLength"),
      beatmap_maximum_length: d.int("beatmapMaximumLength"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    if (allMappers.has(d.oid)) {
      d.note(
        "remapped",
        "all_mappers_win",
        "a hard-coded all-mappers-win mission of the original's points formula: the flag is set",
        "true",
      );
    }
    d.map(ids[i]);
  });
  await ctx.sink.flush();
  for (const d of docs) {
    const mission = ctx.legacy.id("missions", d.oid)!;
    for (const artist of d.refs("artists", "featuredartists"))
      ctx.sink.push("mission_artists", { mission_id: mission, artist_id: artist });
  }
  await ctx.sink.flush();
}

export async function importBeatmaps(ctx: ImportContext): Promise<void> {
  const docs = newDocs(ctx, "beatmaps");
  const ids = await ctx.sink.alloc("beatmaps", docs.length);
  const joins: [number, Doc][] = [];
  let next = 0;
  for (const d of docs) {
    const host = d.ref("host", "users");
    if (host.id === undefined) {
      d.skip(`no host (${host.problem ?? "absent"}): ours requires one`, host.oid);
      continue;
    }
    const id = ids[next++];
    const songRef = d.ref("song", "featuredsongs");
    let song = songRef.id;
    if (song === undefined) {
      song = await placeholderSong(ctx, d);
      d.note(
        "remapped",
        "song",
        songRef.problem
          ? `dangling song (${songRef.problem}): a placeholder song under the private placeholder artist`
          : "no song (allowed by the original, required by ours): a placeholder song under the private placeholder artist",
        songRef.oid,
      );
    }
    let status = d.str("status") ?? "WIP";
    if (!(BEATMAP_STATUSES as readonly string[]).includes(status)) {
      d.note("remapped", "status", `"${status}" does not exist in ours (the original's secret mapsets of 2022): WIP`, status);
      status = "WIP";
    }
    const quest = d.optionalRef("quest", "quests");
    let mission = d.optionalRef("mission", "missions");
    if (quest !== null && mission !== null) {
      d.note(
        "nulled",
        "mission",
        "linked to a quest and a priority quest, ours allows one: the quest is kept",
        d.str("mission") ?? undefined,
      );
      mission = null;
    }
    ctx.sink.push("beatmaps", {
      id,
      song_id: song,
      host_id: host.id,
      status,
      mode: oneOf(d, "mode", BEATMAP_MODES, "osu", ""),
      url: d.url("url"),
      quest_id: quest,
      mission_id: mission,
      tasks_locked: d.enumList("tasksLocked", TASK_NAMES),
      is_showcase: d.bool("isShowcase"),
      queued_for_rank: d.bool("queuedForRank"),
      invalid_for_points: d.bool("invalidForPoints"),
      invalid_reason: d.text("invalidReason", null, null),
      skip_webhook: d.bool("skipWebhook"),
      is_bundled: d.bool("isBundled"),
      is_lame: d.bool("isLame"),
      is_world_cup: d.bool("isWorldCup"),
      length: d.int("length", 0),
      ranked_date: d.date("rankedDate"),
      submission_date: d.date("submissionDate") ?? d.date("submittedDate"),
      favorites: d.int("favorites"),
      play_count: d.int("playCount"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(id);
    joins.push([id, d]);
  }
  await ctx.sink.flush();
  for (const [id, d] of joins) {
    for (const user of d.refs("modders", "users")) ctx.sink.push("beatmap_modders", { beatmap_id: id, user_id: user });
    for (const user of d.refs("bns", "users")) ctx.sink.push("beatmap_bns", { beatmap_id: id, user_id: user });
  }
  await ctx.sink.flush();
}

async function placeholderSong(ctx: ImportContext, d: Doc): Promise<number> {
  const key = `song:${d.oid}`;
  const existing = ctx.legacy.id(PLACEHOLDERS, key);
  if (existing !== undefined) return existing;
  const artist = await placeholderArtist(ctx);
  const [id] = await ctx.sink.alloc("featured_songs", 1);
  ctx.sink.push("featured_songs", {
    id,
    artist_id: artist,
    artist_name: "Unknown artist",
    title: `Unknown song (mapset ${d.oid})`,
    is_excluded_from_classified: true,
    tags: [],
    created_at: d.createdAt(),
  });
  await ctx.sink.flush();
  ctx.legacy.add({
    collection: PLACEHOLDERS,
    object_id: key,
    table_name: "featured_songs",
    row_id: id,
    source_hash: null,
    extra: null,
  });
  return id;
}

export async function importTasks(ctx: ImportContext): Promise<void> {
  const parents = parentsOf(ctx, "beatmaps", "tasks");
  const docs = newDocs(ctx, "tasks");
  const ids = await ctx.sink.alloc("tasks", docs.length);
  const mappers: [number, Doc][] = [];
  let next = 0;
  for (const d of docs) {
    const parent = parents.get(d.oid);
    const beatmap = parent ? ctx.legacy.id("beatmaps", parent) : undefined;
    if (beatmap === undefined) {
      d.skip(parent ? "its mapset was not imported" : "listed in no mapset's tasks", parent);
      continue;
    }
    const name = d.str("name");
    if (!name || !(TASK_NAMES as readonly string[]).includes(name)) {
      d.skip(`task name "${name}" is not one of ours`, name ?? undefined);
      continue;
    }
    const fallbackMode = name === "Storyboard" ? "sb" : name === "Hitsounds" ? "hs" : name === "Skin" ? "skin" : "osu";
    const id = ids[next++];
    ctx.sink.push("tasks", {
      id,
      beatmap_id: beatmap,
      name,
      mode: oneOf(d, "mode", TASK_MODES, fallbackMode, ""),
      status: oneOf(d, "status", ["WIP", "Done"] as const, "WIP", ""),
      created_at: d.createdAt(),
    });
    d.map(id);
    mappers.push([id, d]);
  }
  await ctx.sink.flush();
  for (const [id, d] of mappers) {
    for (const user of d.refs("mappers", "users")) ctx.sink.push("task_mappers", { task_id: id, user_id: user });
  }
  await ctx.sink.flush();
}

/** Winners and invalid maps of the priority quests this run imported (their mapsets exist by now). */
export async function importMissionBeatmaps(ctx: ImportContext): Promise<void> {
  const fresh = new Set(ctx.legacy.added.filter((r) => r.collection === "missions").map((r) => r.object_id));
  for (const raw of ctx.source.docs("missions")) {
    if (!fresh.has(raw._id)) continue;
    const d = new Doc(ctx, "missions", raw);
    const mission = ctx.legacy.id("missions", raw._id)!;
    for (const b of d.refs("winningBeatmaps", "beatmaps"))
      ctx.sink.push("mission_winners", { mission_id: mission, beatmap_id: b });
    for (const b of d.refs("invalidBeatmaps", "beatmaps"))
      ctx.sink.push("mission_invalid_beatmaps", { mission_id: mission, beatmap_id: b });
  }
  await ctx.sink.flush();
}

export async function importParties(ctx: ImportContext): Promise<void> {
  const taken = await existingKeys(ctx.m, `SELECT quest_id || ':' || user_id AS k FROM party_members`);
  const docs = newDocs(ctx, "parties").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("parties", docs.length);
  const people: { id: number; quest: number; members: number[]; d: Doc }[] = [];
  let next = 0;
  for (const d of docs) {
    const quest = d.ref("quest", "quests");
    if (quest.id === undefined) {
      d.skip(`no quest (${quest.problem ?? "absent"})`, quest.oid);
      continue;
    }
    const members: number[] = [];
    for (const u of d.refs("members", "users")) {
      const key = `${quest.id}:${u}`;
      if (taken.has(key)) {
        d.note(
          "element-skipped",
          "members",
          "already in another party of the same quest (ours allows one; the first party by ObjectId keeps them)",
          String(u),
        );
        continue;
      }
      taken.add(key);
      members.push(u);
    }
    let leader = d.optionalRef("leader", "users");
    if (leader === null) {
      if (!members.length) {
        d.skip("no leader and no member: nobody to lead it");
        continue;
      }
      leader = members[0];
      d.note("remapped", "leader", "no leader (ours requires one): its first member leads it", String(leader));
    }
    const id = ids[next++];
    ctx.sink.push("parties", {
      id,
      quest_id: quest.id,
      leader_id: leader,
      lock: d.bool("lock"),
      modes: d.enumList("modes", GAME_MODES),
      created_at: d.createdAt(),
    });
    d.map(id);
    people.push({ id, quest: quest.id, members, d });
  }
  await ctx.sink.flush();
  for (const p of people) {
    const at = p.d.createdAt();
    for (const u of p.members) ctx.sink.push("party_members", { party_id: p.id, user_id: u, quest_id: p.quest, created_at: at });
    for (const u of p.d.refs("pendingMembers", "users")) {
      if (!p.members.includes(u)) ctx.sink.push("party_invites", { party_id: p.id, user_id: u, created_at: at });
    }
  }
  await ctx.sink.flush();
}

/**
 * The amount of one ledger row, computed as the original prices it (`calculateSpentPoints`): from the category, the
 * quest as the dump has it now, and the row's place among the member's rerolls of that mission in the dump's order.
 * Returns null when the quest the price depends on is missing.
 */
export function spentAmount(raw: SourceDoc, quest: SourceDoc | undefined, order: number): { amount: number; problem?: string } {
  const price = (q: SourceDoc | undefined) => (typeof q?.price === "number" ? q.price : 0);
  switch (raw.category) {
    case "acceptQuest":
      return quest ? { amount: price(quest) } : { amount: 0, problem: "its quest is not in the dump: the price is unknown (0)" };
    case "extendDeadline":
      return { amount: 10 };
    case "reopenQuest":
      return quest
        ? { amount: reopenPrice(price(quest)) }
        : { amount: 0, problem: "its quest is not in the dump: the price is unknown (0)" };
    case "createQuest": {
      if (!quest) return { amount: 0, problem: "its quest is not in the dump: the price is unknown (0)" };
      const hasArtist = !!quest.art;
      const n = quest.requiredMapsets;
      // The original compared an absent requiredMapsets with < 1, == 1 and < 10: all false, so only the base was charged.
      if (typeof n !== "number") return { amount: 25 + (hasArtist ? 0 : 10) };
      return { amount: questCreationCost(n, hasArtist) };
    }
    case "rerollShowcaseMissionSong":
      return { amount: SONG_REROLL_COST };
    case "rerollShowcaseMissionArtist":
      return { amount: artistRerollCost(order) };
    case "rerollShowcaseMissionSongByTag":
      return { amount: genreRerollCost(order) };
    default:
      return { amount: 0 };
  }
}

const SPEND_LABEL: Record<string, string> = {
  acceptQuest: "Accepted quest",
  extendDeadline: "Extended the deadline of quest",
  reopenQuest: "Re-opened quest",
  createQuest: "Submitted quest",
  rerollShowcaseMissionSong: "Rerolled the showcase song of",
  rerollShowcaseMissionArtist: "Rerolled the showcase artist of",
  rerollShowcaseMissionSongByTag: "Rerolled a genre showcase song of",
};

export async function importSpentPoints(ctx: ImportContext): Promise<void> {
  // Reroll order per member and mission over the whole dump (earlier runs' rows count too), in the dump's order.
  const orderOf = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const raw of ctx.source.docs("spentpoints")) {
    if (raw.category !== "rerollShowcaseMissionArtist" && raw.category !== "rerollShowcaseMissionSongByTag") continue;
    const key = `${String(raw.user)}:${String(raw.mission ?? "undefined")}:${String(raw.category)}`;
    const k = seen.get(key) ?? 0;
    orderOf.set(raw._id, k);
    seen.set(key, k + 1);
  }
  const docs = newDocs(ctx, "spentpoints");
  const ids = await ctx.sink.alloc("spent_points", docs.length);
  const users = new Set<number>();
  let next = 0;
  for (const d of docs) {
    const user = d.ref("user", "users");
    if (user.id === undefined) {
      d.skip(`no member (${user.problem ?? "absent"})`, user.oid);
      continue;
    }
    const category = d.str("category");
    if (!category || !(SPEND_CATEGORIES as readonly string[]).includes(category)) {
      d.skip(`category "${category}" is not one of ours`, category ?? undefined);
      continue;
    }
    const questDoc = ctx.source.get("quests", d.str("quest"));
    const missionDoc = ctx.source.get("missions", d.str("mission"));
    const { amount, problem } = spentAmount(d.raw, questDoc, orderOf.get(d.oid) ?? 0);
    if (problem) d.note("remapped", "amount", problem, d.str("quest") ?? undefined);
    const quest = d.optionalRef("quest", "quests");
    const mission = d.optionalRef("mission", "missions");
    const subject = questDoc?.name ?? missionDoc?.name;
    const reason = `${SPEND_LABEL[category]}${subject ? ` "${String(subject)}"` : ""} (imported from the original site)`;
    const id = ids[next++];
    ctx.sink.push("spent_points", {
      id,
      user_id: user.id,
      category,
      amount: Math.round(amount * 100) / 100,
      reason: reason.slice(0, 300),
      quest_id: quest,
      mission_id: mission,
      created_at: d.createdAt(),
    });
    users.add(user.id);
    d.map(id);
  }
  await ctx.sink.flush();
  if (users.size) {
    await ctx.m.query(
      `UPDATE users u SET spent_points = COALESCE((SELECT sum(amount) FROM spent_points s WHERE s.user_id = u.id), 0)
        WHERE u.id = ANY($1::int[])`,
      [[...users]],
    );
  }
}

/** The showcase selections embedded in missions → assignments and genre entries (rerolls counted from the ledger). */
export async function importShowcase(ctx: ImportContext): Promise<void> {
  const fresh = new Set(ctx.legacy.added.filter((r) => r.collection === "missions").map((r) => r.object_id));
  const rerolls = new Map<string, number>();
  for (const raw of ctx.source.docs("spentpoints")) {
    const key = `${String(raw.user)}:${String(raw.mission)}:${String(raw.category)}`;
    rerolls.set(key, (rerolls.get(key) ?? 0) + 1);
  }
  const songTags = new Map<string, string[]>();
  for (const s of ctx.source.docs("featuredsongs")) songTags.set(s._id, Array.isArray(s.tags) ? s.tags.map(String) : []);
  const missions = ctx.source.docs("missions").filter((m) => fresh.has(m._id));
  const assignments: Record<string, unknown>[] = [];
  const entries: { mission: number; d: Doc; user: number; tag: string; held: number[]; previous: number[]; rerolls: number }[] =
    [];
  for (const raw of missions) {
    const d = new Doc(ctx, "missions", raw);
    const mission = ctx.legacy.id("missions", raw._id)!;
    const seen = new Set<string>();
    for (const [field, kind, target, key] of [
      ["showcaseMissionSongs", "song", "featuredsongs", "song"],
      ["showcaseMissionArtists", "artist", "featuredartists", "artist"],
    ] as const) {
      for (const el of array(raw[field])) {
        const user = ctx.legacy.id("users", str(el.user));
        const thing = ctx.legacy.id(target, str(el[key]));
        if (user === undefined || thing === undefined) {
          d.note(
            "element-skipped",
            field,
            `dangling ${user === undefined ? "member" : kind}`,
            str(user === undefined ? el.user : el[key]),
          );
          continue;
        }
        if (seen.has(`${kind}:${user}`)) {
          d.note("element-skipped", field, "a second selection of the same member (ours keeps one per member)", str(el.user));
          continue;
        }
        seen.add(`${kind}:${user}`);
        const category = kind === "song" ? "rerollShowcaseMissionSong" : "rerollShowcaseMissionArtist";
        assignments.push({
          mission_id: mission,
          user_id: user,
          kind,
          song_id: kind === "song" ? thing : null,
          artist_id: kind === "artist" ? thing : null,
          rerolls: rerolls.get(`${str(el.user)}:${raw._id}:${category}`) ?? 0,
          created_at: d.createdAt(),
          updated_at: d.updatedAt(),
        });
      }
    }
    const options = Array.isArray(raw.genreOptions) ? raw.genreOptions.map(String) : [];
    const users = new Set<number>();
    for (const el of array(raw.showcaseMissionSongsByGenre)) {
      const user = ctx.legacy.id("users", str(el.user));
      if (user === undefined || users.has(user)) {
        d.note(
          "element-skipped",
          "showcaseMissionSongsByGenre",
          user === undefined ? "dangling member" : "a second entry of the same member",
          str(el.user),
        );
        continue;
      }
      users.add(user);
      const heldOids = oids(el.songs);
      const prevOids = oids(el.previouslySelectedSongs);
      const tag = inferTag([...heldOids, ...prevOids], options, songTags);
      if (!tag) {
        d.note(
          "element-skipped",
          "showcaseMissionSongsByGenre",
          "the genre of the entry cannot be told (the original never stored it; no song tag matches the genre options)",
          str(el.user),
        );
        continue;
      }
      d.note(
        "remapped",
        "showcaseMissionSongsByGenre",
        "the genre the original never stored, inferred from the songs' tags",
        `${str(el.user)}: ${tag}`,
      );
      const held: number[] = [];
      for (const oid of heldOids) {
        const song = ctx.legacy.id("featuredsongs", oid);
        if (song === undefined) d.note("element-skipped", "showcaseMissionSongsByGenre.songs", "dangling song", oid);
        else if (held.length >= 3)
          d.note("element-skipped", "showcaseMissionSongsByGenre.songs", "more than the 3 songs ours holds", oid);
        else if (!held.includes(song)) held.push(song);
      }
      const previous: number[] = [];
      for (const oid of prevOids) {
        const song = ctx.legacy.id("featuredsongs", oid);
        if (song !== undefined && !held.includes(song) && !previous.includes(song)) previous.push(song);
      }
      entries.push({
        mission,
        d,
        user,
        tag: tag.slice(0, 50),
        held,
        previous,
        rerolls: rerolls.get(`${str(el.user)}:${raw._id}:rerollShowcaseMissionSongByTag`) ?? 0,
      });
    }
  }
  const assignmentIds = await ctx.sink.alloc("showcase_assignments", assignments.length);
  assignments.forEach((a, i) => ctx.sink.push("showcase_assignments", { id: assignmentIds[i], ...a }));
  const ids = await ctx.sink.alloc("showcase_genre_entries", entries.length);
  entries.forEach((e, i) => {
    ctx.sink.push("showcase_genre_entries", {
      id: ids[i],
      mission_id: e.mission,
      user_id: e.user,
      tag: e.tag,
      rerolls: e.rerolls,
      created_at: e.d.createdAt(),
      updated_at: e.d.updatedAt(),
    });
  });
  await ctx.sink.flush();
  entries.forEach((e, i) => {
    e.held.forEach((song, slot) =>
      ctx.sink.push("showcase_genre_songs", { entry_id: ids[i], song_id: song, slot, created_at: e.d.updatedAt() }),
    );
    for (const song of e.previous)
      ctx.sink.push("showcase_genre_songs", { entry_id: ids[i], song_id: song, slot: null, created_at: e.d.updatedAt() });
  });
  await ctx.sink.flush();
}

function inferTag(songs: string[], options: string[], tags: Map<string, string[]>): string | null {
  const count = new Map<string, number>();
  for (const s of songs) for (const t of tags.get(s) ?? []) if (options.includes(t)) count.set(t, (count.get(t) ?? 0) + 1);
  let best: string | null = null;
  for (const o of options) if ((count.get(o) ?? 0) > (best ? count.get(best)! : 0)) best = o;
  if (!best && options.length === 1) best = options[0];
  return best;
}

function array(v: Plain | undefined): Record<string, Plain>[] {
  return Array.isArray(v)
    ? (v.filter((x) => x && typeof x === "object" && !Array.isArray(x) && !(x instanceof Date)) as Record<string, Plain>[])
    : [];
}

function oids(v: Plain | undefined): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function str(v: Plain | undefined): string {
  return typeof v === "string" ? v : JSON.stringify(v ?? null);
}

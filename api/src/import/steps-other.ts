/**
 * Mentorship, Locus cards, World Cup notes, the activity log and the raw `osubeatmaps` archive (README.md "What each
 * collection becomes").
 */
import { Doc, existingKeys, newDocs, type ImportContext } from "./context";
import type { Plain, SourceDoc } from "./dump-reader";
import { LOCUS_ROLES } from "../modules/locus/locus.options";

const MENTORSHIP_MODES = [
  "osu",
  "taiko",
  "catch",
  "mania",
  "osuModding",
  "taikoModding",
  "catchModding",
  "maniaModding",
  "osuGraduation",
  "taikoGraduation",
  "catchGraduation",
  "maniaGraduation",
  "storyboard",
] as const;
/** The original's single modding and graduation tracks (2022-12 … 2026-04), before it split them by game mode. */
const LEGACY_MENTORSHIP_MODES: Record<string, string> = { modding: "osuModding", graduation: "osuGraduation" };
const LOG_CATEGORIES = ["beatmap", "quest", "party", "user", "artist", "mission", "error", "mentorship", "contest"] as const;
const WORLD_CUP_MODES = ["osu", "taiko", "catch", "mania"] as const;

export async function importMentorship(ctx: ImportContext): Promise<void> {
  const numbers = await existingKeys(ctx.m, `SELECT number::text AS k FROM mentorship_cycles`);
  const names = await existingKeys(ctx.m, `SELECT name AS k FROM mentorship_cycles`);
  const cycles = newDocs(ctx, "mentorshipcycles").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("mentorship_cycles", cycles.length);
  let next = 0;
  for (const d of cycles) {
    const number = d.int("number", 1);
    if (number === null || numbers.has(String(number))) {
      d.skip(number === null ? "no cycle number" : "another cycle has this number (ours keeps numbers unique)", String(number));
      continue;
    }
    numbers.add(String(number));
    let name = d.text("name", 100, "") || `Cycle ${number}`;
    if (names.has(name)) {
      const renamed = `${name.slice(0, 90)} (#${number})`;
      d.note("remapped", "name", "another cycle has this name (ours keeps names unique): renamed", `${name} → ${renamed}`);
      name = renamed;
    }
    names.add(name);
    let start = d.date("startDate") ?? d.createdAt();
    let end = d.date("endDate") ?? start;
    if (start > end) {
      d.note("remapped", "endDate", "ends before it starts (ours refuses it): the two dates swapped");
      [start, end] = [end, start];
    }
    const id = ids[next++];
    ctx.sink.push("mentorship_cycles", {
      id,
      number,
      name,
      url: d.url("url"),
      start_date: start,
      end_date: end,
      is_public: d.bool("isPublic"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();

  const mentorKeys = await existingKeys(
    ctx.m,
    `SELECT cycle_id || ':' || mode || ':' || user_id AS k FROM mentorship_records WHERE "group" IN ('mentor', 'extraMentor')`,
  );
  const menteeKeys = await existingKeys(
    ctx.m,
    `SELECT cycle_id || ':' || mode || ':' || user_id || ':' || mentor_id AS k FROM mentorship_records WHERE "group" = 'mentee'`,
  );
  const records: Doc[] = newDocs(ctx, "mentorshiprecords").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  // Members' embedded records of before 2026-08 (the original's migration 6 moved them out; a dump before it has them).
  for (const u of ctx.source.docs("users")) {
    if (!Array.isArray(u.mentorships)) continue;
    u.mentorships.forEach((m, i) => {
      if (!m || typeof m !== "object" || Array.isArray(m) || m instanceof Date) return;
      const key = `${u._id}.mentorships.${i}`;
      const counts = ctx.report.counts("mentorshiprecords");
      counts.read++;
      if (ctx.legacy.has("mentorshiprecords", key)) {
        counts.alreadyImported++;
        return;
      }
      const raw = { ...(m as Record<string, Plain>), _id: key, user: u._id, createdAt: u.createdAt ?? null } as SourceDoc;
      records.push(new Doc(ctx, "mentorshiprecords", raw));
    });
  }
  const recordIds = await ctx.sink.alloc("mentorship_records", records.length);
  next = 0;
  for (const d of records) {
    const user = d.ref("user", "users");
    const cycle = d.ref("cycle", "mentorshipcycles");
    if (user.id === undefined || cycle.id === undefined) {
      d.skip(user.id === undefined ? `no member (${user.problem ?? "absent"})` : `no cycle (${cycle.problem ?? "absent"})`);
      continue;
    }
    let mode = d.str("mode") ?? "";
    if (LEGACY_MENTORSHIP_MODES[mode]) {
      d.note(
        "remapped",
        "mode",
        "the original's single track before it was split by game mode (2026-04), which was osu!'s",
        `${mode} → ${LEGACY_MENTORSHIP_MODES[mode]}`,
      );
      mode = LEGACY_MENTORSHIP_MODES[mode];
    }
    if (!(MENTORSHIP_MODES as readonly string[]).includes(mode)) {
      d.skip(`mode "${mode}" is not one of ours`);
      continue;
    }
    const group = d.str("group");
    if (group !== "mentor" && group !== "mentee" && group !== "extraMentor") {
      d.skip(`group "${group}" is not one of ours`);
      continue;
    }
    let mentor: number | null = null;
    if (group === "mentor") {
      if (d.raw.mentor) d.note("nulled", "mentor", "a mentor has no mentor of their own in ours", d.str("mentor") ?? undefined);
    } else {
      const r = d.ref("mentor", "users");
      if (r.id === undefined) {
        d.skip(`a ${group} without their mentor (${r.problem ?? "absent"}): ours requires one`, r.oid);
        continue;
      }
      mentor = r.id;
    }
    const key = group === "mentee" ? `${cycle.id}:${mode}:${user.id}:${mentor}` : `${cycle.id}:${mode}:${user.id}`;
    const keys = group === "mentee" ? menteeKeys : mentorKeys;
    if (keys.has(key)) {
      d.skip("the member has this place in this cycle and mode already (ours keeps one)");
      continue;
    }
    keys.add(key);
    let phases = [1, 2, 3];
    if (Array.isArray(d.raw.phases)) {
      phases = [];
      for (const p of d.raw.phases) {
        if (p === 1 || p === 2 || p === 3) {
          if (!phases.includes(p)) phases.push(p);
        } else d.note("element-skipped", "phases", "not a phase of ours (1, 2 or 3)", JSON.stringify(p));
      }
    }
    const id = recordIds[next++];
    ctx.sink.push("mentorship_records", {
      id,
      cycle_id: cycle.id,
      user_id: user.id,
      mode,
      group,
      mentor_id: mentor,
      phases,
      created_at: d.createdAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
}

const ROLE_ALIASES = new Map<string, string>(
  LOCUS_ROLES.map((r) => [r.toLowerCase(), r] as [string, string]).concat([
    ["visual designer", "visualDesigner"],
    ["visual-designer", "visualDesigner"],
    ["storyboard", "storyboarder"],
    ["hitsounds", "hitsounder"],
    ["music", "musician"],
  ]),
);

export async function importLocus(ctx: ImportContext): Promise<void> {
  const cards = await existingKeys(ctx.m, `SELECT user_id || ':' || season AS k FROM locus_cards`);
  const seasons = await existingKeys(ctx.m, `SELECT year::text AS k FROM locus_seasons`);
  const docs = newDocs(ctx, "teaminfos").sort((a, b) => (a.oid < b.oid ? -1 : 1));
  const ids = await ctx.sink.alloc("locus_cards", docs.length);
  const years = new Set<number>();
  let next = 0;
  for (const d of docs) {
    const user = d.ref("user", "users");
    if (user.id === undefined) {
      d.skip(`no member (${user.problem ?? "absent"})`, user.oid);
      continue;
    }
    const contest = d.str("contest");
    let season: number;
    if (contest && /aspire/i.test(contest)) {
      d.skip("a card of an Aspire season: ours has no Aspire hub to put it in", contest);
      continue;
    }
    const year = contest ? /(\d{4})/.exec(contest) : null;
    if (year) season = Number(year[1]);
    else {
      season = d.createdAt().getUTCFullYear();
      d.note(
        "remapped",
        "contest",
        "no season on the card (cards of before the field): the year it was made",
        `${contest ?? "none"} → ${season}`,
      );
    }
    if (cards.has(`${user.id}:${season}`)) {
      d.skip("a second card of the member for the same season (ours keeps one)");
      continue;
    }
    cards.add(`${user.id}:${season}`);
    years.add(season);
    let timezone = d.str("timezone");
    if (timezone && timezone.length > 16) {
      d.note("nulled", "timezone", "longer than our limit of 16 characters", timezone);
      timezone = null;
    }
    const roles: string[] = [];
    for (const r of d.strings("roles")) {
      const role = ROLE_ALIASES.get(r.trim().toLowerCase());
      if (role) {
        if (!roles.includes(role)) roles.push(role);
      } else d.note("element-skipped", "roles", "not a Locus role of ours", r);
    }
    const id = ids[next++];
    ctx.sink.push("locus_cards", {
      id,
      user_id: user.id,
      season,
      timezone,
      availability: d.text("availability", 400, ""),
      roles,
      languages: d.strings("languages"),
      discord: d.text("discord", 40, ""),
      email: d.text("email", 100, ""),
      about: d.text("about", null, ""),
      is_public: d.bool("isPublic"),
      is_on_team: d.bool("isOnTeam"),
      is_hidden_by_admin: d.bool("isHiddenByAdmin"),
      created_at: d.createdAt(),
      updated_at: d.updatedAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
  // Seasons the cards belong to, closed: an admin opens the current one (docs/switch-over.md).
  for (const y of [...years].sort()) {
    if (!seasons.has(String(y))) ctx.sink.push("locus_seasons", { year: y, is_open: false, updated_at: ctx.now });
  }
  await ctx.sink.flush();
}

export async function importNotes(ctx: ImportContext): Promise<void> {
  const modes = await existingKeys(ctx.m, `SELECT mode AS k FROM world_cup_notes`);
  for (const d of newDocs(ctx, "notes").sort((a, b) => (a.oid < b.oid ? -1 : 1))) {
    const mode = d.str("name");
    if (!mode || !(WORLD_CUP_MODES as readonly string[]).includes(mode)) {
      d.skip(`"${mode}" is not one of the four World Cup modes`, mode ?? undefined);
      continue;
    }
    if (modes.has(mode)) {
      d.skip("the new site has a note for this mode already (kept)", mode);
      continue;
    }
    modes.add(mode);
    ctx.sink.push("world_cup_notes", { mode, content: d.text("content", 10000, ""), updated_at: d.updatedAt() });
    d.map(null);
  }
  await ctx.sink.flush();
}

export async function importLogs(ctx: ImportContext): Promise<void> {
  const docs = newDocs(ctx, "logs");
  const ids = await ctx.sink.alloc("logs", docs.length);
  let next = 0;
  for (const d of docs) {
    const category = d.str("category");
    if (!category || !(LOG_CATEGORIES as readonly string[]).includes(category)) {
      d.skip(`category "${category}" is not one of ours`, category ?? undefined);
      continue;
    }
    const id = ids[next++];
    ctx.sink.push("logs", {
      id,
      user_id: d.optionalRef("user", "users"),
      action: d.text("action", null, ""),
      category,
      created_at: d.createdAt(),
    });
    d.map(id);
  }
  await ctx.sink.flush();
}

export async function importOsuBeatmaps(ctx: ImportContext): Promise<void> {
  for (const d of newDocs(ctx, "osubeatmaps")) {
    ctx.sink.push("legacy_osu_beatmaps", {
      object_id: d.oid,
      document: d.raw,
      created_at: d.date("createdAt"),
      updated_at: d.date("updatedAt"),
    });
    d.map(null, null);
  }
  await ctx.sink.flush();
  if (ctx.source.docs("osubeatmaps").length) {
    ctx.report.field(
      "osubeatmaps",
      "(all fields)",
      "archived",
      "an FA licence audit of osu! maps no feature of ours reads: kept as raw documents in legacy_osu_beatmaps",
    );
  }
}

/** Re-exported for the generator's and tests' sanity checks. */
export { MENTORSHIP_MODES, LOG_CATEGORIES };

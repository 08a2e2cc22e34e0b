// Over 400 lines: one deterministic guild of the original site's shapes, with every kind of irregularity planted.
/**
 * A generated dump of the original site (README.md "Generated dumps"): documents of the shapes of the original's
 * models (original-data.md §1.6), written as `mongodump` (BSON) or `mongoexport` (Extended JSON lines, relaxed or
 * canonical), deterministic for a seed. `plant: true` adds one or more of every irregularity original-data.md lists
 * (dangling references, children under two parents or none, song-less mapsets, leader-less parties, duplicate contest
 * names, reused placements, over-long texts, legacy values and fields, skipped collections, the hard-coded ObjectIds
 * of the points formula, the deliberate points differences, a stale points cache) and returns where they are, so tests
 * can check the import's report. The members' stored point caches are what the original's formula gives on the dump
 * (points-report.ts), except for the planted stale caches.
 */
import fs from "node:fs";
import path from "node:path";
import { Double, EJSON, Int32, Long, ObjectId, serialize } from "bson";
import { Source, type LoadedCollection } from "../context";
import { digest, normalize, type SourceDoc } from "../dump-reader";
import { ORIGINAL_POINTS_EXCEPTIONS } from "../exceptions";
import { originalPointsOf } from "../points-report";
import { spentAmount } from "../steps-mapping";

/** The generator's default random seed (any fixed number: the same dump every run). */
export const DEFAULT_SEED = 2026;

export type Doc = Record<string, unknown> & { _id: ObjectId };
export type Dump = Map<string, Doc[]>;

export interface GenerateOptions {
  /** Members (the other collections scale with it; 2,000 gives about 30,000 documents). */
  members: number;
  seed?: number;
  /** Plant the irregularities (default true). */
  plant?: boolean;
  /** Base time of the guild's history (default 2026-08-01). */
  now?: Date;
}

/** Where the planted irregularities are (ObjectIds as hex), for tests. */
export interface Planted {
  staleUsers: string[];
  songlessBeatmap: string;
  danglingHostBeatmap: string;
  leaderlessParty: string;
  duplicateContestNames: string[];
  signedInOsuId: number;
  collabMission: string;
  tier5Winner: string;
  invalidForPointsMapper: string;
  lengthAbsentMapper: string;
  showcaseMappers: string[];
  ongoingContestEntrant: string;
  unapprovedContestCreator: string;
  earlyQuestMapper: string;
  nullDeadlineQuestMapper: string;
  invalidWinnerHost: string;
  excludedUser: string;
  grantedUser: string;
  mentorWithMentor: string;
  menteeWithoutMentor: string;
  aspireCard: string;
  oldJudging: string;
  judgeScalingJudge: string;
  negativeAvailable: string;
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

export function generateDump(opts: GenerateOptions): { dump: Dump; planted: Planted; documents: number } {
  const rand = rng(opts.seed ?? DEFAULT_SEED);
  const plant = opts.plant ?? true;
  const now = (opts.now ?? new Date(Date.UTC(2026, 7, 1))).getTime();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const chance = (p: number) => rand() < p;
  let counter = 0;
  const oid = (at: number) =>
    new ObjectId(
      Math.floor(at / 1000)
        .toString(16)
        .padStart(8, "0") + (++counter).toString(16).padStart(16, "0"),
    );
  const when = () => now - int(30, 2400) * DAY;
  const dump: Dump = new Map();
  const add = (c: string, d: Doc) => {
    const list = dump.get(c);
    if (list) list.push(d);
    else dump.set(c, [d]);
    return d;
  };
  const stamp = (at: number) => ({ createdAt: new Date(at), updatedAt: new Date(at + int(0, 90) * DAY) });
  const n = opts.members;
  const scale = n / 2000;
  if (n < 100) throw new Error("a generated dump needs at least 100 members");
  const count = (k: number, min = 1) => Math.max(min, Math.round(k * scale));
  const EX = ORIGINAL_POINTS_EXCEPTIONS;

  // ---- members (the hard-coded ObjectIds of the points formula among them)
  const fixedUsers = [...new Set([...EX.excluded.flatMap((e) => e.users), ...EX.granted.flatMap((g) => g.users)])];
  const users: Doc[] = [];
  for (let i = 0; i < n; i++) {
    const at = when();
    const id = i < fixedUsers.length ? new ObjectId(fixedUsers[i]) : oid(at);
    users.push(
      add("users", {
        _id: id,
        osuId: new Int32(1_000_000 + i * 7),
        username: `mapper${i}`,
        group: i === 0 ? "admin" : "user",
        badge: new Int32(0),
        queuedBadge: new Int32(0),
        legacyPoints: new Int32(chance(0.05) ? int(5, 60) : 0),
        rankedBeatmapsCount: new Int32(int(0, 40)),
        globalRank: new Int32(int(1, 500000)),
        ppOsu: new Double(rand() * 8000),
        cover: { url: `https://assets.ppy.sh/user-profile-covers/${i}/cover.jpg` },
        hasMerchAccess: chance(0.02),
        mentorshipBadge: chance(0.03) ? new Int32(int(1, 3)) : undefined,
        discordId: chance(0.3) ? String(100000000000000000n + BigInt(i)) : undefined,
        previouslyRolledArtists: [],
        ...stamp(at),
      }),
    );
  }
  const member = () => pick(users)._id;

  // ---- featured artists and songs
  const artists: Doc[] = [];
  const songs: Doc[] = [];
  const TAGS = ["rock", "electronic", "pop", "jazz", "metal", "classical"];
  for (let i = 0; i < count(150, 8); i++) {
    const at = when();
    const a = add("featuredartists", {
      _id: oid(at),
      label: `Artist ${i}`,
      osuId: new Int32(200 + i),
      status: pick(["public", "public", "private", "playlist"]),
      songs: [] as ObjectId[],
      isContacted: chance(0.5),
      projectedRelease: chance(0.2) ? new Date(at + 40 * DAY + 13 * 3600_000) : undefined,
      showcaseMappers: chance(0.2) ? [member()] : [],
      offeredUsers: chance(0.1) ? [member()] : [],
      referenceUrl: `https://example.org/artist/${i}`,
      ...stamp(at),
    });
    artists.push(a);
    for (let j = 0; j < 8; j++) {
      const s = add("featuredsongs", {
        _id: oid(at + j),
        artist: `Artist ${i}`,
        title: `Song ${i}-${j}`,
        tags: [pick(TAGS), pick(TAGS)],
        oszUrl: `https://example.org/osz/${i}/${j}.osz`,
        songShowcaseMappers: chance(0.05) ? [member()] : [],
        createdAt: new Date(at),
      });
      (a.songs as ObjectId[]).push(s._id);
      songs.push(s);
    }
  }

  // ---- quests and parties
  const quests: Doc[] = [];
  for (let i = 0; i < count(150, 30); i++) {
    const at = when();
    const status = pick(["open", "wip", "done", "done", "done", "pending", "hidden"]);
    quests.push(
      add("quests", {
        _id: oid(at),
        name: `Quest ${i}`,
        creator: member(),
        price: new Int32(pick([0, 10, 25, 40])),
        descriptionMain: `Map ${pick(TAGS)} songs`,
        timeframe: Long.fromNumber(int(7, 60) * DAY),
        requiredMapsets: new Int32(int(1, 12)),
        minParty: new Int32(1),
        maxParty: new Int32(int(1, 5)),
        minRank: new Int32(0),
        art: new Int32(200 + int(0, artists.length - 1)),
        status,
        modes: ["osu", "taiko"],
        accepted: new Date(at + 5 * DAY),
        deadline: new Date(at + 60 * DAY),
        completed: status === "done" ? new Date(at + int(20, 80) * DAY) : undefined,
        ...stamp(at),
      }),
    );
  }
  for (let i = 0; i < count(300); i++) {
    const q = pick(quests);
    const leader = member();
    add("parties", {
      _id: oid(when()),
      leader,
      members: [leader, ...(chance(0.4) ? [member()] : [])],
      pendingMembers: chance(0.2) ? [member()] : [],
      lock: chance(0.3),
      modes: ["osu"],
      quest: q._id,
      rank: new Int32(1),
      createdAt: new Date(when()),
    });
  }

  // ---- priority quests (the hard-coded ones among them)
  const missions: Doc[] = [];
  const fixedMissions = [...new Set([...EX.allMappersWinMissions, ...EX.granted.map((g) => g.mission)])];
  for (let i = 0; i < count(60, 20); i++) {
    const at = when();
    missions.push(
      add("missions", {
        _id: i < fixedMissions.length ? new ObjectId(fixedMissions[i]) : oid(at),
        name: `Priority quest ${i}`,
        artists: [pick(artists)._id],
        status: chance(0.8) ? "closed" : "open",
        tier: new Int32(int(1, 4)),
        objective: "Map a song of these artists",
        deadline: new Date(at + 30 * DAY),
        winCondition: "Best map wins",
        openingAnnounced: true,
        closingAnnounced: true,
        winningBeatmaps: [] as ObjectId[],
        invalidBeatmaps: [] as ObjectId[],
        modes: ["osu", "taiko", "catch", "mania"],
        genreOptions: ["rock", "electronic"],
        showcaseMissionSongs: [],
        showcaseMissionArtists: [],
        showcaseMissionSongsByGenre: [],
        ...stamp(at),
      }),
    );
  }

  // ---- mapsets and tasks
  const beatmaps: Doc[] = [];
  const tasks: Doc[] = [];
  const DIFFS = ["Easy", "Normal", "Hard", "Insane", "Expert"];
  const newTask = (name: string, mode: string, mappers: ObjectId[], at: number) =>
    add("tasks", { _id: oid(at), name, mode, mappers, status: "Done", createdAt: new Date(at), updatedAt: new Date(at) });
  const newMap = (host: ObjectId, extra: Record<string, unknown> = {}) => {
    const at = when();
    const ranked = chance(0.55);
    const mode = pick(["osu", "osu", "taiko", "catch", "mania"]);
    const ts: ObjectId[] = [];
    const given = extra.tasks !== undefined;
    if (!given) {
      const hostTask = newTask(pick(DIFFS), mode, [host], at);
      ts.push(hostTask._id);
      tasks.push(hostTask);
    }
    for (let k = 0; k < (given ? 0 : int(0, 3)); k++) {
      const t = newTask(pick([...DIFFS, "Hitsounds", "Storyboard"]), mode, chance(0.2) ? [member(), member()] : [member()], at);
      if (t.name === "Hitsounds") t.mode = "hs";
      if (t.name === "Storyboard") t.mode = "sb";
      ts.push(t._id);
      tasks.push(t);
    }
    const b = add("beatmaps", {
      _id: oid(at),
      song: pick(songs)._id,
      host,
      status: ranked ? "Ranked" : pick(["WIP", "Done", "Qualified"]),
      tasks: ts,
      tasksLocked: [],
      modders: chance(0.5) ? [member(), member()] : [],
      bns: ranked ? [member(), member()] : [],
      url: `https://osu.ppy.sh/beatmapsets/${counter}`,
      mode,
      length: new Int32(int(60, 420)),
      rankedDate: ranked ? new Date(at + int(10, 90) * DAY) : undefined,
      submissionDate: new Date(at + 2 * DAY),
      favorites: new Int32(int(0, 500)),
      playCount: new Int32(int(0, 200000)),
      isShowcase: chance(0.04),
      ...stamp(at),
      ...extra,
    });
    beatmaps.push(b);
    return b;
  };
  for (let i = 0; i < count(4000); i++) {
    const b = newMap(member());
    if (chance(0.1)) {
      const q = pick(quests);
      b.quest = q._id;
    } else if (chance(0.09)) {
      const m = pick(missions);
      b.mission = m._id;
      if (b.status === "Ranked" && chance(0.5)) (m.winningBeatmaps as ObjectId[]).push(b._id);
    }
  }

  // ---- spent points (priced by the importer the original's way)
  for (let i = 0; i < count(1500); i++) {
    const q = pick(quests);
    const m = pick(missions);
    const category = pick([
      "acceptQuest",
      "acceptQuest",
      "reopenQuest",
      "createQuest",
      "rerollShowcaseMissionSong",
      "rerollShowcaseMissionArtist",
      "rerollShowcaseMissionSongByTag",
    ]);
    add("spentpoints", {
      _id: oid(when()),
      category,
      user: member(),
      quest: category.endsWith("Quest") ? q._id : undefined,
      mission: category.startsWith("reroll") ? m._id : undefined,
      ...stamp(when()),
    });
  }
  // Showcase selections on a few missions
  for (const m of missions.slice(0, Math.max(2, count(6)))) {
    m.isShowcaseMission = true;
    m.showcaseMissionSongs = [{ song: pick(songs)._id, user: member() }];
    m.showcaseMissionArtists = [{ artist: pick(artists)._id, user: member() }];
    const held = songs
      .filter((s) => (s.tags as string[]).includes("rock"))
      .slice(0, 3)
      .map((s) => s._id);
    m.showcaseMissionSongsByGenre = [{ user: member(), songs: held, previouslySelectedSongs: [pick(songs)._id] }];
  }

  // ---- contests
  const criteria = Array.from({ length: 6 }, (_, i) =>
    add("criterias", {
      _id: oid(now - 2000 * DAY),
      name: ["Creativity", "Gameplay", "Aesthetics", "Song choice", "Structure", "Fun"][i],
      maxScore: new Int32(10),
    }),
  );
  const contests: Doc[] = [];
  const submissions: Doc[] = [];
  for (let i = 0; i < count(30, 12); i++) {
    const at = when();
    const c = add("contests", {
      _id: oid(at),
      name: `Contest ${i}`,
      creators: [member()],
      status: pick(["complete", "complete", "complete", "judging", "beatmapping"]),
      isApproved: true,
      isFeaturedArtistContest: chance(0.6),
      isEligibleForPoints: true,
      contestStart: new Date(at),
      contestEnd: new Date(at + 30 * DAY),
      submissions: [] as ObjectId[],
      screeners: [member(), member(), member()],
      judges: [member(), member()],
      screeningVoteCount: new Int32(5),
      judgingThreshold: new Int32(0),
      criterias: criteria.slice(0, 3).map((x) => x._id),
      mode: "osu",
      description: "A contest",
      communityVoteCount: new Int32(5),
      communityVoteOrderedPriority: chance(0.5),
      ...stamp(at),
    });
    contests.push(c);
    const creators = new Set<string>();
    for (let k = 0; k < 33; k++) {
      const creator = member();
      if (creators.has(creator.toHexString())) continue;
      creators.add(creator.toHexString());
      const s = add("submissions", {
        _id: oid(at + k),
        name: `Entry ${i}-${k}`,
        creator,
        url: `https://example.org/e/${i}/${k}`,
        ...stamp(at),
      });
      (c.submissions as ObjectId[]).push(s._id);
      submissions.push(s);
    }
    const entries = c.submissions as ObjectId[];
    for (const screener of c.screeners as ObjectId[]) {
      const placed = [...entries].sort(() => rand() - 0.5).slice(0, 5);
      placed.forEach((sub, p) =>
        add("screenings", {
          _id: oid(at + p),
          screener,
          submission: sub,
          vote: new Int32(p + 1),
          comment: "ok",
          reviewed: true,
          updatedAt: new Date(at),
        }),
      );
      for (const sub of entries.slice(0, 20)) {
        if (!placed.includes(sub))
          add("screenings", {
            _id: oid(at),
            screener,
            submission: sub,
            vote: new Int32(0),
            comment: "",
            updatedAt: new Date(at),
          });
      }
    }
    for (const judge of c.judges as ObjectId[]) {
      for (const sub of entries.slice(0, 12)) {
        const scores = (c.criterias as ObjectId[]).map((crit) =>
          add("judgingscores", { _id: oid(at), criteria: crit, score: new Int32(int(1, 10)), comment: "" }),
        );
        add("judgings", { _id: oid(at), judge, submission: sub, judgingScores: scores.map((s) => s._id), ...stamp(at) });
      }
    }
    for (const sub of entries.slice(0, 25)) {
      for (let v = 0; v < 2; v++)
        add("communityvotes", {
          _id: oid(at),
          voter: member(),
          submission: sub,
          vote: new Int32(c.communityVoteOrderedPriority ? v + 1 : 1),
          ...stamp(at),
        });
    }
  }

  // ---- mentorship, Locus, notes, logs, osubeatmaps
  const cycles = Array.from({ length: count(10, 2) }, (_, i) => {
    const at = now - (800 - i * 60) * DAY;
    return add("mentorshipcycles", {
      _id: oid(at),
      number: new Int32(i + 1),
      name: `Cycle ${i + 1}`,
      startDate: new Date(at),
      endDate: new Date(at + 50 * DAY),
      isPublic: true,
      ...stamp(at),
    });
  });
  for (const c of cycles) {
    for (let k = 0; k < 20; k++) {
      const mentor = member();
      const mode = pick(["osu", "taiko", "osuModding"]);
      add("mentorshiprecords", {
        _id: oid(now - 500 * DAY),
        user: mentor,
        cycle: c._id,
        mode,
        group: "mentor",
        phases: [1, 2, 3],
        createdAt: new Date(now - 500 * DAY),
      });
      for (let j = 0; j < 2; j++) {
        add("mentorshiprecords", {
          _id: oid(now - 500 * DAY),
          user: member(),
          cycle: c._id,
          mode,
          group: "mentee",
          mentor,
          phases: [1, 2],
          createdAt: new Date(now - 500 * DAY),
        });
      }
    }
  }
  const cardUsers = new Set<string>();
  for (let i = 0; i < count(300); i++) {
    const user = member();
    if (cardUsers.has(user.toHexString())) continue;
    cardUsers.add(user.toHexString());
    add("teaminfos", {
      _id: oid(when()),
      user,
      timezone: "UTC+1",
      availability: "weekends",
      roles: ["mapper"],
      languages: ["English"],
      discord: `d${i}`,
      email: `m${i}@example.org`,
      about: "hi",
      isPublic: true,
      contest: "locus2025",
      ...stamp(now - 100 * DAY),
    });
  }
  for (const mode of ["osu", "taiko", "catch", "mania"])
    add("notes", { _id: oid(now - 10 * DAY), name: mode, content: `Notes for ${mode}`, ...stamp(now - 10 * DAY) });
  for (let i = 0; i < count(5000); i++) {
    const at = when();
    add("logs", {
      _id: oid(at),
      user: chance(0.9) ? member() : undefined,
      action: `did thing ${i}`,
      category: pick(["beatmap", "quest", "party", "user", "artist", "mission", "mentorship"]),
      ...stamp(at),
    });
  }
  for (let i = 0; i < count(100); i++) {
    add("osubeatmaps", {
      _id: oid(when()),
      beatmapsetOsuIds: [new Int32(i)],
      artist: "x",
      title: "y",
      isLicensed: chance(0.5),
      featuredArtists: [pick(artists)._id],
      ...stamp(when()),
    });
  }

  const planted = plant ? plantIrregularities() : ({} as Planted);

  function plantIrregularities(): Planted {
    const u = (i: number) => users[i]._id;
    const p: Partial<Planted> = {};
    const ghost = oid(now); // a member deleted from the original: referenced, absent
    // Dangling references of every kind.
    const task0 = tasks[0];
    (task0.mappers as ObjectId[]).push(ghost);
    beatmaps[1].modders = [ghost, u(20), u(20)];
    p.danglingHostBeatmap = newMap(ghost)._id.toHexString();
    add("logs", { _id: oid(now), user: ghost, action: "orphan log", category: "user", createdAt: new Date(now) });
    add("spentpoints", { _id: oid(now), category: "acceptQuest", user: u(21), quest: oid(now), createdAt: new Date(now) });
    (missions[10].winningBeatmaps as ObjectId[]).push(oid(now));
    (contests[0].screeners as ObjectId[]).push(ghost);
    // Children under two parents, or none.
    (beatmaps[3].tasks as ObjectId[]).push((beatmaps[2].tasks as ObjectId[])[0]);
    (artists[1].songs as ObjectId[]).push((artists[0].songs as ObjectId[])[0]);
    (contests[1].submissions as ObjectId[]).push((contests[0].submissions as ObjectId[])[0]);
    add("featuredsongs", { _id: oid(now), artist: "Nobody", title: "Orphan song", tags: [], createdAt: new Date(now) });
    add("tasks", { _id: oid(now), name: "Hard", mode: "osu", mappers: [u(22)], status: "WIP" });
    add("submissions", { _id: oid(now), name: "Lost entry", creator: u(23), createdAt: new Date(now) });
    // Song-less mapset, leader-less parties, quest and mission on one mapset, unknown quest art.
    const songless = newMap(u(24), { status: "Ranked", rankedDate: new Date(now - 300 * DAY) });
    delete songless.song;
    p.songlessBeatmap = songless._id.toHexString();
    const leaderless = add("parties", {
      _id: oid(now),
      members: [u(25), u(26)],
      modes: ["osu"],
      quest: quests[5]._id,
      createdAt: new Date(now),
    });
    p.leaderlessParty = leaderless._id.toHexString();
    add("parties", { _id: oid(now), members: [], modes: ["osu"], quest: quests[6]._id });
    beatmaps[4].quest = quests[7]._id;
    beatmaps[4].mission = missions[11]._id;
    quests[8].art = new Int32(999999);
    quests[9].name = "Q".repeat(250);
    // Contest names: duplicate (case-insensitive) and too long; reused placements; odd criteria and scores.
    contests[2].name = "Summer Contest";
    contests[3].name = "summer contest";
    contests[4].name = "C".repeat(130);
    p.duplicateContestNames = [contests[2]._id.toHexString(), contests[3]._id.toHexString()];
    const sc = dump
      .get("screenings")!
      .filter((s) => String(s.screener) === String((contests[5].screeners as ObjectId[])[0]) && (s.vote as Int32).value > 0);
    if (sc.length > 1) sc[1].vote = new Int32((sc[0].vote as Int32).value);
    add("criterias", { _id: oid(now), name: "Zero", maxScore: new Int32(0) });
    (contests[6].criterias as ObjectId[]).push(dump.get("criterias")!.at(-1)!._id);
    const js = dump.get("judgingscores")!;
    js[0].score = new Double(7.5);
    delete js[1].score;
    add("communityvotes", {
      _id: oid(now),
      voter: u(27),
      submission: (contests[0].submissions as ObjectId[])[1],
      vote: new Int32(0),
    });
    // Texts longer than our limits, URLs.
    add("teaminfos", {
      _id: oid(now),
      user: u(28),
      availability: "a".repeat(600),
      discord: "d".repeat(60),
      email: `${"e".repeat(120)}@x.org`,
      roles: ["visual designer", "dancer"],
      contest: "locus2026",
      isPublic: true,
      ...stamp(now),
    });
    p.aspireCard = add("teaminfos", {
      _id: oid(now),
      user: u(29),
      roles: ["mapper"],
      contest: "aspire6",
      ...stamp(now),
    })._id.toHexString();
    artists[2].referenceUrl = `https://example.org/${"x".repeat(600)}`;
    missions[12].objective = "See https://mappersguild.com/missions?id=65a3376e48f36f2622ef2f44";
    beatmaps[5].url = "https://mappersguild.com/beatmaps?id=1";
    beatmaps[6].playCount = Long.fromNumber(3_000_000_000);
    // Legacy values and fields.
    users[30].group = "locus";
    users[31].group = "spectator";
    users[32].isShowcaseMapper = true;
    users[33].isContestHelper = true;
    users[34].discordId = new Double(Number("123456789012345678")); // a snowflake stored as a double: digits lost
    users[35].secretsAttempted = new Int32(4);
    users[35].momentumStarterRole = "bard";
    users[36].worldCupMerch = { active: true, coins: [1, 2] };
    users[37].bypassLogin = true;
    users[38].mentorships = [{ cycle: cycles[0]._id, mode: "graduation", group: "mentor", phases: [1] }];
    users[39].isTeamContestAdmin = true;
    delete users[40].createdAt;
    beatmaps[7].status = "Secret";
    beatmaps[8].submittedDate = beatmaps[8].submissionDate;
    delete beatmaps[8].submissionDate;
    beatmaps[9].packId = new Int32(12);
    artists[3].status = "showcase";
    artists[3].isCommission = true;
    contests[7].creator = (contests[7].creators as ObjectId[])[0];
    contests[7].creators = [];
    contests[7].isVisible = true;
    cycles[0].osuMentors = [u(41)];
    const mode = dump.get("mentorshiprecords")![0];
    mode.mode = "modding";
    p.mentorWithMentor = add("mentorshiprecords", {
      _id: oid(now),
      user: u(42),
      cycle: cycles[1]._id,
      mode: "taiko",
      group: "mentor",
      mentor: u(43),
      phases: [1, 2, 3, 4],
      createdAt: new Date(now),
    })._id.toHexString();
    p.menteeWithoutMentor = add("mentorshiprecords", {
      _id: oid(now),
      user: u(44),
      cycle: cycles[1]._id,
      mode: "taiko",
      group: "mentee",
      createdAt: new Date(now),
    })._id.toHexString();
    p.oldJudging = add("judgings", {
      _id: oid(now - 2400 * DAY),
      judge: u(45),
      comment: "old",
      vote: new Int32(3),
    })._id.toHexString();
    missions[13].modes = ["osu", "fruits"];
    add("sessions", { _id: "sess-1", session: JSON.stringify({ accessToken: "secret-token" }) } as unknown as Doc);
    add("invites", { _id: oid(now - 1500 * DAY), sender: u(1), recipient: u(2) });
    add("locusinfos", { _id: oid(now - 400 * DAY), user: u(3) });

    // ---- the deliberate points differences, each on a member of its own (Ranked maps they alone map)
    const solo = (
      i: number,
      extra: Record<string, unknown>,
      taskExtra: Partial<{ name: string; mode: string; mappers: ObjectId[] }> = {},
    ) => {
      const at = now - 900 * DAY;
      const t = newTask(taskExtra.name ?? "Insane", taskExtra.mode ?? "osu", taskExtra.mappers ?? [u(i)], at);
      tasks.push(t);
      const b = newMap(u(i), {
        status: "Ranked",
        rankedDate: new Date(at + 20 * DAY),
        length: new Int32(200),
        tasks: [t._id],
        modders: [],
        bns: [],
        isShowcase: false,
        ...extra,
      });
      if (!("quest" in extra)) delete b.quest;
      if (!("mission" in extra)) delete b.mission;
      return b;
    };
    const closed = (i: number, tier: number, id?: ObjectId) => {
      const m = missions[i];
      if (id) m._id = id;
      m.status = "closed";
      m.closingAnnounced = true;
      m.tier = new Int32(tier);
      return m;
    };
    // tier 5 winner
    const m5 = closed(14, 5);
    const b5 = solo(50, { mission: m5._id });
    (m5.winningBeatmaps as ObjectId[]).push(b5._id);
    p.tier5Winner = u(50).toHexString();
    // invalidForPoints
    solo(51, { invalidForPoints: true });
    p.invalidForPointsMapper = u(51).toHexString();
    // absent length
    delete solo(52, {}).length;
    p.lengthAbsentMapper = u(52).toHexString();
    // showcase collab
    solo(53, { isShowcase: true }, { mappers: [u(53), u(54)] });
    p.showcaseMappers = [u(53).toHexString(), u(54).toHexString()];
    // an invalid winner
    const mi = closed(15, 2);
    const bi = solo(55, { mission: mi._id });
    (mi.winningBeatmaps as ObjectId[]).push(bi._id);
    (mi.invalidBeatmaps as ObjectId[]).push(bi._id);
    p.invalidWinnerHost = u(55).toHexString();
    // quest: first map ranked before 2019-03-01, a later one after; and a quest without deadline
    const early = quests[20];
    Object.assign(early, { status: "done", deadline: new Date(Date.UTC(2019, 5, 1)), completed: new Date(Date.UTC(2019, 4, 1)) });
    solo(56, { quest: early._id, rankedDate: new Date(Date.UTC(2019, 0, 15)) });
    solo(56, { quest: early._id, rankedDate: new Date(Date.UTC(2019, 3, 15)) });
    p.earlyQuestMapper = u(56).toHexString();
    const noDeadline = quests[21];
    Object.assign(noDeadline, { status: "done", completed: new Date(now - 800 * DAY) });
    delete noDeadline.deadline;
    solo(57, { quest: noDeadline._id });
    p.nullDeadlineQuestMapper = u(57).toHexString();
    // contests: an ongoing FA contest entry, an unapproved complete FA contest
    const ongoing = contests[8];
    Object.assign(ongoing, { status: "judging", isFeaturedArtistContest: true, isApproved: true });
    const e1 = add("submissions", { _id: oid(now), name: "Ongoing entry", creator: u(58), ...stamp(now) });
    (ongoing.submissions as ObjectId[]).push(e1._id);
    p.ongoingContestEntrant = u(58).toHexString();
    const unapproved = contests[9];
    Object.assign(unapproved, { status: "complete", isFeaturedArtistContest: true, isApproved: false, creators: [u(59)] });
    p.unapprovedContestCreator = u(59).toHexString();
    p.judgeScalingJudge = u(46).toHexString();
    // judge scaling: a threshold, and placements of a member who is no longer a screener (the original counted them)
    const judged = contests[10];
    Object.assign(judged, {
      status: "complete",
      isFeaturedArtistContest: true,
      isApproved: true,
      judgingThreshold: new Int32(1),
      judges: [u(46)],
    });
    (judged.submissions as ObjectId[]).slice(0, 18).forEach((sub, k) => {
      add("screenings", {
        _id: oid(now),
        screener: u(k < 9 ? 47 : 49),
        submission: sub,
        vote: new Int32((k % 9) + 2),
        comment: "",
        updatedAt: new Date(now),
      });
    });
    // a member who spends more than they have (listed by the report, not changed)
    p.negativeAvailable = u(48).toHexString();
    for (let k = 0; k < 3; k++)
      add("spentpoints", { _id: oid(now), category: "acceptQuest", user: u(48), quest: quests[0]._id, createdAt: new Date(now) });
    quests[0].price = new Int32(40);
    // hard-coded exceptions: an all-mappers mission with an excluded guest, a granted member
    const collab = missions.find((m) => m._id.toHexString() === EX.allMappersWinMissions[1])!;
    Object.assign(collab, { status: "closed", closingAnnounced: true, tier: new Int32(2) });
    const excluded = new ObjectId(EX.excluded[0].users[0]);
    const hostIdx = 60;
    const ct = newTask("Hard", "osu", [excluded], now - 700 * DAY);
    const ch = newTask("Insane", "osu", [u(hostIdx)], now - 700 * DAY);
    tasks.push(ct, ch);
    const cb = newMap(u(hostIdx), {
      status: "Ranked",
      rankedDate: new Date(now - 650 * DAY),
      length: new Int32(180),
      tasks: [ct._id, ch._id],
      modders: [],
      bns: [],
      mission: collab._id,
      isShowcase: false,
    });
    delete cb.quest;
    (collab.winningBeatmaps as ObjectId[]).push(cb._id);
    p.collabMission = collab._id.toHexString();
    p.excludedUser = excluded.toHexString();
    p.grantedUser = EX.granted[0].users[0];
    // a member who signed in to the new site before the import (tests create them first)
    p.signedInOsuId = (users[61].osuId as Int32).value;
    return p as Planted;
  }

  // ---- the stored point caches: what the original's formula gives on this dump (a few planted stale)
  const source = toSource(dump);
  const totals = originalPointsOf(source, ORIGINAL_POINTS_EXCEPTIONS);
  for (const u of users) {
    const t = totals.get(u._id.toHexString()) ?? 0;
    const legacy = (u.legacyPoints as Int32).value;
    u.easyPoints = new Double(t - legacy);
  }
  if (plant) {
    planted.staleUsers = [users[62], users[63]].map((u) => {
      u.easyPoints = new Double(Number((u.easyPoints as Double).value) + 12.5);
      return u._id.toHexString();
    });
  }
  // Spending as members could afford it (the original checked the balance before a spend), but for the planted one.
  const spent = new Map<string, number>();
  const affordable = (dump.get("spentpoints") ?? []).filter((d) => {
    const doc = normalize(d);
    const user = String(doc.user);
    const { amount } = spentAmount(doc, source.get("quests", doc.quest as string), 0);
    const total = (spent.get(user) ?? 0) + amount;
    if (user !== planted.negativeAvailable && total > (totals.get(user) ?? 0)) return false;
    spent.set(user, total);
    return true;
  });
  dump.set("spentpoints", affordable);
  for (const u of users) u.spentPoints = new Double(spent.get(u._id.toHexString()) ?? 0);
  let documents = 0;
  for (const list of dump.values()) documents += list.length;
  return { dump, planted, documents };
}

/** The dump as the importer would read it (for the stored caches). */
export function toSource(dump: Dump): Source {
  const collections = new Map<string, LoadedCollection>();
  for (const [name, list] of dump) {
    const docs: SourceDoc[] = [];
    const byId = new Map<string, SourceDoc>();
    const hashes = new Map<string, string>();
    for (const raw of list) {
      if (!(raw._id instanceof ObjectId)) continue;
      const doc = normalize(raw);
      docs.push(doc);
      byId.set(doc._id, doc);
      hashes.set(doc._id, digest(doc));
    }
    collections.set(name, { docs, byId, hashes });
  }
  return new Source("generated", "", collections);
}

/** `mongodump --db <db> --out <dir>`: <dir>/<db>/<collection>.bson and .metadata.json. */
export function writeMongodump(dir: string, dump: Dump, db = "mappersguild"): string {
  const out = path.join(dir, db);
  fs.mkdirSync(out, { recursive: true });
  for (const [name, docs] of dump) {
    const fd = fs.openSync(path.join(out, `${name}.bson`), "w");
    for (const d of docs) fs.writeSync(fd, serialize(clean(d)));
    fs.closeSync(fd);
    fs.writeFileSync(
      path.join(out, `${name}.metadata.json`),
      JSON.stringify({ indexes: [{ v: 2, key: { _id: 1 }, name: "_id_" }], uuid: "", collectionName: name, type: "collection" }),
    );
  }
  return out;
}

/** `mongoexport --collection <c> --out <dir>/<c>.json` for each collection (relaxed by default, or canonical). */
export function writeMongoexport(dir: string, dump: Dump, opts: { canonical?: boolean } = {}): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, docs] of dump) {
    const lines = docs.map((d) => EJSON.stringify(clean(d), { relaxed: !opts.canonical }));
    fs.writeFileSync(path.join(dir, `${name}.json`), lines.join("\n") + "\n");
  }
  return dir;
}

/** Leaves out undefined fields, as MongoDB never stores them. */
function clean(d: Doc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined));
}

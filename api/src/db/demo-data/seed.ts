import type { EntityManager } from "typeorm";
import type { Deps } from "../../app/deps";
import {
  ArtistStatus, BeatmapMode, BeatmapStatus, LogCategory, MissionStatus, Mode, MODES, QuestStatus, ShowcaseKind,
  SpendCategory, TaskMode, TaskName, TaskStatus, UserGroup, DIFFICULTIES,
} from "../../modules/common/enums";
import { User } from "../../modules/users/user.entity";
import { Artist } from "../../modules/artists/artist.entity";
import { Song } from "../../modules/artists/song.entity";
import { Beatmap } from "../../modules/beatmaps/beatmap.entity";
import { Task } from "../../modules/beatmaps/task.entity";
import { Quest } from "../../modules/quests/quest.entity";
import { Party, PartyInvite, PartyMember } from "../../modules/parties/party.entity";
import { Mission } from "../../modules/missions/mission.entity";
import { ShowcaseAssignment, ShowcaseGenreSong, UserRolledArtist } from "../../modules/missions/showcase-assignment.entity";
import { OSU_ORIGINAL_TAG } from "../../modules/missions/missions.rules";
import { SpentPoints } from "../../modules/points/spent-points.entity";
import { Log } from "../../modules/logs/log.entity";
import { PointsService } from "../../modules/points/points.service";
import { mockOsuStats } from "../../osu/mock-provider/profiles";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { Rng } from "./random";
import {
  ARTIST_FIRST, ARTIST_SECOND, GENRES, NAME_PARTS_A, NAME_PARTS_B, NAME_SUFFIXES, SONG_WORDS_A, SONG_WORDS_B,
} from "./words";

/**
 * The demo guild: a deterministic, believable data set (same seed and day → same data).
 * Sizes at scale 1: 220 users, 45 artists, ~330 beatmaps, 36 quests, 18 missions, 500+ log entries.
 */
export interface SeedSummary {
  users: number;
  artists: number;
  songs: number;
  beatmaps: number;
  quests: number;
  missions: number;
  logs: number;
}

const DAY = 24 * 3600 * 1000;
const MG_LAUNCH = new Date("2019-03-01T00:00:00Z");
const CHUNK = 400;

async function insertMany<T extends object>(m: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await m.insert(entity, rows.slice(i, i + CHUNK) as never);
    for (const id of res.identifiers) ids.push((id as { id: number }).id);
  }
  return ids;
}

async function insertLinks(m: EntityManager, table: string, cols: [string, string], pairs: [number, number][]): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [`${p[0]}:${p[1]}`, p])).values()];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const part = unique.slice(i, i + CHUNK);
    const values = part.map((_, j) => `($${j * 2 + 1}, $${j * 2 + 2})`).join(", ");
    await m.query(`INSERT INTO "${table}" ("${cols[0]}", "${cols[1]}") VALUES ${values}`, part.flat());
  }
}

function username(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const base = `${rng.pick(NAME_PARTS_A)}${rng.pick(NAME_PARTS_B)}`;
    const name = `${rng.chance(0.5) ? base : base.toLowerCase()}${rng.pick(NAME_SUFFIXES)}`.slice(0, 15).trim();
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

function difficultyModeFor(mapMode: BeatmapMode, rng: Rng): TaskMode {
  if (mapMode === BeatmapMode.hybrid) return rng.pick([TaskMode.osu, TaskMode.taiko, TaskMode.catch, TaskMode.mania]);
  return mapMode as unknown as TaskMode;
}

interface PlannedMap {
  row: Partial<Beatmap>;
  tasks: { name: TaskName; mode: TaskMode; status: TaskStatus; mappers: number[] }[];
  modders: number[];
  bns: number[];
}

export async function generateDemoData(deps: Deps, opts: { scale?: number; seed?: number } = {}): Promise<SeedSummary> {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const rng = new Rng(opts.seed ?? 20190301);
  const now = deps.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = (n: number) => new Date(today.getTime() + n * DAY);

  return deps.db.transaction(async (m) => {
    // ---------------------------------------------------------------- users
    const taken = new Set(DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()));
    const userRows: Partial<User>[] = [];
    for (const a of DEMO_ACCOUNTS) {
      const stats = mockOsuStats(a.osuId);
      userRows.push({
        osuId: a.osuId,
        username: a.username,
        group: a.group,
        isMentorshipAdmin: !!a.isMentorshipAdmin,
        isWorldCupHelper: !!a.isWorldCupHelper,
        isShowcaseMapper: !!a.isShowcaseMapper,
        isContestHelper: a.osuId === 101,
        globalRank: stats.globalRank,
        ppOsu: stats.pp.osu,
        ppTaiko: stats.pp.taiko,
        ppCatch: stats.pp.catch,
        ppMania: stats.pp.mania,
        statsRefreshedAt: today,
        rankedBeatmapsCount: a.osuId === 101 ? 4 : a.osuId === 102 ? 0 : rng.int(2, 30),
        createdAt: a.osuId === 102 ? days(-3) : new Date(Date.UTC(2021, a.osuId - 100, 10)),
      });
    }
    const generatedUsers = 220 * scale - DEMO_ACCOUNTS.length;
    for (let i = 0; i < generatedUsers; i++) {
      const osuId = 2000 + i * 131 + rng.int(0, 100);
      const stats = mockOsuStats(osuId);
      const role = i < 3 ? "admin" : i < 5 ? "secret" : "user";
      userRows.push({
        osuId,
        username: username(rng, taken),
        group: role === "admin" ? UserGroup.admin : role === "secret" ? UserGroup.secret : UserGroup.user,
        isMentorshipAdmin: i >= 5 && i < 7,
        isWorldCupHelper: i >= 7 && i < 10,
        isShowcaseMapper: i >= 10 && i < 28,
        isContestHelper: i >= 20 && i < 32,
        globalRank: stats.globalRank,
        ppOsu: stats.pp.osu,
        ppTaiko: stats.pp.taiko,
        ppCatch: stats.pp.catch,
        ppMania: stats.pp.mania,
        statsRefreshedAt: today,
        rankedBeatmapsCount: rng.int(0, 45),
        discordId: rng.chance(0.4) ? String(100000000000000000 + rng.int(0, 999999999)) : null,
        createdAt: rng.date(MG_LAUNCH, days(-5)),
      });
    }
    const userIds = await insertMany(m, User, userRows);
    const userByOsu = new Map(userRows.map((u, i) => [u.osuId!, userIds[i]]));
    const demo = (osuId: number) => userByOsu.get(osuId)!;
    const ADMIN = demo(100);
    const MAPPER = demo(101);
    const NEWCOMER = demo(102);
    const SHOWCASE = demo(106);
    const joinedAt = new Map(userRows.map((u, i) => [userIds[i], u.createdAt!]));
    // Active mappers map much more than the rest; the newcomer maps nothing.
    const mappers = userIds.filter((id) => id !== NEWCOMER);
    const active = mappers.slice(0, Math.floor(mappers.length * 0.55));
    const pickMapper = () => (rng.chance(0.8) ? rng.pick(active) : rng.pick(mappers));

    // ---------------------------------------------------------------- artists and songs
    const artistCount = 45 * scale;
    const released = 38 * scale;
    const unreleased = 5 * scale;
    const artistRows: Partial<Artist>[] = [];
    const labels = new Set<string>();
    for (let i = 0; i < artistCount; i++) {
      let label = "";
      do label = `${rng.pick(ARTIST_FIRST)} ${rng.pick(ARTIST_SECOND)}`;
      while (labels.has(label));
      labels.add(label);
      const isReleased = i < released;
      const isEligible = !isReleased && i < released + unreleased;
      artistRows.push({
        label,
        osuId: isReleased ? 100 + i * 3 : null,
        status: isReleased ? (i % 13 === 5 ? ArtistStatus.playlist : ArtistStatus.public) : ArtistStatus.private,
        isUpToDate: isReleased,
        songsTimed: isReleased || isEligible,
        hasRankedMaps: isReleased && i % 4 !== 3,
        isContacted: true,
        isResponded: isReleased || isEligible,
        contractSent: isReleased || isEligible,
        artistSigned: isReleased || isEligible,
        ppySigned: isReleased || isEligible,
        ppyPaid: isReleased,
        songsReceived: isReleased || isEligible,
        assetsReceived: isReleased,
        lastContacted: rng.date(new Date("2020-01-01T00:00:00Z"), days(-10)),
        projectedRelease: isEligible ? days(rng.int(20, 120)).toISOString().slice(0, 10) : null,
        notes: isReleased ? null : "Awaiting announcement assets.",
        oszTemplatesUrl: isReleased || isEligible ? `https://example.org/mg-demo/osz/${i + 1}.zip` : null,
        createdAt: rng.date(new Date("2019-01-01T00:00:00Z"), days(-30)),
      });
    }
    const artistIds = await insertMany(m, Artist, artistRows);
    const songRows: Partial<Song>[] = [];
    const songArtistIndex: number[] = [];
    artistRows.forEach((a, ai) => {
      const pipelineOnly = ai >= released + unreleased;
      const n = pipelineOnly ? 0 : rng.int(4, 9);
      const titles = new Set<string>();
      for (let s = 0; s < n; s++) {
        let title = "";
        do title = rng.chance(0.3) ? rng.pick(SONG_WORDS_B) : `${rng.pick(SONG_WORDS_A)} ${rng.pick(SONG_WORDS_B)}`;
        while (titles.has(title));
        titles.add(title);
        songRows.push({
          artistId: artistIds[ai],
          artistName: a.label!,
          title,
          oszUrl: rng.chance(0.8) ? `https://example.org/mg-demo/osz/${ai + 1}-${s + 1}.osz` : null,
          tags: rng.sample(GENRES, rng.int(1, 2)),
          isExcludedFromClassified: rng.chance(0.05),
        });
        songArtistIndex.push(ai);
      }
    });
    // osu! originals: every song of a few released artists carries the tag that "any osu-original artist" missions require.
    songRows.forEach((row, i) => {
      if (songArtistIndex[i] < released && songArtistIndex[i] % 9 === 4) row.tags = [...(row.tags ?? []), OSU_ORIGINAL_TAG];
    });
    const songIds = await insertMany(m, Song, songRows);
    const releasedSongs = songIds.filter((_, i) => songArtistIndex[i] < released);
    const originalSongs = songIds.filter((_, i) => songArtistIndex[i] < released && songArtistIndex[i] % 9 === 4);
    const songsOfArtist = (ai: number) => songIds.filter((_, i) => songArtistIndex[i] === ai);
    const songLabel = new Map(songIds.map((id, i) => [id, `${songRows[i].artistName} - ${songRows[i].title}`]));

    // ---------------------------------------------------------------- quests and parties
    type QuestPlan = { row: Partial<Quest>; artistIndex: number; party?: { leader: number; members: number[]; modes: Mode[]; lock: boolean }; forming: { leader: number; members: number[]; modes: Mode[]; invites: number[] }[] };
    const questPlans: QuestPlan[] = [];
    const statusPlan: QuestStatus[] = [
      ...Array(14).fill(QuestStatus.open),
      ...Array(8).fill(QuestStatus.wip),
      ...Array(8).fill(QuestStatus.done),
      QuestStatus.scheduled, QuestStatus.scheduled, QuestStatus.pending, QuestStatus.pending, QuestStatus.rejected, QuestStatus.hidden,
    ];
    const sizeNames = ["single", "double", "mini-pack", "mini-pack", "pack", "pack", "mega-pack"];
    for (let s = 0; s < scale; s++) {
      statusPlan.forEach((status, qi) => {
        const artistIndex = (qi * 7 + s * 11) % released;
        const n = rng.pick([1, 1, 2, 3, 4, 6, 10]);
        const sizeName = n === 1 ? sizeNames[0] : n === 2 ? sizeNames[1] : n <= 4 ? "mini-pack" : n <= 9 ? "pack" : "mega-pack";
        const userSubmitted = status === QuestStatus.pending || status === QuestStatus.rejected || qi % 9 === 4;
        const creator = userSubmitted ? rng.pick(active) : ADMIN;
        const timeframeDays = 10 * n + 70;
        const modes = qi % 5 === 2 ? [Mode.osu] : [...MODES];
        const created = status === QuestStatus.done ? rng.date(new Date("2020-01-01T00:00:00Z"), days(-400)) : rng.date(days(-300), days(-20));
        const row: Partial<Quest> = {
          name: `${artistRows[artistIndex].label} ${sizeName}`,
          descriptionMain: `Map ${n === 1 ? "one song" : `${n} songs`} from **${artistRows[artistIndex].label}**'s featured artist release. Each mapset needs at least two difficulties.`,
          status,
          creatorId: creator,
          price: n === 1 ? 20 : n === 2 ? 10 : n === 3 ? 5 : rng.pick([0, 5, 10]),
          requiredMapsets: n,
          timeframe: timeframeDays * DAY,
          minParty: Math.max(1, Math.min(n, 3)),
          maxParty: Math.max(2, n * 3),
          minRank: qi % 6 === 1 ? 1 : 0,
          artistId: artistIds[artistIndex],
          modes,
          isMbc: qi === 13,
          isCustom: userSubmitted,
          expiration: days(qi < 3 ? -rng.int(5, 40) : rng.int(15, 90)),
          createdAt: created,
        };
        if (row.isMbc) {
          row.modes = [Mode.osu];
          row.name = `MBC ${artistRows[artistIndex].label}`;
        }
        const plan: QuestPlan = { row, artistIndex, forming: [] };
        if (status === QuestStatus.wip || status === QuestStatus.done) {
          const size = rng.int(row.minParty!, Math.min(row.maxParty!, row.minParty! + 3));
          const members = rng.sample(active.filter((u) => u !== MAPPER), size);
          plan.party = { leader: members[0], members, modes: rng.sample(row.modes!, rng.int(1, Math.min(2, row.modes!.length))), lock: rng.chance(0.5) };
          const accepted = status === QuestStatus.done ? new Date(created.getTime() + rng.int(5, 30) * DAY) : days(-rng.int(20, 200));
          row.accepted = accepted;
          row.deadline = new Date(accepted.getTime() + row.timeframe!);
          row.modes = plan.party.modes;
          if (status === QuestStatus.done) {
            const late = qi % 4 === 0 ? rng.int(1, 50) : -rng.int(1, 30);
            row.completed = new Date(row.deadline.getTime() + late * DAY);
          }
        } else if (status === QuestStatus.open) {
          const forming = qi % 3 === 0 ? 2 : qi % 3 === 1 ? 1 : 0;
          for (let f = 0; f < forming; f++) {
            const members = rng.sample(active.filter((u) => u !== MAPPER && !plan.forming.some((p) => p.members.includes(u))), rng.int(1, 3));
            plan.forming.push({ leader: members[0], members, modes: [rng.pick(row.modes!)], invites: rng.chance(0.4) ? [rng.pick(mappers)] : [] });
          }
        }
        questPlans.push(plan);
      });
    }
    // DemoMapper leads a forming party on the first open quest that has none, so the quests page has something of theirs.
    const demoOpen = questPlans.find((p) => p.row.status === QuestStatus.open && p.forming.length === 0 && p.row.expiration! > today);
    demoOpen?.forming.push({ leader: MAPPER, members: [MAPPER], modes: [Mode.osu], invites: [] });
    const questIds = await insertMany(m, Quest, questPlans.map((p) => p.row));
    const partyRows: Partial<Party>[] = [];
    const partyMembers: { partyIndex: number; users: number[]; questId: number }[] = [];
    const partyInvites: { partyIndex: number; users: number[] }[] = [];
    questPlans.forEach((p, i) => {
      const parties = p.party ? [{ ...p.party, invites: [] as number[] }] : p.forming.map((f) => ({ ...f, lock: false }));
      for (const party of parties) {
        partyRows.push({ questId: questIds[i], leaderId: party.leader, modes: party.modes, lock: party.lock, createdAt: p.row.accepted ?? p.row.createdAt });
        partyMembers.push({ partyIndex: partyRows.length - 1, users: party.members, questId: questIds[i] });
        partyInvites.push({ partyIndex: partyRows.length - 1, users: party.invites.filter((u) => !party.members.includes(u)) });
      }
    });
    const partyIds = await insertMany(m, Party, partyRows);
    const memberRows: Partial<PartyMember>[] = partyMembers.flatMap((pm) => pm.users.map((userId) => ({ partyId: partyIds[pm.partyIndex], userId, questId: pm.questId })));
    for (let i = 0; i < memberRows.length; i += CHUNK) await m.insert(PartyMember, memberRows.slice(i, i + CHUNK) as never);
    const inviteRows = partyInvites.flatMap((pi) => pi.users.map((userId) => ({ partyId: partyIds[pi.partyIndex], userId })));
    if (inviteRows.length) await m.insert(PartyInvite, inviteRows as never);

    // ---------------------------------------------------------------- missions
    type MissionPlan = { row: Partial<Mission>; artists: number[]; mapCount: number; modes: Mode[] };
    const missionPlans: MissionPlan[] = [];
    const tierNames = ["", "Bronze", "Silver", "Gold", "Platinum"];
    const themes = [
      ["Rhythm Over Everything", "Map a song using only circles and sliders, with no more than three consecutive objects of the same type."],
      ["First Steps", "Create your **first** Featured Artist mapset. New mappers only!"],
      ["Marathon Runner", "Map a song longer than **five minutes** with a complete spread."],
      ["Hitsound Heroes", "Create a mapset with a full **custom hitsound** set that fits the song."],
      ["Lost in the Archive", "Map a song that has *never* been ranked before."],
      ["Spread the Love", "Create a full spread, from Easy to Expert."],
      ["Storyteller", "Map a song and accompany it with a **storyboard**."],
      ["Low Approach Rate", "Map an Insane with AR 8 or lower."],
      ["Keys to Success", "Map a 4K and a 7K difficulty for the same song."],
      ["Drum Circle", "Map a complete osu!taiko spread."],
      ["Fruit Basket", "Map a complete osu!catch spread."],
      ["Collab Corner", "Create a mapset with **at least three** guest difficulties."],
      ["Quick Draw", "Map a song shorter than 90 seconds."],
      ["Second Wind", "Revive a mapset that was abandoned for more than a year."],
      ["Classic Feel", "Map in the style of 2010-era ranked maps."],
      ["Genre Explorer", "Map a song from a genre you have never mapped."],
    ];
    const missionStatusPlan: { status: MissionStatus; kind?: "song" | "artist" | "demo" | "separate" | "original" }[] = [
      { status: MissionStatus.open, kind: "demo" },
      { status: MissionStatus.open, kind: "song" },
      { status: MissionStatus.open, kind: "artist" },
      { status: MissionStatus.open, kind: "separate" },
      { status: MissionStatus.open, kind: "original" },
      { status: MissionStatus.open }, { status: MissionStatus.open }, { status: MissionStatus.open }, { status: MissionStatus.open },
      { status: MissionStatus.closed }, { status: MissionStatus.closed }, { status: MissionStatus.closed }, { status: MissionStatus.closed },
      { status: MissionStatus.closed }, { status: MissionStatus.closed }, { status: MissionStatus.closed },
      { status: MissionStatus.hidden }, { status: MissionStatus.hidden },
    ];
    const demoArtistIndex = 1;
    missionStatusPlan.forEach((plan, i) => {
      const tier = (i % 4) + 1;
      const [themeName, objective] = themes[i % themes.length];
      const open = plan.status === MissionStatus.open;
      const showcase = plan.kind === "song" || plan.kind === "artist";
      const created = open ? days(-rng.int(5, 40)) : plan.status === MissionStatus.hidden ? days(-rng.int(1, 5)) : days(-rng.int(60, 700));
      // Mode-specific themes get their mode; a few others are limited to keep the "(x only)" label in the demo.
      const themed: Record<string, Mode[]> = { "Keys to Success": [Mode.mania], "Drum Circle": [Mode.taiko], "Fruit Basket": [Mode.catch] };
      const modes = plan.kind === "demo" ? [Mode.osu] : showcase ? [...MODES] : themed[themeName] ?? (i % 7 === 2 ? [Mode.osu, Mode.catch] : [...MODES]);
      const row: Partial<Mission> = {
        name: showcase ? `Classified: ${plan.kind === "song" ? "Song" : "Artist"} Showcase ${tierNames[tier]}` : `${themeName}`,
        tier,
        status: plan.status,
        objective: showcase
          ? `Load a **confidential** ${plan.kind} from an upcoming Featured Artist and map it for the announcement.\n\nThe song stays secret until the artist is released.`
          : objective,
        winCondition: showcase
          ? "Every mapset that is **ranked** in time for the announcement wins."
          : `The ${tier === 4 ? "three" : "five"} best mapsets, as judged by the Mappers' Guild team, win. Winning maps must be [ranked](https://osu.ppy.sh/wiki/en/Beatmap/Beatmap_ranking) within a year.`,
        additionalRequirement: i % 4 === 1 ? "Mapsets must include at least one difficulty made by a *first-time* guest mapper." : null,
        deadline: open ? days(showcase ? rng.int(20, 40) : rng.int(10, 90)) : plan.status === MissionStatus.hidden ? days(60) : new Date(created.getTime() + rng.int(30, 120) * DAY),
        modes,
        openingAnnounced: plan.status !== MissionStatus.hidden,
        closingAnnounced: plan.status === MissionStatus.closed,
        isShowcaseMission: showcase,
        isArtistShowcase: plan.kind === "artist",
        isSeparate: plan.kind === "separate",
        isOsuOriginal: plan.kind === "original",
        isUniqueToRanked: i % 5 === 4,
        allMappersWin: i === 11,
        remainingArtists: showcase ? rng.int(1, 4) : 0,
        userMaximumRankedBeatmapsCount: i === 1 ? 5 : i % 6 === 2 ? 0 : null,
        userMaximumGlobalRank: null,
        userMinimumRank: i % 5 === 3 ? 1 : null,
        userMaximumPp: i === 7 ? 4000 : null,
        userMinimumPp: i === 8 ? 500 : null,
        beatmapEarliestSubmissionDate: i % 6 === 5 ? days(-200) : null,
        beatmapLatestSubmissionDate: null,
        beatmapMinimumFavorites: i % 7 === 6 ? 25 : null,
        beatmapMinimumPlayCount: i % 7 === 6 ? 5000 : null,
        beatmapDifficulties: i % 4 === 2 ? [TaskName.Easy, TaskName.Normal, TaskName.Hard] : [],
        beatmapMinimumLength: i === 2 ? 300 : null,
        beatmapMaximumLength: i === 12 ? 90 : null,
        createdAt: created,
      };
      if (plan.kind === "demo") {
        row.name = "Featured Favourites";
        row.objective = `Map any song by **${artistRows[demoArtistIndex].label}** — any spread, any style.`;
        row.beatmapDifficulties = [];
        row.userMaximumRankedBeatmapsCount = null;
        row.userMinimumRank = null;
      }
      const artists =
        plan.kind === "demo" ? [artistIds[demoArtistIndex]] : showcase || plan.kind === "original" || i % 3 === 0 ? [] : rng.sample(artistIds.slice(0, released), rng.int(1, 3));
      missionPlans.push({ row, artists, modes, mapCount: plan.status === MissionStatus.hidden || showcase ? 0 : open ? rng.int(2, 7) : rng.int(3, 9) });
    });
    for (let s = 1; s < scale; s++) {
      for (const p of missionPlans.slice(0, 18)) {
        if (p.row.isShowcaseMission) continue;
        missionPlans.push({ ...p, row: { ...p.row, name: `${p.row.name} ${s + 1}`, createdAt: days(-rng.int(60, 900)), status: MissionStatus.closed, deadline: days(-rng.int(10, 50)), closingAnnounced: true } });
      }
    }
    // A genre showcase ("Classified") mission offering the genres of the songs eligible for selection.
    const genreOptions = [...new Set(songRows.flatMap((row, i) =>
      songArtistIndex[i] >= released && songArtistIndex[i] < released + unreleased && row.oszUrl && !row.isExcludedFromClassified ? row.tags ?? [] : []))].sort();
    missionPlans.push({
      row: {
        name: "Classified: Genre Showcase Gold", tier: 3, status: MissionStatus.open,
        objective: "Pick a **genre** and load three confidential songs from upcoming Featured Artists; map one of them for the announcement.",
        winCondition: "Every mapset that is **ranked** in time for the announcement wins.",
        deadline: days(35), modes: [...MODES], openingAnnounced: true, isShowcaseMission: true, isGenreShowcase: true,
        remainingArtists: 2, genreOptions, createdAt: days(-9),
      },
      artists: [], modes: [...MODES], mapCount: 0,
    });
    const missionIds = await insertMany(m, Mission, missionPlans.map((p) => p.row));
    await insertLinks(m, "mission_artists", ["mission_id", "artist_id"], missionPlans.flatMap((p, i) => p.artists.map((a) => [missionIds[i], a] as [number, number])));

    // ---------------------------------------------------------------- beatmaps
    const planned: PlannedMap[] = [];
    let beatmapsetId = 1_200_000;
    const planMap = (o: {
      songId: number; host: number; status: BeatmapStatus; mode?: BeatmapMode; created: Date; questId?: number | null; missionId?: number | null;
      mappersPool?: number[]; full?: boolean;
    }) => {
      const mode = o.mode ?? rng.weighted<BeatmapMode>([[BeatmapMode.osu, 60], [BeatmapMode.taiko, 12], [BeatmapMode.catch, 12], [BeatmapMode.mania, 12], [BeatmapMode.hybrid, 4]]);
      const finished = o.status !== BeatmapStatus.WIP;
      const diffs = o.full ? [...DIFFICULTIES] : DIFFICULTIES.slice(rng.int(0, 2), rng.int(3, 5));
      const pool = o.mappersPool ?? [];
      const tasks: PlannedMap["tasks"] = diffs.map((name) => {
        const r = rng.next();
        const guest = pool.length ? rng.pick(pool) : pickMapper();
        const mappersOf = r < 0.68 || guest === o.host ? [o.host] : r < 0.9 ? [guest] : [o.host, guest];
        return { name, mode: difficultyModeFor(mode, rng), status: finished || rng.chance(0.4) ? TaskStatus.Done : TaskStatus.WIP, mappers: mappersOf };
      });
      if (mode !== BeatmapMode.taiko && (finished ? mode === BeatmapMode.osu || mode === BeatmapMode.catch || rng.chance(0.5) : rng.chance(0.4))) {
        tasks.push({ name: TaskName.Hitsounds, mode: TaskMode.hs, status: finished ? TaskStatus.Done : TaskStatus.WIP, mappers: [rng.chance(0.8) ? o.host : pickMapper()] });
      }
      if (rng.chance(0.12)) tasks.push({ name: TaskName.Storyboard, mode: TaskMode.sb, status: finished ? TaskStatus.Done : TaskStatus.WIP, mappers: [rng.chance(0.5) ? o.host : pickMapper()] });
      const hasUrl = finished || rng.chance(0.3);
      const submitted = hasUrl ? new Date(o.created.getTime() + rng.int(1, 40) * DAY) : null;
      const rankedDate = o.status === BeatmapStatus.Ranked ? new Date(Math.min((submitted ?? o.created).getTime() + rng.int(20, 120) * DAY, today.getTime() - DAY)) : null;
      const bnPool = active.filter((u) => !tasks.some((t) => t.mappers.includes(u)));
      planned.push({
        row: {
          songId: o.songId,
          hostId: o.host,
          status: o.status,
          mode,
          url: hasUrl ? `https://osu.ppy.sh/beatmapsets/${++beatmapsetId}` : null,
          questId: o.questId ?? null,
          missionId: o.missionId ?? null,
          tasksLocked: finished ? [...Object.values(TaskName)] : rng.chance(0.2) ? [TaskName.Expert] : [],
          isShowcase: rng.chance(0.05),
          queuedForRank: o.status === BeatmapStatus.Qualified && rng.chance(0.5),
          length: rng.int(75, 330),
          submissionDate: submitted,
          rankedDate,
          favorites: hasUrl ? rng.int(0, 400) : null,
          playCount: hasUrl ? rng.int(0, 90000) : null,
          createdAt: o.created,
          updatedAt: rankedDate ?? submitted ?? o.created,
        },
        tasks,
        modders: rng.sample(active.filter((u) => u !== o.host), rng.int(0, 4)),
        bns: o.status === BeatmapStatus.Qualified || o.status === BeatmapStatus.Ranked ? rng.sample(bnPool, 2) : [],
      });
    };

    // Quest maps: wip quests have maps in progress, done quests ranked maps, all by party members.
    questPlans.forEach((p, qi) => {
      if (!p.party) return;
      const songs = songsOfArtist(p.artistIndex);
      const n = Math.min(p.row.requiredMapsets!, songs.length);
      for (let k = 0; k < n; k++) {
        const status = p.row.status === QuestStatus.done ? BeatmapStatus.Ranked : rng.pick([BeatmapStatus.WIP, BeatmapStatus.WIP, BeatmapStatus.Done]);
        planMap({
          songId: songs[k], host: p.party.members[k % p.party.members.length], status, mode: p.party.modes[0] as unknown as BeatmapMode,
          created: new Date(p.row.accepted!.getTime() + rng.int(1, 10) * DAY), questId: questIds[qi], mappersPool: p.party.members,
        });
        if (status === BeatmapStatus.Ranked) {
          const last = planned[planned.length - 1].row;
          last.rankedDate = new Date(Math.min(p.row.completed!.getTime(), today.getTime() - DAY) - rng.int(0, 5) * DAY);
        }
      }
    });
    // Mission maps.
    missionPlans.forEach((p, mi) => {
      const closed = p.row.status === MissionStatus.closed;
      const songs = p.artists.length ? p.artists.flatMap((a) => songsOfArtist(artistIds.indexOf(a))) : p.row.isOsuOriginal ? originalSongs : releasedSongs;
      for (let k = 0; k < p.mapCount; k++) {
        planMap({
          songId: rng.pick(songs), host: pickMapper(), status: closed ? BeatmapStatus.Ranked : rng.pick([BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.WIP]),
          mode: rng.pick(p.modes) as unknown as BeatmapMode, created: closed ? new Date(p.row.createdAt!.getTime() + rng.int(1, 20) * DAY) : rng.date(p.row.createdAt!, days(-1)),
          missionId: missionIds[mi],
        });
      }
    });
    // DemoMapper: ranked history plus unlinked work in progress that fits the "Featured Favourites" mission.
    const demoSongs = songsOfArtist(demoArtistIndex);
    for (let k = 0; k < 14; k++) {
      planMap({ songId: rng.pick(releasedSongs), host: MAPPER, status: BeatmapStatus.Ranked, mode: BeatmapMode.osu, created: days(-900 + k * 50), full: true });
    }
    planMap({ songId: demoSongs[0], host: MAPPER, status: BeatmapStatus.WIP, mode: BeatmapMode.osu, created: days(-12), full: true });
    planMap({ songId: demoSongs[1 % demoSongs.length], host: MAPPER, status: BeatmapStatus.Done, mode: BeatmapMode.osu, created: days(-30), full: true });
    planMap({ songId: demoSongs[2 % demoSongs.length], host: MAPPER, status: BeatmapStatus.WIP, mode: BeatmapMode.taiko, created: days(-6) });
    for (const p of planned.slice(-3)) {
      p.row.submissionDate = p.row.url ? days(-5) : null;
      p.tasks.forEach((t) => (t.mappers = [MAPPER]));
    }
    // Everyone else's free-standing mapsets.
    const freeCount = 320 * scale - planned.length + 20;
    for (let k = 0; k < freeCount; k++) {
      const status = rng.weighted<BeatmapStatus>([[BeatmapStatus.WIP, 35], [BeatmapStatus.Done, 18], [BeatmapStatus.Qualified, 9], [BeatmapStatus.Ranked, 38]]);
      const host = pickMapper();
      const created = rng.date(new Date(Math.max(MG_LAUNCH.getTime(), joinedAt.get(host)!.getTime())), days(-2));
      planMap({ songId: rng.pick(releasedSongs), host, status, created });
    }
    const beatmapIds = await insertMany(m, Beatmap, planned.map((p) => p.row));
    const taskRows: Partial<Task>[] = [];
    const taskMappers: number[][] = [];
    planned.forEach((p, i) =>
      p.tasks.forEach((t) => {
        taskRows.push({ beatmapId: beatmapIds[i], name: t.name, mode: t.mode, status: t.status });
        taskMappers.push(t.mappers);
      }),
    );
    const taskIds = await insertMany(m, Task, taskRows);
    await insertLinks(m, "task_mappers", ["task_id", "user_id"], taskIds.flatMap((t, i) => taskMappers[i].map((u) => [t, u] as [number, number])));
    await insertLinks(m, "beatmap_modders", ["beatmap_id", "user_id"], planned.flatMap((p, i) => p.modders.map((u) => [beatmapIds[i], u] as [number, number])));
    await insertLinks(m, "beatmap_bns", ["beatmap_id", "user_id"], planned.flatMap((p, i) => p.bns.map((u) => [beatmapIds[i], u] as [number, number])));

    // Winners (and the odd invalid map) of closed missions.
    const winners: [number, number][] = [];
    const invalid: [number, number][] = [];
    missionPlans.forEach((p, mi) => {
      if (p.row.status !== MissionStatus.closed) return;
      const maps = planned.map((x, i) => (x.row.missionId === missionIds[mi] ? beatmapIds[i] : 0)).filter(Boolean);
      for (const b of rng.sample(maps, Math.min(maps.length, rng.int(1, 3)))) winners.push([missionIds[mi], b]);
      if (maps.length > 4 && rng.chance(0.5)) invalid.push([missionIds[mi], maps.find((b) => !winners.some((w) => w[1] === b))!]);
    });
    await insertLinks(m, "mission_winners", ["mission_id", "beatmap_id"], winners);
    await insertLinks(m, "mission_invalid_beatmaps", ["mission_id", "beatmap_id"], invalid.filter((x) => x[1]));

    // ---------------------------------------------------------------- showcase assignments (confidential)
    const songMission = missionIds[missionPlans.findIndex((p) => p.row.isShowcaseMission && !p.row.isArtistShowcase && !p.row.isGenreShowcase)];
    const artistMission = missionIds[missionPlans.findIndex((p) => p.row.isArtistShowcase)];
    const eligibleArtists = artistIds.slice(released, released + unreleased);
    const eligibleSongs = songIds.filter((_, i) => songArtistIndex[i] >= released && songArtistIndex[i] < released + unreleased && !songRows[i].isExcludedFromClassified);
    const showcaseUsers = userIds.filter((_, i) => userRows[i].isShowcaseMapper && userIds[i] !== SHOWCASE).slice(0, 6);
    const assignments: Partial<ShowcaseAssignment>[] = [];
    const ledger: Partial<SpentPoints>[] = [];
    showcaseUsers.forEach((u, k) => {
      const rerolls = k % 3 === 0 ? 1 : 0;
      assignments.push({ missionId: songMission, userId: u, kind: ShowcaseKind.song, songId: eligibleSongs[k % eligibleSongs.length], rerolls });
      if (rerolls) ledger.push({ userId: u, category: SpendCategory.rerollShowcaseMissionSong, amount: 35, reason: "Rerolled a showcase mission song", missionId: songMission, createdAt: days(-2) });
    });
    const artistAssigned = showcaseUsers.slice(0, 4).map((u, k) => ({ missionId: artistMission, userId: u, kind: ShowcaseKind.artist, artistId: eligibleArtists[k % eligibleArtists.length], rerolls: 0 }));
    assignments.push(...artistAssigned);
    if (assignments.length) await m.insert(ShowcaseAssignment, assignments as never);
    // One genre entry (three songs of the first genre) for the first showcase mapper.
    const genreMission = missionIds[missionPlans.findIndex((p) => p.row.isGenreShowcase)];
    const genreSongs = songIds.filter((_, i) =>
      songArtistIndex[i] >= released && songArtistIndex[i] < released + unreleased && songRows[i].oszUrl && !songRows[i].isExcludedFromClassified
      && songRows[i].tags?.includes(genreOptions[0])).slice(0, 3);
    if (showcaseUsers.length && genreSongs.length) {
      const [{ id: entryId }] = await m.query(
        `INSERT INTO showcase_genre_entries (mission_id, user_id, tag) VALUES ($1, $2, $3) RETURNING id`, [genreMission, showcaseUsers[0], genreOptions[0]]);
      await m.insert(ShowcaseGenreSong, genreSongs.map((songId, slot) => ({ entryId, songId, slot })) as never);
    }
    if (artistAssigned.length) {
      await m.insert(UserRolledArtist, artistAssigned.map((a) => ({ userId: a.userId, artistId: a.artistId })) as never);
      await insertLinks(m, "artist_showcase_mappers", ["artist_id", "user_id"], artistAssigned.map((a) => [a.artistId, a.userId] as [number, number]));
      const firstSongs = artistAssigned.map((a) => [songsOfArtist(artistIds.indexOf(a.artistId))[0], a.userId] as [number, number]).filter((x) => x[0]);
      await insertLinks(m, "song_showcase_mappers", ["song_id", "user_id"], firstSongs.slice(0, 2));
    }
    await insertLinks(m, "artist_showcase_mappers", ["artist_id", "user_id"], eligibleArtists.slice(0, 2).map((a) => [a, SHOWCASE] as [number, number]));

    // ---------------------------------------------------------------- spent points ledger
    questPlans.forEach((p, qi) => {
      if (p.party) {
        for (const u of p.party.members) {
          ledger.push({ userId: u, category: SpendCategory.acceptQuest, amount: p.row.price!, reason: `Accepted quest "${p.row.name}"`, questId: questIds[qi], createdAt: p.row.accepted! });
        }
      }
      if (p.row.status === QuestStatus.pending || p.row.status === QuestStatus.rejected || (p.row.creatorId !== ADMIN && p.row.status !== QuestStatus.open)) {
        const n = p.row.requiredMapsets!;
        const cost = 25 + (n === 1 ? 100 : n <= 9 ? (10 - n) * 7.5 : 0);
        ledger.push({ userId: p.row.creatorId!, category: SpendCategory.createQuest, amount: cost, reason: `Submitted quest "${p.row.name}"`, questId: questIds[qi], createdAt: p.row.createdAt! });
        if (p.row.status === QuestStatus.rejected) {
          ledger.push({ userId: p.row.creatorId!, category: SpendCategory.refund, amount: -cost, reason: `Refund: quest "${p.row.name}" was rejected`, questId: questIds[qi], createdAt: new Date(p.row.createdAt!.getTime() + DAY) });
        }
      }
    });
    // DemoMapper re-opened a quest once.
    const reopened = questPlans.findIndex((p) => p.row.status === QuestStatus.open && p.row.expiration! > today);
    ledger.push({ userId: MAPPER, category: SpendCategory.reopenQuest, amount: questPlans[reopened].row.price! * 0.5 + 25, reason: `Re-opened quest "${questPlans[reopened].row.name}"`, questId: questIds[reopened], createdAt: days(-40) });
    await insertMany(m, SpentPoints, ledger);

    // ---------------------------------------------------------------- activity log
    const logs: Partial<Log>[] = [];
    const log = (userId: number | null, action: string, category: LogCategory, at: Date) => logs.push({ userId, action, category, createdAt: at });
    planned.forEach((p, i) => {
      const label = songLabel.get(p.row.songId!)!;
      log(p.row.hostId!, `created new map "${label}"`, LogCategory.beatmap, p.row.createdAt!);
      for (const t of p.tasks) {
        for (const u of t.mappers) if (u !== p.row.hostId) log(u, `added "${t.name}" difficulty to "${label}"`, LogCategory.beatmap, new Date(p.row.createdAt!.getTime() + 3600_000));
      }
      if (p.row.status !== BeatmapStatus.WIP) log(p.row.hostId!, `changed status of "${label}" to "Done"`, LogCategory.beatmap, p.row.submissionDate ?? p.row.createdAt!);
      for (const u of p.modders) log(u, `modded "${label}"`, LogCategory.beatmap, new Date((p.row.submissionDate ?? p.row.createdAt!).getTime() + rng.int(1, 10) * DAY));
      if (p.row.missionId) log(p.row.hostId!, `added "${label}" to mission "${missionPlans[missionIds.indexOf(p.row.missionId)].row.name}"`, LogCategory.mission, new Date(p.row.createdAt!.getTime() + 7200_000));
      void i;
    });
    questPlans.forEach((p) => {
      if (p.row.status === QuestStatus.pending || p.row.status === QuestStatus.rejected) log(p.row.creatorId!, "submitted quest for approval", LogCategory.quest, p.row.createdAt!);
      else log(ADMIN, `created quest "${p.row.name}"`, LogCategory.quest, p.row.createdAt!);
      for (const f of p.forming) log(f.leader, `created a party for ${p.row.name}`, LogCategory.party, new Date(p.row.createdAt!.getTime() + DAY));
      if (p.party) {
        log(p.party.leader, `created a party for ${p.row.name}`, LogCategory.party, new Date(p.row.accepted!.getTime() - DAY));
        for (const u of p.party.members.slice(1)) log(u, `joined party for ${p.row.name}`, LogCategory.party, new Date(p.row.accepted!.getTime() - 3600_000));
        log(p.party.leader, `party accepted quest "${p.row.name}" for ${p.party.modes.length > 1 ? "modes" : "mode"} "${p.party.modes.join(", ")}"`, LogCategory.quest, p.row.accepted!);
      }
    });
    missionPlans.forEach((p) => {
      if (p.row.openingAnnounced) log(null, `"${p.row.name}" opened`, LogCategory.mission, new Date(p.row.createdAt!.getTime() + DAY));
      if (p.row.status === MissionStatus.closed) log(null, `"${p.row.name}" closed (past deadline)`, LogCategory.mission, p.row.deadline!);
    });
    assignments.forEach((a) => log(a.userId!, a.kind === ShowcaseKind.song ? "found showcase mission song" : "selected showcase mission artist", LogCategory.mission, days(-3)));
    logs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertMany(m, Log, logs.filter((l) => l.createdAt!.getTime() <= now.getTime()));

    return {
      users: userIds.length,
      artists: artistIds.length,
      songs: songIds.length,
      beatmaps: beatmapIds.length,
      quests: questIds.length,
      missions: missionIds.length,
      logs: logs.length,
    };
  }).then(async (summary) => {
    await finishPoints(deps);
    return summary;
  });
}

/**
 * Earned points come from the real engine; the ledger total is cached on each user. Guild veterans carry
 * legacy points from before the current system (as the original's admin-set legacy points), which spreads the
 * members over every rank; DemoMapper lands in rank 3.
 */
async function finishPoints(deps: Deps): Promise<void> {
  const points = new PointsService(deps);
  await deps.db.query(`UPDATE users u SET spent_points = COALESCE((SELECT sum(amount) FROM spent_points s WHERE s.user_id = u.id), 0)`);
  await points.recalculateAll();
  const veterans: { id: number; total_points: number }[] = await deps.db.query(
    `SELECT id, total_points FROM users WHERE osu_id >= 1000 ORDER BY total_points DESC, id ASC LIMIT 70`,
  );
  const bands: [number, number, number][] = [[3, 2600, 4200], [6, 1050, 2300], [12, 520, 960], [19, 260, 480], [30, 105, 240]];
  const rng = new Rng(4242);
  let k = 0;
  const adjusted: number[] = [];
  for (const [count, lo, hi] of bands) {
    for (let i = 0; i < count && k < veterans.length; i++, k++) {
      const v = veterans[k];
      const target = rng.int(lo, hi);
      if (v.total_points < target) {
        await deps.db.query(`UPDATE users SET legacy_points = $2 WHERE id = $1`, [v.id, Math.round(target - v.total_points)]);
        adjusted.push(v.id);
      }
    }
  }
  if (adjusted.length) await points.recalculateUsers(adjusted);
  const [mapper] = await deps.db.query(`SELECT id, total_points FROM users WHERE osu_id = 101`);
  if (mapper && (mapper.total_points < 560 || mapper.total_points > 900)) {
    await deps.db.query(`UPDATE users SET legacy_points = $2 WHERE id = $1`, [mapper.id, Math.max(0, 640 - mapper.total_points)]);
    await points.recalculateUsers([mapper.id]);
  }
}

/** Fills an empty database with the demo guild; returns what was created, or null if there was data. */
export async function seedIfEmpty(deps: Deps, scale = 1): Promise<SeedSummary | null> {
  const [{ count }] = await deps.db.query(`SELECT count(*)::int AS count FROM users`);
  if (Number(count) > 0) return null;
  return generateDemoData(deps, { scale });
}

/** Removes every row of the guild's data (not migrations) — for `npm run seed -- --reset`. */
export async function wipeData(deps: Deps): Promise<void> {
  await deps.db.query(
    `TRUNCATE users, featured_artists, featured_songs, beatmaps, tasks, quests, parties, party_members, party_invites, missions,
      showcase_assignments, showcase_genre_entries, showcase_genre_songs, user_rolled_artists, spent_points, logs, sessions, job_runs, scheduled_jobs, mission_artists,
      mission_winners, mission_invalid_beatmaps, task_mappers, beatmap_modders, beatmap_bns, song_showcase_mappers,
      artist_showcase_mappers RESTART IDENTITY CASCADE`,
  );
}

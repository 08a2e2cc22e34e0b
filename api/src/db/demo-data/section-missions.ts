/** Demo data, missions (priority quests): open, closed and hidden ones, the showcase ("Classified") missions. */
import { MissionStatus, Mode, MODES, TaskName } from "../../core/enums";
import { Mission } from "../../modules/missions/mission.entity";
import { DAY, insertLinks, insertMany, type SeedRun } from "./seed-support";
import type { SeededArtists } from "./section-artists";

export type MissionPlan = { row: Partial<Mission>; artists: number[]; mapCount: number; modes: Mode[] };

export async function seedMissions(run: SeedRun, artists: SeededArtists) {
  const { m, rng, days, scale } = run;
  const { artistRows, artistIds, released, unreleased, songRows, songArtistIndex } = artists;
  const missionPlans: MissionPlan[] = [];
  const tierNames = ["", "Bronze", "Silver", "Gold", "Platinum"];
  const themes = [
    [
      "Rhythm Over Everything",
      "Map a song using only circles and sliders, with no more than three consecutive objects of the same type.",
    ],
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
    { status: MissionStatus.open },
    { status: MissionStatus.open },
    { status: MissionStatus.open },
    { status: MissionStatus.open },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.closed },
    { status: MissionStatus.hidden },
    { status: MissionStatus.hidden },
  ];
  const demoArtistIndex = 1;
  missionStatusPlan.forEach((plan, i) => {
    const tier = (i % 4) + 1;
    const [themeName, objective] = themes[i % themes.length];
    const open = plan.status === MissionStatus.open;
    const showcase = plan.kind === "song" || plan.kind === "artist";
    const created = open
      ? days(-rng.int(5, 40))
      : plan.status === MissionStatus.hidden
        ? days(-rng.int(1, 5))
        : days(-rng.int(60, 700));
    // Mode-specific themes get their mode; a few others are limited to keep the "(x only)" label in the demo.
    const themed: Record<string, Mode[]> = {
      "Keys to Success": [Mode.mania],
      "Drum Circle": [Mode.taiko],
      "Fruit Basket": [Mode.catch],
    };
    const modes =
      plan.kind === "demo"
        ? [Mode.osu]
        : showcase
          ? [...MODES]
          : (themed[themeName] ?? (i % 7 === 2 ? [Mode.osu, Mode.catch] : [...MODES]));
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
      additionalRequirement:
        i % 4 === 1 ? "Mapsets must include at least one difficulty made by a *first-time* guest mapper." : null,
      deadline: open
        ? days(showcase ? rng.int(20, 40) : rng.int(10, 90))
        : plan.status === MissionStatus.hidden
          ? days(60)
          : new Date(created.getTime() + rng.int(30, 120) * DAY),
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
      plan.kind === "demo"
        ? [artistIds[demoArtistIndex]]
        : showcase || plan.kind === "original" || i % 3 === 0
          ? []
          : rng.sample(artistIds.slice(0, released), rng.int(1, 3));
    missionPlans.push({
      row,
      artists,
      modes,
      mapCount: plan.status === MissionStatus.hidden || showcase ? 0 : open ? rng.int(2, 7) : rng.int(3, 9),
    });
  });
  for (let s = 1; s < scale; s++) {
    for (const p of missionPlans.slice(0, 18)) {
      if (p.row.isShowcaseMission) continue;
      missionPlans.push({
        ...p,
        row: {
          ...p.row,
          name: `${p.row.name} ${s + 1}`,
          createdAt: days(-rng.int(60, 900)),
          status: MissionStatus.closed,
          deadline: days(-rng.int(10, 50)),
          closingAnnounced: true,
        },
      });
    }
  }
  // A genre showcase ("Classified") mission offering the genres of the songs eligible for selection.
  const genreOptions = [
    ...new Set(
      songRows.flatMap((row, i) =>
        songArtistIndex[i] >= released &&
        songArtistIndex[i] < released + unreleased &&
        row.oszUrl &&
        !row.isExcludedFromClassified
          ? (row.tags ?? [])
          : [],
      ),
    ),
  ].sort();
  missionPlans.push({
    row: {
      name: "Classified: Genre Showcase Gold",
      tier: 3,
      status: MissionStatus.open,
      objective:
        "Pick a **genre** and load three confidential songs from upcoming Featured Artists; map one of them for the announcement.",
      winCondition: "Every mapset that is **ranked** in time for the announcement wins.",
      deadline: days(35),
      modes: [...MODES],
      openingAnnounced: true,
      isShowcaseMission: true,
      isGenreShowcase: true,
      remainingArtists: 2,
      genreOptions,
      createdAt: days(-9),
    },
    artists: [],
    modes: [...MODES],
    mapCount: 0,
  });
  const missionIds = await insertMany(
    m,
    Mission,
    missionPlans.map((p) => p.row),
  );
  await insertLinks(
    m,
    "mission_artists",
    ["mission_id", "artist_id"],
    missionPlans.flatMap((p, i) => p.artists.map((a) => [missionIds[i], a] as [number, number])),
  );
  return { missionPlans, missionIds, genreOptions, demoArtistIndex };
}

export type SeededMissions = Awaited<ReturnType<typeof seedMissions>>;

import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus, BeatmapStatus, MissionStatus, UserGroup } from "../../core/enums";

/**
 * The public projection of featured artists: internal notes, contract flags and dates, offered users, reference links
 * and song tags never reach members or anonymous visitors, whatever public call they make (the original handed them
 * out through GET /featuredArtists and /home). Every public call that returns artists or songs is walked here as a
 * member and as an anonymous visitor.
 */
const SECRET_NOTE = "SECRET-NOTE-7f3a";
const SECRET_URL = "internal-ref.example";
const SECRET_TAG = "secret-genre-tag";
const PROJECTED = "2031-04-05";
const INTERNAL_KEYS = [
  "notes",
  "isContacted",
  "isResponded",
  "isRejected",
  "contractSent",
  "artistSigned",
  "ppyPaid",
  "ppySigned",
  "songsTimed",
  "songsReceived",
  "assetsReceived",
  "isUpToDate",
  "hasRankedMaps",
  "hasNewSongs",
  "isMomentum",
  "permanentlyDismiss",
  "projectedRelease",
  "lastContacted",
  "lastReviewed",
  "referenceUrl",
  "offeredUsers",
  "showcaseMappers",
  "tags",
  "isExcludedFromClassified",
];

describe("featured artists: only the public projection is public", () => {
  let server: TestServer;
  const bodies: { call: string; who: string; body: string }[] = [];
  let member: Visitor;
  let anonymous: Visitor;
  let ids: { released: number; unreleased: number; quest: number; mission: number; beatmap: number };

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 901, username: "Curious" });
    const offered = await f.user({ osuId: 902, username: "OfferedOne" });
    const internal = {
      notes: SECRET_NOTE,
      isContacted: true,
      isResponded: true,
      contractSent: true,
      artistSigned: true,
      ppySigned: true,
      projectedRelease: PROJECTED,
      lastContacted: new Date("2026-01-02T00:00:00Z"),
      lastReviewed: new Date("2026-01-03T00:00:00Z"),
      referenceUrl: `https://${SECRET_URL}/ref`,
      isMomentum: true,
    };
    const released = await f.artist({ label: "Public Released", ...internal, isUpToDate: true, status: ArtistStatus.public });
    const unreleased = await f.unreleasedArtist({ label: "Hidden Unreleased", ...internal });
    for (const a of [released, unreleased]) {
      await server.database.dataSource.query(`INSERT INTO artist_offered_users (artist_id, user_id) VALUES ($1, $2)`, [
        a.id,
        offered.id,
      ]);
      await server.database.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
        a.id,
        offered.id,
      ]);
    }
    const song = await f.song(released, { title: "Public Song", tags: [SECRET_TAG], isExcludedFromClassified: true });
    const hiddenSong = await f.song(unreleased, { title: "Hidden Song", tags: [SECRET_TAG] });
    const host = await f.user({ osuId: 903, username: "MapHost" });
    const beatmap = await f.beatmap(song, host, { status: BeatmapStatus.Ranked });
    await f.beatmap(hiddenSong, host, { status: BeatmapStatus.WIP });
    const quest = await f.quest({ artistId: released.id });
    const mission = await f.mission({ status: MissionStatus.open, name: "Open PQ" });
    await f.missionArtists(mission, [released, unreleased]);
    await f.user({ osuId: 904, username: "Admin", group: UserGroup.admin });
    ids = { released: released.id, unreleased: unreleased.id, quest: quest.id, mission: mission.id, beatmap: beatmap.id };

    member = new Visitor(server.url);
    await member.login(901);
    anonymous = new Visitor(server.url);

    const artistFields = `id label osuId coverUrl oszTemplatesUrl viewerIsShowcaseMapper
      songs { id title artistName oszUrl songShowcaseMappers { username } beatmaps { id } artist { id label } }`;
    const gql: [string, string][] = [
      ["homeArtists", `{ homeArtists(limit: 50) { artists { ${artistFields} } } }`],
      ["mappableArtists", `{ mappableArtists { ${artistFields} } }`],
      ["exampleMission", `{ exampleMission { artists { ${artistFields} } } }`],
      ["missions", `{ missions(section: active) { id artists { ${artistFields} } } }`],
      ["mission", `{ mission(id: "${ids.mission}") { artists { ${artistFields} } } }`],
      ["quests", `{ quests { quests { id artist { ${artistFields} } } } }`],
      ["quest", `{ quest(id: "${ids.quest}") { artist { ${artistFields} } } }`],
      ["myShowcaseArtists", `{ myShowcaseArtists { ${artistFields} } }`],
      [
        "myShowcaseArtistsConnection",
        `{ myShowcaseArtistsConnection(first: 100) { edges { cursor node { ${artistFields} } } totalCount } }`,
      ],
    ];
    const rest = [
      "/api/home/50",
      "/api/featuredArtists",
      `/api/featuredArtists/${ids.released}/songs`,
      `/api/featuredArtists/${ids.unreleased}/songs`,
      "/api/exampleMission",
      "/api/exampleQuest",
    ];
    for (const [who, v] of [
      ["member", member],
      ["anonymous", anonymous],
    ] as const) {
      for (const [call, q] of gql) bodies.push({ call, who, body: JSON.stringify(await v.gql(q)) });
      for (const path of rest) bodies.push({ call: path, who, body: await (await v.fetch(path)).text() });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it("the public Artist and Song types have no internal field", async () => {
    const { data } = await anonymous.gql<{ a: { fields: { name: string }[] }; s: { fields: { name: string }[] } }>(
      `{ a: __type(name: "Artist") { fields { name } } s: __type(name: "Song") { fields { name } } }`,
    );
    const names = [...data!.a.fields, ...data!.s.fields].map((x) => x.name);
    for (const k of INTERNAL_KEYS) expect(names).not.toContain(k);
  });

  it("the walk reached the artists (so the absence below means something)", () => {
    const joined = bodies
      .filter((b) => b.who === "member")
      .map((b) => b.body)
      .join("\n");
    expect(joined).toContain("Public Released");
    expect(joined).toContain("Public Song");
  });

  it("no public call answers with internal notes, links, tags, dates or pipeline flags", () => {
    for (const b of bodies) {
      const where = `${b.who} ${b.call}`;
      expect({ where, leak: b.body.includes(SECRET_NOTE) }).toEqual({ where, leak: false });
      expect({ where, leak: b.body.includes(SECRET_URL) }).toEqual({ where, leak: false });
      expect({ where, leak: b.body.includes(SECRET_TAG) }).toEqual({ where, leak: false });
      expect({ where, leak: b.body.includes(PROJECTED) }).toEqual({ where, leak: false });
      expect({ where, leak: b.body.includes("OfferedOne") }).toEqual({ where, leak: false });
      for (const k of INTERNAL_KEYS)
        expect({ where, key: k, leak: b.body.includes(`"${k}"`) }).toEqual({ where, key: k, leak: false });
    }
  });

  it("the unreleased artist's name does not reach members through public lists", () => {
    for (const b of bodies.filter((x) => !x.call.includes(String(ids.unreleased)))) {
      expect({
        call: `${b.who} ${b.call}`,
        leak: b.body.includes("Hidden Unreleased") || b.body.includes("Hidden Song"),
      }).toEqual({
        call: `${b.who} ${b.call}`,
        leak: false,
      });
    }
  });

  it("the internal calls answer members and anonymous visitors with an error and no data", async () => {
    const calls = [
      `{ faSchedule(column: ready) { nodes { notes } } }`,
      `{ faArtist(id: "${ids.released}") { notes } }`,
      `{ adminFeaturedArtists { nodes { notes } } }`,
      `{ recentlyLicensedSongs { nodes { tags } } }`,
      `{ faShowcaseMapperCandidates { nodes { username } } }`,
    ];
    for (const v of [member, anonymous]) {
      for (const q of calls) {
        const res = await v.gql(q);
        expect(res.data ?? null).toBeNull();
        expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(res.errors?.[0].extensions?.code);
        expect(JSON.stringify(res)).not.toContain(SECRET_NOTE);
      }
    }
  });
});

import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapMode, BeatmapStatus, TaskMode, TaskName } from "../../core/enums";

type Field = "myBeatmapsConnection" | "myGuestBeatmapsConnection";

interface Connection {
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

const page = (
  field: Field,
) => `query ($mode: Mode, $status: BeatmapStatus, $quest: BeatmapQuestFilter, $search: String, $first: Int, $after: String) {
  ${field}(mode: $mode, status: $status, quest: $quest, search: $search, first: $first, after: $after) {
    edges { cursor node { id } }
    nodes { id }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

/** The deprecated whole lists, with the same filters: what the web filtered in the browser before. */
const whole = (
  field: "myBeatmaps" | "myGuestBeatmaps",
) => `query ($mode: Mode, $status: BeatmapStatus, $quest: BeatmapQuestFilter, $search: String) {
  ${field}(mode: $mode, status: $status, quest: $quest, search: $search) { id }
}`;

describe("myBeatmapsConnection / myGuestBeatmapsConnection: 'My mapsets' and 'My guest difficulties' as keyset pages", () => {
  let server: TestServer;
  let mapper: Visitor;
  /** Mapsets by role, newest first (ids as GraphQL prints them). */
  const hosted: string[] = [];
  const guest: string[] = [];
  const label: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const me = await f.user({ osuId: 740, username: "PagedMapper" });
    const other = await f.user({ osuId: 741, username: "OtherHost" });
    const third = await f.user({ osuId: 742, username: "ThirdHost" });
    const zenith = await f.song(await f.artist({ label: "Zenith Artist" }), { title: "Blue Zenith" });
    const ghost = await f.song(await f.artist({ label: "Camellia" }), { title: "GHOST" });
    const quest = await f.quest({ name: "Linked quest" });
    const same = new Date(Date.UTC(2025, 0, 1));
    const at = (i: number) => (i < 4 ? same : new Date(same.getTime() + i * 1000));

    // 9 mapsets I host, kept newest first (the four oldest share one creation time: ties go by id, highest first);
    // modes, statuses, quests, songs and links vary.
    for (let i = 0; i < 9; i++) {
      const b = await f.beatmap(i % 3 ? zenith : ghost, me, {
        mode: [BeatmapMode.osu, BeatmapMode.taiko, BeatmapMode.hybrid][i % 3],
        status: i % 2 ? BeatmapStatus.Done : BeatmapStatus.WIP,
        questId: i === 4 ? quest.id : null,
        url: i === 7 ? "https://osu.ppy.sh/beatmapsets/987654" : null,
        createdAt: at(i),
      });
      await f.task(b, TaskName.Hard, TaskMode.osu, [me]);
      hosted.unshift(String(b.id));
      label[b.id] = `hosted ${i}`;
    }
    // 5 mapsets of others where I map a task (one as a collaborator), one of them hybrid.
    for (let i = 0; i < 5; i++) {
      const host = i % 2 ? other : third;
      const b = await f.beatmap(i % 2 ? ghost : zenith, host, {
        mode: i === 3 ? BeatmapMode.hybrid : BeatmapMode.mania,
        status: i === 2 ? BeatmapStatus.Done : BeatmapStatus.WIP,
        createdAt: at(i),
      });
      await f.task(b, TaskName.Insane, TaskMode.mania, i === 1 ? [host, me] : [me]);
      guest.unshift(String(b.id));
      label[b.id] = `guest ${i}`;
    }
    // Not mine at all: another member's mapsets, one with a task of theirs, one where only the host maps.
    const foreign = await f.beatmap(zenith, other, { createdAt: at(20) });
    await f.task(foreign, TaskName.Normal, TaskMode.osu, [third]);
    await f.beatmap(ghost, third, { createdAt: at(21) });
    mapper = new Visitor(server.url);
    await mapper.login(740);
  });
  afterAll(async () => {
    await server.close();
  });

  async function first(field: Field, vars: Record<string, unknown>, visitor = mapper): Promise<Connection> {
    const res = await visitor.gql<Record<Field, Connection>>(page(field), vars);
    expect(res.errors).toBeUndefined();
    return res.data![field];
  }

  /** Every page of `first` items until hasNextPage is false; checks the page invariants on the way. */
  async function all(field: Field, vars: Record<string, unknown>, size: number): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 30; i++) {
      const p = await first(field, { ...vars, first: size, after });
      expect(p.edges.length).toBeLessThanOrEqual(size);
      expect(p.nodes.map((n) => n.id)).toEqual(p.edges.map((e) => e.node.id));
      ids.push(...p.edges.map((e) => e.node.id));
      totals.push(p.totalCount);
      if (!p.pageInfo.hasNextPage) return { ids, totals };
      expect(p.edges.length).toBe(size);
      expect(p.pageInfo.endCursor).toBe(p.edges[p.edges.length - 1].cursor);
      after = p.pageInfo.endCursor;
    }
    throw new Error("pages never ended");
  }

  test("scope: my hosted mapsets, newest first; my guest difficulties on others' mapsets; never another member's", async () => {
    const mine = await first("myBeatmapsConnection", { first: 100 });
    expect(mine.nodes.map((n) => label[n.id])).toEqual(hosted.map((id) => label[id]));
    expect(mine.totalCount).toBe(9);
    expect(mine.pageInfo.hasNextPage).toBe(false);
    const guests = await first("myGuestBeatmapsConnection", { first: 100 });
    expect(guests.nodes.map((n) => label[n.id])).toEqual(guest.map((id) => label[id]));
    expect(guests.totalCount).toBe(5);
    // my own mapsets (where I also map a task) are not guest difficulties, and others' are not mine
    expect(guests.nodes.some((n) => hosted.includes(n.id))).toBe(false);

    // the other host sees their own mapsets (two: one where I map, one with a task of ThirdHost), not mine
    const other = new Visitor(server.url);
    await other.login(741);
    const theirs = await first("myBeatmapsConnection", { first: 100 }, other);
    expect(theirs.totalCount).toBe(3);
    expect(theirs.nodes.some((n) => hosted.includes(n.id))).toBe(false);
    const theirGuest = await first("myGuestBeatmapsConnection", { first: 100 }, other);
    expect(theirGuest).toMatchObject({ edges: [], nodes: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });

  test.each<[Field, Record<string, unknown>, number]>([
    ["myBeatmapsConnection", {}, 9],
    // mode: that mode or hybrid (osu 0,3,6 + hybrid 2,5,8)
    ["myBeatmapsConnection", { mode: "osu" }, 6],
    ["myBeatmapsConnection", { mode: "mania" }, 3],
    ["myBeatmapsConnection", { status: "Done" }, 4],
    ["myBeatmapsConnection", { quest: "none" }, 8],
    ["myBeatmapsConnection", { quest: "any" }, 9],
    // search: any word in the artist, title, host, a mapper or (own lists) the link
    ["myBeatmapsConnection", { search: "ghost" }, 3],
    ["myBeatmapsConnection", { search: "nothing-like-it camellia" }, 3],
    ["myBeatmapsConnection", { search: "987654" }, 1],
    ["myBeatmapsConnection", { search: "pagedmapper" }, 9],
    ["myBeatmapsConnection", { search: "othe" }, 0],
    ["myBeatmapsConnection", { mode: "taiko", status: "Done", search: "zenith" }, 3],
    ["myGuestBeatmapsConnection", {}, 5],
    ["myGuestBeatmapsConnection", { mode: "osu" }, 1],
    ["myGuestBeatmapsConnection", { mode: "mania" }, 5],
    ["myGuestBeatmapsConnection", { status: "Done" }, 1],
    ["myGuestBeatmapsConnection", { quest: "none" }, 5],
    ["myGuestBeatmapsConnection", { search: "otherhost" }, 2],
    ["myGuestBeatmapsConnection", { search: "thirdhost" }, 3],
    ["myGuestBeatmapsConnection", { search: "blue" }, 3],
  ])(
    "%s %j: the same mapsets as the whole list, paged by 2 without repeats, totalCount on every page",
    async (field, vars, count) => {
      const { ids, totals } = await all(field, vars, 2);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(ids.length);
      expect(totals.every((t) => t === count)).toBe(true);
      const old = field === "myBeatmapsConnection" ? "myBeatmaps" : "myGuestBeatmaps";
      const res = await mapper.gql<Record<string, { id: string }[]>>(whole(old), vars);
      expect(res.errors).toBeUndefined();
      expect(ids).toEqual(res.data![old].map((b) => b.id));
      const scope = field === "myBeatmapsConnection" ? hosted : guest;
      expect(ids.every((id) => scope.includes(id))).toBe(true);
    },
  );

  test("the four mapsets created at the same moment page apart by id, whatever the page size", async () => {
    for (const size of [1, 3, 4]) expect((await all("myBeatmapsConnection", {}, size)).ids).toEqual(hosted);
  });

  test("a bad cursor, first out of range and a too long search are refused as bad input", async () => {
    for (const field of ["myBeatmapsConnection", "myGuestBeatmapsConnection"] as const) {
      const cursor = await mapper.gql(page(field), { first: 2, after: "nonsense" });
      expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(cursor.errors?.[0].message).toBe("Invalid cursor");
      const forged = await mapper.gql(page(field), { after: Buffer.from("not a date_12").toString("base64url") });
      expect(forged.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      for (const n of [0, 101]) {
        const big = await mapper.gql(page(field), { first: n });
        expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
      }
      const long = await mapper.gql(page(field), { search: "x".repeat(101) });
      expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  test("members only, like myBeatmaps and myGuestBeatmaps", async () => {
    const anonymous = new Visitor(server.url);
    for (const field of ["myBeatmapsConnection", "myGuestBeatmapsConnection"] as const) {
      const res = await anonymous.gql(page(field), { first: 2 });
      expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect(res.data?.[field as never]).toBeFalsy();
    }
    const old = await anonymous.gql(whole("myBeatmaps"), {});
    expect(old.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

import type { DataSource } from "typeorm";
import { fixtures } from "../fixtures";
import { Visitor } from "../harness";
import { Mode, QuestStatus, SpendCategory } from "../../src/core/enums";
import type { User } from "../../src/modules/users/user.entity";

/**
 * Simultaneous spending (docs/security.md, "Double clicks"): every mutation that spends points, fired RUNS times at
 * once. Each answer must be a success or a clear refusal (never an internal error), and the ledger must hold exactly
 * the charges of the successful answers — a request answered with an error never leaves a charge behind.
 */
export const RUNS = 50;

const CLIENT_CODES = new Set(["BAD_USER_INPUT", "NOT_FOUND", "FORBIDDEN", "CONFLICT", "UNAUTHENTICATED"]);

export interface ConcurrencyFigures {
  scenario: string;
  requests: number;
  successes: number;
  refusals: number;
  internalErrors: number;
  charges: number;
  expectedCharges: number;
  orphanCharges: number;
  /** Successful spends beyond what the balances or places allow (a double spend), 0 when the scenario has no bound. */
  doubleSpends: number;
  details: string[];
}

interface Shot {
  visitor: Visitor;
  query: string;
  variables: Record<string, unknown>;
}

interface Scenario {
  name: string;
  /** Builds the rows it needs and the requests to fire at once. */
  setup(): Promise<{ shots: Shot[]; users: number[]; categories: SpendCategory[] }>;
  /** How many ledger rows one successful answer writes. */
  chargesPerSuccess: number;
  /** How many of the requests may succeed at most (the balance or the places allow that many). */
  allowedSuccesses: number;
  /** Extra consistency checks after the run (e.g. only one accept may win); return problems. */
  verify?(successes: number): Promise<string[]>;
}

async function fire(shots: Shot[]): Promise<{ ok: boolean; internal: boolean; detail: string }[]> {
  return Promise.all(
    shots.map(async (s) => {
      try {
        const res = await s.visitor.gql(s.query, s.variables);
        const errors = res.errors ?? [];
        const internal = res.status >= 500 || errors.some((e) => !CLIENT_CODES.has(e.extensions?.code ?? ""));
        const ok = !internal && errors.length === 0 && res.status === 200;
        return { ok, internal, detail: errors.map((e) => `${e.extensions?.code}: ${e.message}`).join("; ") };
      } catch (err) {
        return { ok: false, internal: true, detail: `transport: ${(err as Error).message}` };
      }
    }),
  );
}

async function ledgerRows(db: DataSource, users: number[], categories: SpendCategory[]): Promise<number> {
  const rows: { n: string }[] = await db.query(
    `SELECT count(*) AS n FROM spent_points WHERE user_id = ANY($1) AND category::text = ANY($2)`,
    [users, categories],
  );
  return Number(rows[0].n);
}

/** Member accounts with a balance, signed in. */
async function members(
  db: DataSource,
  url: string,
  n: number,
  points: number,
  tag: string,
): Promise<{ users: User[]; visitors: Visitor[] }> {
  const f = fixtures(db);
  const users: User[] = [];
  const visitors: Visitor[] = [];
  for (let i = 0; i < n; i++) {
    const osuId = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    const u = await f.user({ osuId, username: `${tag}${i}-${osuId}`, legacyPoints: points, rank: 3 } as Partial<User>);
    users.push(u);
    const v = new Visitor(url);
    await v.login(osuId);
    visitors.push(v);
  }
  return { users, visitors };
}

const QUEST_PAYLOAD = "{ availablePoints quest { id status } }";

export function scenarios(db: DataSource, url: string): Scenario[] {
  const f = fixtures(db);
  const future = () => new Date(Date.now() + 30 * 86_400_000);
  return [
    {
      name: "submit quest (one member, a balance for 3 of them)",
      chargesPerSuccess: 1,
      allowedSuccesses: 3,
      async setup() {
        const { users, visitors } = await members(db, url, 1, 3 * 135 + 10, "sub");
        const input = {
          name: "Double click quest",
          descriptionMain: "Objective",
          price: 5,
          requiredMapsets: 1,
          timeframe: 7 * 86_400_000,
          minParty: 1,
          maxParty: 2,
          modes: ["osu"],
        };
        const query = `mutation($i: SubmitQuestInput!) { submitQuest(input: $i) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, () => ({ visitor: visitors[0], query, variables: { i: input } })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.createQuest],
        };
      },
      async verify(successes) {
        const rows: { n: string }[] = await db.query(`SELECT count(*) AS n FROM quests WHERE name = 'Double click quest'`);
        return Number(rows[0].n) === successes ? [] : [`${rows[0].n} quests created for ${successes} successful answers`];
      },
    },
    {
      name: "accept quest (the leader of a party of 3)",
      chargesPerSuccess: 3,
      allowedSuccesses: 1,
      async setup() {
        const { users, visitors } = await members(db, url, 3, 500, "acc");
        const quest = await f.quest({
          status: QuestStatus.open,
          price: 20,
          minParty: 1,
          maxParty: 5,
          modes: [Mode.osu],
          expiration: future(),
        });
        await f.party(quest, users[0], users.slice(1), { modes: [Mode.osu] });
        const query = `mutation($q: ID!) { acceptQuest(questId: $q) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, () => ({ visitor: visitors[0], query, variables: { q: String(quest.id) } })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.acceptQuest],
        };
      },
      async verify(successes) {
        return successes === 1 ? [] : [`${successes} accepts won (exactly one may)`];
      },
    },
    {
      name: "accept quest (two competing parties, 25 clicks each)",
      chargesPerSuccess: 2,
      allowedSuccesses: 1,
      async setup() {
        const a = await members(db, url, 2, 500, "accA");
        const b = await members(db, url, 2, 500, "accB");
        const quest = await f.quest({
          status: QuestStatus.open,
          price: 15,
          minParty: 1,
          maxParty: 5,
          modes: [Mode.osu],
          expiration: future(),
        });
        await f.party(quest, a.users[0], [a.users[1]], { modes: [Mode.osu] });
        await f.party(quest, b.users[0], [b.users[1]], { modes: [Mode.osu] });
        const query = `mutation($q: ID!) { acceptQuest(questId: $q) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, (_, i) => ({
            visitor: i % 2 ? a.visitors[0] : b.visitors[0],
            query,
            variables: { q: String(quest.id) },
          })),
          users: [...a.users, ...b.users].map((u) => u.id),
          categories: [SpendCategory.acceptQuest],
        };
      },
      async verify(successes) {
        return successes === 1 ? [] : [`${successes} accepts won (exactly one may)`];
      },
    },
    {
      name: "re-open an expired quest (one member, 25; another, 25)",
      chargesPerSuccess: 1,
      allowedSuccesses: 1,
      async setup() {
        const { users, visitors } = await members(db, url, 2, 500, "reo");
        const quest = await f.quest({ status: QuestStatus.open, price: 20, expiration: new Date(Date.now() - 86_400_000) });
        const query = `mutation($q: ID!) { reopenQuest(questId: $q) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, (_, i) => ({
            visitor: visitors[i % 2],
            query,
            variables: { q: String(quest.id) },
          })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.reopenQuest],
        };
      },
      async verify(successes) {
        return successes === 1 ? [] : [`${successes} re-opens succeeded (exactly one may)`];
      },
    },
    {
      name: "join a wip party (one invited member)",
      chargesPerSuccess: 1,
      allowedSuccesses: 1,
      async setup() {
        const { users, visitors } = await members(db, url, 2, 500, "joi");
        const quest = await f.quest({
          status: QuestStatus.wip,
          price: 10,
          minParty: 1,
          maxParty: 6,
          modes: [Mode.osu],
          accepted: new Date(),
          deadline: future(),
        });
        const party = await f.party(quest, users[0], [], { modes: [Mode.osu] }, [users[1]]);
        const query = `mutation($p: ID!) { joinParty(partyId: $p) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, () => ({ visitor: visitors[1], query, variables: { p: String(party.id) } })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.acceptQuest],
        };
      },
      async verify(successes) {
        return successes === 1 ? [] : [`${successes} joins succeeded (exactly one may)`];
      },
    },
    {
      name: "join a wip party (10 invited members, 4 places)",
      chargesPerSuccess: 1,
      allowedSuccesses: 4,
      async setup() {
        const { users, visitors } = await members(db, url, 11, 500, "jom");
        const quest = await f.quest({
          status: QuestStatus.wip,
          price: 10,
          minParty: 1,
          maxParty: 5,
          modes: [Mode.osu],
          accepted: new Date(),
          deadline: future(),
        });
        const party = await f.party(quest, users[0], [], { modes: [Mode.osu] }, users.slice(1));
        const query = `mutation($p: ID!) { joinParty(partyId: $p) ${QUEST_PAYLOAD} }`;
        return {
          shots: Array.from({ length: RUNS }, (_, i) => ({
            visitor: visitors[1 + (i % 10)],
            query,
            variables: { p: String(party.id) },
          })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.acceptQuest],
        };
      },
      async verify(successes) {
        return successes === 4 ? [] : [`${successes} joins succeeded (4 places)`];
      },
    },
    {
      name: "reroll a showcase song (a balance for 4 rerolls)",
      chargesPerSuccess: 1,
      allowedSuccesses: 4,
      async setup() {
        const { users, visitors } = await members(db, url, 1, 4 * 35 + 5, "rrs");
        const mission = await f.mission({ isShowcaseMission: true, openingAnnounced: true, deadline: future() });
        for (let i = 0; i < 3; i++) {
          const artist = await f.unreleasedArtist();
          for (let j = 0; j < 4; j++) await f.song(artist);
        }
        const load = await visitors[0].gql(`mutation($m: ID!) { loadShowcaseSong(missionId: $m) { rerollCost } }`, {
          m: String(mission.id),
        });
        if (load.errors) throw new Error(`setup: ${JSON.stringify(load.errors)}`);
        const query = `mutation($m: ID!) { rerollShowcaseSong(missionId: $m) { availablePoints rerolled } }`;
        return {
          shots: Array.from({ length: RUNS }, () => ({ visitor: visitors[0], query, variables: { m: String(mission.id) } })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.rerollShowcaseMissionSong],
        };
      },
      async verify(successes) {
        return successes === 4 ? [] : [`${successes} song rerolls succeeded (points for 4)`];
      },
    },
    {
      name: "reroll a showcase artist (a balance for 3 rerolls: 10 + 20 + 40)",
      chargesPerSuccess: 1,
      allowedSuccesses: 3,
      async setup() {
        const { users, visitors } = await members(db, url, 1, 75, "rra");
        const mission = await f.mission({
          isShowcaseMission: true,
          isArtistShowcase: true,
          openingAnnounced: true,
          deadline: future(),
        });
        for (let i = 0; i < 8; i++) await f.song(await f.unreleasedArtist());
        const load = await visitors[0].gql(`mutation($m: ID!) { loadShowcaseArtist(missionId: $m) { rerollCount } }`, {
          m: String(mission.id),
        });
        if (load.errors) throw new Error(`setup: ${JSON.stringify(load.errors)}`);
        const query = `mutation($m: ID!) { rerollShowcaseArtist(missionId: $m) { availablePoints rerollCount } }`;
        return {
          shots: Array.from({ length: RUNS }, () => ({ visitor: visitors[0], query, variables: { m: String(mission.id) } })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.rerollShowcaseMissionArtist],
        };
      },
      async verify(successes) {
        return successes === 3 ? [] : [`${successes} artist rerolls succeeded (points for 3)`];
      },
    },
    {
      name: "reroll a genre showcase song (a balance for 4 rerolls: 2 + 4 + 6 + 8)",
      chargesPerSuccess: 1,
      allowedSuccesses: 4,
      async setup() {
        const { users, visitors } = await members(db, url, 1, 21, "rrg");
        const tag = `ConcurrencyGenre${users[0].id}`;
        const mission = await f.mission({
          isShowcaseMission: true,
          isGenreShowcase: true,
          genreOptions: [tag],
          openingAnnounced: true,
          deadline: future(),
        });
        for (let i = 0; i < 12; i++) {
          await f.song(await f.unreleasedArtist(), { tags: [tag], oszUrl: `https://example.invalid/${tag}/${i}.osz` });
        }
        const load = await visitors[0].gql(
          `mutation($m: ID!, $t: String!) { loadShowcaseGenre(missionId: $m, tag: $t) { rerolled } }`,
          {
            m: String(mission.id),
            t: tag,
          },
        );
        if (load.errors) throw new Error(`setup: ${JSON.stringify(load.errors)}`);
        const query = `mutation($m: ID!, $i: Int!) { rerollShowcaseGenreSong(missionId: $m, songIndex: $i) { availablePoints rerolled } }`;
        return {
          shots: Array.from({ length: RUNS }, (_, i) => ({
            visitor: visitors[0],
            query,
            variables: { m: String(mission.id), i: i % 3 },
          })),
          users: users.map((u) => u.id),
          categories: [SpendCategory.rerollShowcaseMissionSongByTag],
        };
      },
      async verify(successes) {
        return successes === 4 ? [] : [`${successes} genre rerolls succeeded (points for 4)`];
      },
    },
  ];
}

/** Runs every scenario once and returns its figures. */
export async function runConcurrency(db: DataSource, url: string): Promise<ConcurrencyFigures[]> {
  const out: ConcurrencyFigures[] = [];
  for (const s of scenarios(db, url)) {
    const { shots, users, categories } = await s.setup();
    const before = await ledgerRows(db, users, categories);
    const answers = await fire(shots);
    const charges = (await ledgerRows(db, users, categories)) - before;
    const successes = answers.filter((a) => a.ok).length;
    const internalErrors = answers.filter((a) => a.internal).length;
    const expectedCharges = successes * s.chargesPerSuccess;
    const details = [
      ...new Set(answers.filter((a) => a.internal).map((a) => `internal: ${a.detail}`)),
      ...((await s.verify?.(successes)) ?? []),
    ];
    out.push({
      scenario: s.name,
      requests: shots.length,
      successes,
      refusals: answers.length - successes - internalErrors,
      internalErrors,
      charges,
      expectedCharges,
      orphanCharges: Math.max(0, charges - expectedCharges),
      doubleSpends: Math.max(0, successes - s.allowedSuccesses),
      details: charges < expectedCharges ? [...details, `${expectedCharges - charges} charges missing`] : details,
    });
  }
  return out;
}

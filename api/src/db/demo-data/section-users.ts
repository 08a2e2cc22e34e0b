/** Demo data, users: the demo accounts (demo-accounts.ts) and the generated members, with osu! stats from the mock. */
import { UserGroup } from "../../core/enums";
import { User } from "../../modules/users/user.entity";
import { mockOsuStats } from "../../osu/mock-provider/profiles";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import type { Rng } from "./random";
import { insertMany, MG_LAUNCH, numbered, type SeedRun } from "./seed-support";
import { NAME_PARTS_A, NAME_PARTS_B, NAME_SUFFIXES } from "./words";

/**
 * A fresh member name from the word pools. At large scales the pools run out, so after a few collisions the name
 * gets a number (kept within osu!'s 15 characters); small scales never get there, so their data does not change.
 */
function username(rng: Rng, taken: Set<string>): string {
  for (let tries = 0; ; tries++) {
    const base = `${rng.pick(NAME_PARTS_A)}${rng.pick(NAME_PARTS_B)}`;
    const name = `${rng.chance(0.5) ? base : base.toLowerCase()}${rng.pick(NAME_SUFFIXES)}`.slice(0, 15).trim();
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
    if (tries >= 20) return numbered(name, taken, 15);
  }
}

export async function seedUsers(run: SeedRun) {
  const { m, rng, today, days, scale } = run;
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
  return { userRows, userIds, userByOsu, ADMIN, MAPPER, SHOWCASE, joinedAt, mappers, active, pickMapper };
}

export type SeededUsers = Awaited<ReturnType<typeof seedUsers>>;

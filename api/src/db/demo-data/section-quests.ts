/** Demo data, quests and their parties: every status, forming parties on open quests, the holding party on the rest. */
import { Mode, MODES, QuestStatus } from "../../core/enums";
import { Quest } from "../../modules/quests/quest.entity";
import { Party, PartyInvite, PartyMember } from "../../modules/parties/party.entity";
import { CHUNK, DAY, insertMany, type SeedRun } from "./seed-support";
import type { SeededUsers } from "./section-users";
import type { SeededArtists } from "./section-artists";

export type QuestPlan = {
  row: Partial<Quest>;
  artistIndex: number;
  party?: { leader: number; members: number[]; modes: Mode[]; lock: boolean };
  forming: { leader: number; members: number[]; modes: Mode[]; invites: number[] }[];
};

export async function seedQuests(run: SeedRun, users: SeededUsers, artists: SeededArtists) {
  const { m, rng, today, days, scale } = run;
  const { ADMIN, MAPPER, mappers, active } = users;
  const { artistRows, artistIds, released } = artists;
  const questPlans: QuestPlan[] = [];
  const statusPlan: QuestStatus[] = [
    ...Array(14).fill(QuestStatus.open),
    ...Array(8).fill(QuestStatus.wip),
    ...Array(8).fill(QuestStatus.done),
    QuestStatus.scheduled,
    QuestStatus.scheduled,
    QuestStatus.pending,
    QuestStatus.pending,
    QuestStatus.rejected,
    QuestStatus.hidden,
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
      const created =
        status === QuestStatus.done ? rng.date(new Date("2020-01-01T00:00:00Z"), days(-400)) : rng.date(days(-300), days(-20));
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
        const members = rng.sample(
          active.filter((u) => u !== MAPPER),
          size,
        );
        plan.party = {
          leader: members[0],
          members,
          modes: rng.sample(row.modes!, rng.int(1, Math.min(2, row.modes!.length))),
          lock: rng.chance(0.5),
        };
        const accepted =
          status === QuestStatus.done ? new Date(created.getTime() + rng.int(5, 30) * DAY) : days(-rng.int(20, 200));
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
          const members = rng.sample(
            active.filter((u) => u !== MAPPER && !plan.forming.some((p) => p.members.includes(u))),
            rng.int(1, 3),
          );
          plan.forming.push({
            leader: members[0],
            members,
            modes: [rng.pick(row.modes!)],
            invites: rng.chance(0.4) ? [rng.pick(mappers)] : [],
          });
        }
      }
      questPlans.push(plan);
    });
  }
  // DemoMapper leads a forming party on the first open quest that has none, so the quests page has something of theirs.
  const demoOpen = questPlans.find(
    (p) => p.row.status === QuestStatus.open && p.forming.length === 0 && p.row.expiration! > today,
  );
  demoOpen?.forming.push({ leader: MAPPER, members: [MAPPER], modes: [Mode.osu], invites: [] });
  const questIds = await insertMany(
    m,
    Quest,
    questPlans.map((p) => p.row),
  );
  const partyRows: Partial<Party>[] = [];
  const partyMembers: { partyIndex: number; users: number[]; questId: number }[] = [];
  const partyInvites: { partyIndex: number; users: number[] }[] = [];
  questPlans.forEach((p, i) => {
    const parties = p.party ? [{ ...p.party, invites: [] as number[] }] : p.forming.map((f) => ({ ...f, lock: false }));
    for (const party of parties) {
      partyRows.push({
        questId: questIds[i],
        leaderId: party.leader,
        modes: party.modes,
        lock: party.lock,
        createdAt: p.row.accepted ?? p.row.createdAt,
      });
      partyMembers.push({ partyIndex: partyRows.length - 1, users: party.members, questId: questIds[i] });
      partyInvites.push({ partyIndex: partyRows.length - 1, users: party.invites.filter((u) => !party.members.includes(u)) });
    }
  });
  const partyIds = await insertMany(m, Party, partyRows);
  const memberRows: Partial<PartyMember>[] = partyMembers.flatMap((pm) =>
    pm.users.map((userId) => ({ partyId: partyIds[pm.partyIndex], userId, questId: pm.questId })),
  );
  for (let i = 0; i < memberRows.length; i += CHUNK) await m.insert(PartyMember, memberRows.slice(i, i + CHUNK) as never);
  const inviteRows = partyInvites.flatMap((pi) => pi.users.map((userId) => ({ partyId: partyIds[pi.partyIndex], userId })));
  if (inviteRows.length) await m.insert(PartyInvite, inviteRows as never);
  return { questPlans, questIds };
}

export type SeededQuests = Awaited<ReturnType<typeof seedQuests>>;

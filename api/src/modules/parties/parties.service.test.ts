import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { createServices, type Services } from "../../app/services";
import { BeatmapStatus, Mode, QuestStatus, SpendCategory, TaskMode, TaskName } from "../../core/enums";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Log } from "../logs/log.entity";
import { SpentPoints } from "../points/spent-points.entity";
import { Quest } from "../quests/quest.entity";
import { DAY_MS } from "../quests/quests.rules";
import { User } from "../users/user.entity";
import { Party, PartyInvite, PartyMember } from "./party.entity";
import { PARTY_MSG } from "./parties.rules";

describe("PartiesService on a real database", () => {
  let db: Database;
  let s: Services;
  let f: ReturnType<typeof fixtures>;
  const clock = new Date("2026-06-01T12:00:00Z");
  const days = (n: number) => new Date(clock.getTime() + n * DAY_MS);

  beforeAll(async () => {
    db = await createTestDatabase(8);
    s = createServices(testDeps(db, () => clock));
    f = fixtures(db.dataSource);
  });
  afterAll(async () => {
    await db.close();
  });

  const repo = <T extends object>(e: new () => T) => db.dataSource.getRepository(e);
  const rich = (over: Partial<User> = {}) => f.user({ legacyPoints: 500, rank: 2, ...over });
  const openQuest = (over: Partial<Quest> = {}) =>
    f.quest({
      status: QuestStatus.open,
      descriptionMain: "Map it",
      price: 10,
      minParty: 1,
      maxParty: 4,
      modes: [Mode.osu, Mode.taiko],
      expiration: days(30),
      ...over,
    });
  const memberIds = async (partyId: number) =>
    (await repo(PartyMember).find({ where: { partyId }, order: { userId: "ASC" } })).map((m) => m.userId);
  const lastLog = async () => (await repo(Log).find({ order: { id: "DESC" }, take: 1 }))[0]?.action;

  describe("create", () => {
    test("leader = member, modes = the leader's main mode if offered; one party per user per quest (a fix, see README.md)", async () => {
      const u = await rich({ taikoPoints: 50 });
      const q = await openQuest();
      const r = await s.parties.create(u, q.id);
      expect(r.party).toMatchObject({ leaderId: u.id, modes: [Mode.taiko], questId: q.id });
      expect(await memberIds(r.party!.id)).toEqual([u.id]);
      expect(await lastLog()).toBe(`created a party for ${q.name}`);
      await expect(s.parties.create(u, q.id)).rejects.toThrow(PARTY_MSG.alreadyInParty);
      const results = await Promise.allSettled([s.parties.create(await rich(), q.id), s.parties.create(u, q.id)]);
      expect(results.map((x) => x.status)).toEqual(["fulfilled", "rejected"]);
    });

    test.each<[string, Partial<Quest>, string]>([
      ["wip quest", { status: QuestStatus.wip }, PARTY_MSG.questNotFound],
      ["expired quest", { expiration: new Date("2026-01-01T00:00:00Z") }, PARTY_MSG.questExpired],
      ["pending quest (invisible)", { status: QuestStatus.pending }, "Error: Object not found"],
    ])("refused on a %s", async (_label, over, message) => {
      await expect(s.parties.create(await rich(), (await openQuest(over)).id)).rejects.toThrow(message);
    });

    test("concurrent creates by one user on one quest: one party", async () => {
      const u = await rich();
      const q = await openQuest();
      await Promise.allSettled(Array.from({ length: 5 }, () => s.parties.create(u, q.id)));
      expect(await repo(Party).countBy({ questId: q.id })).toBe(1);
    });
  });

  describe("invite and join", () => {
    test("only the leader invites (by username or osu! id); the invitee joins a locked party", async () => {
      const [leader, member, guest] = [await rich(), await rich(), await rich({ username: "InvitedOne" })];
      const q = await openQuest();
      const party = await f.party(q, leader, [member], { lock: true });
      await expect(s.parties.invite(member, party.id, "InvitedOne")).rejects.toThrow("Unauthorized");
      await expect(s.parties.invite(leader, party.id, "nobody-here")).rejects.toThrow("Cannot find user!");
      await s.parties.invite(leader, party.id, "invitedone");
      await s.parties.invite(leader, party.id, String(guest.osuId)); // idempotent
      expect(await repo(PartyInvite).findBy({ partyId: party.id })).toHaveLength(1);
      const stranger = await rich();
      await expect(s.parties.join(stranger, party.id)).rejects.toThrow(PARTY_MSG.locked);
      await s.parties.join(guest, party.id);
      expect(await memberIds(party.id)).toEqual([leader.id, member.id, guest.id].sort((a, b) => a - b));
      expect(await repo(PartyInvite).findBy({ partyId: party.id })).toEqual([]);
      expect(await lastLog()).toBe(`joined party for ${q.name}`);
    });

    test("joining one party of a quest drops the user's invitations to the others", async () => {
      const [l1, l2, guest] = [await rich(), await rich(), await rich()];
      const q = await openQuest();
      const p1 = await f.party(q, l1, [], {}, [guest]);
      const p2 = await f.party(q, l2, [], {}, [guest]);
      await s.parties.join(guest, p1.id);
      expect(await repo(PartyInvite).findBy({ partyId: p2.id })).toEqual([]);
      await expect(s.parties.join(guest, p2.id)).rejects.toThrow(PARTY_MSG.alreadyInParty);
    });

    test("wip quest: only by invitation (a fix, see README.md), charged now — the joiner, or the leader covering", async () => {
      const leader = await rich();
      const q = await openQuest({ status: QuestStatus.wip, price: 20 });
      const party = await f.party(q, leader);
      const free = await rich();
      await expect(s.parties.join(free, party.id)).rejects.toThrow(PARTY_MSG.wipNeedsInvite);
      await s.parties.invite(leader, party.id, free.username);
      const r = await s.parties.join(free, party.id);
      expect(r.availablePoints).toBe(480);
      const poor = await f.user({ legacyPoints: 5 });
      await s.parties.invite(leader, party.id, poor.username);
      await s.parties.join(poor, party.id);
      const rows = await repo(SpentPoints).find({ where: { questId: q.id }, order: { id: "ASC" } });
      expect(rows.map((x) => [x.userId, x.amount, x.category])).toEqual([
        [free.id, 20, SpendCategory.acceptQuest],
        [leader.id, 20, SpendCategory.acceptQuest],
      ]);
      expect(rows[1].reason).toContain(`covering ${poor.username}`);
    });

    test("size limit holds under concurrent joins", async () => {
      const leader = await rich();
      const q = await openQuest({ maxParty: 3 });
      const party = await f.party(q, leader);
      const joiners = await Promise.all(Array.from({ length: 6 }, () => rich()));
      const results = await Promise.allSettled(joiners.map((u) => s.parties.join(u, party.id)));
      expect(results.filter((x) => x.status === "fulfilled")).toHaveLength(2);
      expect(
        (results.filter((x) => x.status === "rejected") as PromiseRejectedResult[]).every(
          (x) => x.reason.message === PARTY_MSG.tooMany,
        ),
      ).toBe(true);
      expect(await memberIds(party.id)).toHaveLength(3);
    });

    test("an invitee declines; the leader withdraws; others may not", async () => {
      const [leader, a, b, c] = [await rich(), await rich(), await rich(), await rich()];
      const q = await openQuest();
      const party = await f.party(q, leader, [], {}, [a, b]);
      await expect(s.parties.removeInvite(c, party.id, a.id)).rejects.toThrow("Unauthorized");
      await s.parties.removeInvite(a, party.id, a.id);
      await s.parties.removeInvite(leader, party.id, b.id);
      expect(await repo(PartyInvite).findBy({ partyId: party.id })).toEqual([]);
      expect(await lastLog()).toBe("removed from pending members of party");
    });
  });

  describe("leave and kick", () => {
    async function wip(minParty = 2) {
      const [leader, a, b] = [await rich(), await rich(), await rich()];
      const q = await openQuest({ status: QuestStatus.wip, minParty, minRank: 0 });
      const party = await f.party(q, leader, [a, b]);
      const song = await f.song(await f.artist());
      const map = await f.beatmap(song, leader, { questId: q.id });
      await f.task(map, TaskName.Hard, TaskMode.osu, [a]);
      const own = await f.beatmap(song, a, { questId: q.id });
      return { leader, a, b, q, party, map, own };
    }

    test("a member leaves: their maps on the quest are unlinked, the others' stay", async () => {
      const x = await wip();
      const other = await f.beatmap(await f.song(await f.artist()), x.b, { questId: x.q.id });
      await s.parties.leave(x.a, x.party.id);
      expect(await memberIds(x.party.id)).not.toContain(x.a.id);
      expect((await repo(Beatmap).findOneByOrFail({ id: x.map.id })).questId).toBeNull();
      expect((await repo(Beatmap).findOneByOrFail({ id: x.own.id })).questId).toBeNull();
      expect((await repo(Beatmap).findOneByOrFail({ id: other.id })).questId).toBe(x.q.id);
      expect(await lastLog()).toBe(`left party for ${x.q.name}`);
    });

    test("Ranked maps on the quest block leaving and being kicked (the original's messages)", async () => {
      const x = await wip(1);
      await repo(Beatmap).update(x.map.id, { status: BeatmapStatus.Ranked });
      await expect(s.parties.leave(x.a, x.party.id)).rejects.toThrow(PARTY_MSG.rankedLeave);
      await expect(s.parties.kick(x.leader, x.party.id, x.a.id)).rejects.toThrow(PARTY_MSG.rankedKick);
    });

    test("a wip party cannot drop below the quest's minimum size or rank by a leave or kick (decision: refuse)", async () => {
      const x = await wip(3);
      await expect(s.parties.leave(x.b, x.party.id)).rejects.toThrow(PARTY_MSG.leaveBreaksQuest);
      await expect(s.parties.kick(x.leader, x.party.id, x.b.id)).rejects.toThrow(PARTY_MSG.kickBreaksQuest);
      await repo(Quest).update(x.q.id, { minParty: 1, minRank: 2 });
      await repo(User).update(x.a.id, { rank: 0 });
      await repo(User).update(x.b.id, { rank: 5 });
      await expect(s.parties.kick(x.leader, x.party.id, x.b.id)).rejects.toThrow(PARTY_MSG.kickBreaksQuest);
      await s.parties.kick(x.leader, x.party.id, x.a.id);
      expect(await memberIds(x.party.id)).toEqual([x.leader.id, x.b.id].sort((a, b) => a - b));
      expect((await repo(Beatmap).findOneByOrFail({ id: x.map.id })).questId).toBeNull();
      expect(await lastLog()).toBe(`kicked member from party for ${x.q.name}`);
    });

    test("the leader transfers leadership to a member only, then may leave; a leader alone on an open quest deletes the party", async () => {
      const x = await wip(1);
      await expect(s.parties.leave(x.leader, x.party.id)).rejects.toThrow(PARTY_MSG.leaderLeaves);
      const outsider = await rich();
      await expect(s.parties.transferLeadership(x.leader, x.party.id, outsider.id)).rejects.toThrow(PARTY_MSG.selectTransfer);
      await expect(s.parties.transferLeadership(x.a, x.party.id, x.b.id)).rejects.toThrow("Unauthorized");
      await expect(s.parties.transferLeadership(x.leader, x.party.id, 99999999)).rejects.toThrow("Cannot find user!");
      await s.parties.transferLeadership(x.leader, x.party.id, x.a.id);
      expect((await repo(Party).findOneByOrFail({ id: x.party.id })).leaderId).toBe(x.a.id);
      await s.parties.leave(x.leader, x.party.id);
      expect(await memberIds(x.party.id)).not.toContain(x.leader.id);

      const solo = await rich();
      const q = await openQuest();
      const r = await s.parties.create(solo, q.id);
      const left = await s.parties.leave(solo, r.party!.id);
      expect(left.party).toBeNull();
      expect(await repo(Party).findOneBy({ id: r.party!.id })).toBeNull();
    });

    test("non-members cannot leave; kick needs a member other than the leader", async () => {
      const x = await wip(1);
      const outsider = await rich();
      await expect(s.parties.leave(outsider, x.party.id)).rejects.toThrow(PARTY_MSG.notMember);
      await expect(s.parties.kick(x.leader, x.party.id, outsider.id)).rejects.toThrow(PARTY_MSG.selectKick);
      await expect(s.parties.kick(x.leader, x.party.id, x.leader.id)).rejects.toThrow(PARTY_MSG.selectKick);
      await expect(s.parties.kick(x.a, x.party.id, x.b.id)).rejects.toThrow("Unauthorized");
    });
  });

  describe("leader settings", () => {
    test("lock toggles; modes must be offered by the quest and only while open; toggleMode adds and removes", async () => {
      const leader = await rich();
      const q = await openQuest({ modes: [Mode.osu, Mode.catch] });
      const party = await f.party(q, leader, [], { modes: [Mode.osu] });
      expect((await s.parties.toggleLock(leader, party.id)).party?.lock).toBe(true);
      expect(await lastLog()).toBe(`toggled lock on party for ${q.name}`);
      await expect(s.parties.setModes(leader, party.id, [Mode.mania])).rejects.toThrow(PARTY_MSG.modeNotOffered);
      await expect(s.parties.setModes(leader, party.id, ["hybrid"])).rejects.toThrow("Invalid mode");
      expect((await s.parties.toggleMode(leader, party.id, Mode.catch)).party?.modes).toEqual([Mode.osu, Mode.catch]);
      expect(await lastLog()).toBe(`toggled "catch" mode on party for ${q.name}`);
      expect((await s.parties.toggleMode(leader, party.id, Mode.osu)).party?.modes).toEqual([Mode.catch]);
      const member = await rich();
      await expect(s.parties.toggleMode(member, party.id, Mode.osu)).rejects.toThrow("Unauthorized");
      await repo(Quest).update(q.id, { status: QuestStatus.wip });
      await expect(s.parties.setModes(leader, party.id, [Mode.osu])).rejects.toThrow(PARTY_MSG.modesOnlyWhileOpen);
    });

    test("delete: leader only, open quests only", async () => {
      const leader = await rich();
      const q = await openQuest();
      const party = await f.party(q, leader);
      const wipQ = await openQuest({ status: QuestStatus.wip });
      const wipParty = await f.party(wipQ, leader);
      await expect(s.parties.delete(leader, wipParty.id)).rejects.toThrow(PARTY_MSG.deleteWip);
      const r = await s.parties.delete(leader, party.id);
      expect(r.quest?.id).toBe(q.id);
      expect(r.party).toBeNull();
      expect(await repo(Party).findOneBy({ id: party.id })).toBeNull();
    });
  });
});

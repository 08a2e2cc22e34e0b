import { In } from "typeorm";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { Party } from "./party.entity";

/** Parties by id. */
export const partyById = defineLoader((db) => byId(db, Party));

/** The parties of a quest, oldest first (the first is the one holding a wip or done quest). */
export const partiesByQuest = defineLoader((db) =>
  manyBy<Party>(
    (ids) => db.getRepository(Party).find({ where: { questId: In(ids) }, order: { createdAt: "ASC", id: "ASC" } }),
    (p) => p.questId,
  ),
);

/** The members of a party (the leader included). */
export const partyMembers = defineLoader((db) => viaJoinTable(db, User, "party_members", "party_id", "user_id"));

/** Invited members who have not joined yet. */
export const partyInvites = defineLoader((db) => viaJoinTable(db, User, "party_invites", "party_id", "user_id"));

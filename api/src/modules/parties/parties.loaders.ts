import { leanFind } from "../../core/lean";
import { byId, defineLoader, manyBy, viaJoinTable } from "../../core/loaders";
import { User } from "../users/user.entity";
import { USER_REF_PROPERTIES } from "../users/users.loaders";
import { Party } from "./party.entity";

/** Parties by id. */
export const partyById = defineLoader((db) => byId(db, Party));

/** The parties of a quest, oldest first (the first is the one holding a wip or done quest). */
export const partiesByQuest = defineLoader((db) =>
  manyBy<Party>(
    (ids) => leanFind(db, Party, `e.quest_id = ANY($1)`, [ids], `e.created_at, e.id`),
    (p) => p.questId,
  ),
);

/** The members of a party (the leader included). */
export const partyMembers = defineLoader((db) => viaJoinTable(db, User, "party_members", "party_id", "user_id"));

/** `partyMembers` with the reference columns only (users.loaders.ts USER_REF_PROPERTIES). */
export const partyMemberRefs = defineLoader((db) =>
  viaJoinTable(db, User, "party_members", "party_id", "user_id", USER_REF_PROPERTIES),
);

/** Invited members who have not joined yet. */
export const partyInvites = defineLoader((db) => viaJoinTable(db, User, "party_invites", "party_id", "user_id"));

import { byId, defineLoader } from "../../core/loaders";
import type { LeanProperties } from "../../core/lean";
import { User } from "./user.entity";

/** Members by id, batched per request. */
export const userById = defineLoader((db) => byId(db, User));

/**
 * A member as a reference prints it: the columns behind `USER_REF_FIELDS` (lists of mapsets, tasks and parties show
 * hundreds of members by name and avatar; the whole row is 50 columns).
 */
export const USER_REF_PROPERTIES: LeanProperties = ["id", "osuId", "username"];

/** The User fields `USER_REF_PROPERTIES` answer (avatarUrl is built from osuId). */
export const USER_REF_FIELDS: ReadonlySet<string> = new Set(["id", "osuId", "username", "avatarUrl", "__typename"]);

/** Members by id with the reference columns only: for fields whose selection asks only for `USER_REF_FIELDS`. */
export const userRefById = defineLoader((db) => byId(db, User, USER_REF_PROPERTIES));

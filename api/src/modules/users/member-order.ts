import type { KeysetKey } from "../../core/connection";
import type { User } from "./user.entity";

/**
 * Members by username ignoring case, then by id: the keyset order (core/connection.ts) of the member lists sorted by
 * name. The query's alias for the users table must be `u`.
 */
export const MEMBERS_BY_NAME: readonly KeysetKey<User>[] = [
  { sql: "lower(u.username)", direction: "ASC", kind: "string", of: (u) => u.username.toLowerCase() },
  { sql: "u.id", direction: "ASC", kind: "number", of: (u) => u.id },
];

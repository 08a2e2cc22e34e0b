/**
 * Global object identification (docs/api-guide.md "Global ids"): every object a bot may hold implements `Node` and
 * answers an opaque `globalId` that names its type and its key, so `node(globalId)` / `nodes(globalIds)` fetch it
 * again (with the permission checks of the type's own query, app/nodes.ts) and a client can normalise by it alone.
 *
 * The per-type `id` fields stay what they were (the web app normalises by `__typename` + `id`). The global id field
 * is `globalId` (the interface's id field; Relay's compiler takes it as `nodeInterfaceIdField`). Every argument that
 * takes an object's id accepts either form (app/global-ids.ts).
 *
 * Format: base64url of `<Type>:<key>[:<key>…]` — opaque to clients; a key is a positive integer or, for a few
 * views that only exist in a context (a report with its parameters), a short text without a colon.
 */
import { Field, ID, InterfaceType } from "type-graphql";
import { badInput } from "./errors";
import { MAX_ROW_ID } from "./ids";

/** Marks the type a `node`/`nodes` answer resolves to (a copy of the object carries it). */
export const NODE_TYPE = Symbol("nodeType");

@InterfaceType("Node", {
  description:
    "An object with a global id: fetch it again with `node(id:)` or `nodes(ids:)`, normalise a client cache by it " +
    '(docs/api-guide.md "Global ids")',
  resolveType: (value: { [NODE_TYPE]?: string }) => value[NODE_TYPE],
})
export abstract class Node {
  @Field(() => ID, {
    description:
      "The object's opaque global id: unique across every type, accepted by `node(id:)`, `nodes(ids:)` and by every " +
      "argument that takes this type's id. The per-type `id` stays as it was",
  })
  globalId: string;
}

/** At most this many characters in a global id (a few keys of a type name). */
export const MAX_GLOBAL_ID_LENGTH = 200;

/** The global id of an object of `type` with the given key (usually its row id). */
export function encodeGlobalId(type: string, ...key: readonly (number | string)[]): string {
  return Buffer.from([type, ...key].join(":")).toString("base64url");
}

export interface GlobalId {
  type: string;
  key: string[];
}

const TYPE_NAME = /^[A-Z][A-Za-z]{0,60}$/;
const KEY_PART = /^[A-Za-z0-9_.-]{1,40}$/;

/** The type and key inside a global id, or null when the value is not one (digits, garbage, a forged text). */
export function decodeGlobalId(value: unknown): GlobalId | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_GLOBAL_ID_LENGTH) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, "base64url").toString("utf8");
  // Only the canonical encoding of a text is a global id (no padding games, no trailing bits).
  if (Buffer.from(text).toString("base64url") !== value) return null;
  const [type, ...key] = text.split(":");
  if (!TYPE_NAME.test(type) || key.length === 0 || !key.every((k) => KEY_PART.test(k))) return null;
  return { type, key };
}

/** Whether a value looks like a global id rather than a per-type id (a per-type id is digits only). */
export function isGlobalIdLike(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && !/^[0-9]+$/.test(value);
}

/** The row id in a decoded global id's key part, or null when it is not a canonical positive integer. */
export function keyId(part: string | undefined): number | null {
  if (!part || !/^[1-9][0-9]{0,9}$/.test(part)) return null;
  const n = Number(part);
  return n <= MAX_ROW_ID ? n : null;
}

/**
 * The per-type id in `value` for an argument that takes an id of `type`: a per-type id passes through unchanged, and
 * so does a text that is no global id (the type's own "not found" answers it, as before global ids); a global id of
 * that type gives its row id (as text, like an `ID` argument); a global id of another type is a clear BAD_USER_INPUT.
 */
export function perTypeId(value: unknown, types: string | readonly string[], argument: string): unknown {
  if (!isGlobalIdLike(value)) return value;
  const global = decodeGlobalId(value);
  if (!global) return value;
  const accepted = typeof types === "string" ? [types] : types;
  if (!accepted.includes(global.type)) {
    const a = /^[AEIOU]/.test(accepted[0]) ? "an" : "a";
    throw badInput(`${argument} takes ${a} ${accepted[0]} id, not a global id of a ${global.type}`);
  }
  const id = global.key.length === 1 ? keyId(global.key[0]) : null;
  return id === null ? value : String(id);
}

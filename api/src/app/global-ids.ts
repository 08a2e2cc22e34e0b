import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { perTypeId } from "../core/node";

/**
 * Global ids in arguments (docs/api-guide.md "Global ids"): every argument (and input field) that takes an object's id
 * also takes that object's global id. Run once on the built schema (app/schema.ts): the resolvers of fields with such
 * arguments receive the per-type id whichever form the client sent, so services never see a global id. A global id of
 * another type is refused with BAD_USER_INPUT; a text that is no global id reaches the service as before (its "not
 * found"). `idArgumentTypes` says which type each id argument takes; a test fails when one is unknown.
 */

/** Arguments and input fields named for the type whose id they take (lists too: `userIds`, `mapperIds`). */
const BY_NAME: Record<string, readonly string[]> = {
  userId: ["User"],
  userIds: ["User"],
  mapperIds: ["User"],
  mentorUserId: ["User"],
  missionId: ["Mission"],
  beatmapId: ["Beatmap"],
  contestId: ["Contest"],
  submissionId: ["Submission"],
  partyId: ["Party"],
  artistId: ["Artist", "FaArtist"],
  artistIds: ["Artist", "FaArtist"],
  taskId: ["Task"],
  songId: ["Song", "FaSong"],
  questId: ["Quest"],
  cycleId: ["MentorshipCycle"],
  duplicateFromCycleId: ["MentorshipCycle"],
  recordId: ["MentorshipRecord"],
  // A contest's judging criteria have no global ids.
  criteriaId: [],
};

/** Types that are views of the same rows as another type: their global ids are accepted for each other's ids. */
const SAME_ROWS: Record<string, readonly string[]> = {
  Artist: ["Artist", "FaArtist"],
  FaArtist: ["FaArtist", "Artist"],
  Song: ["Song", "FaSong"],
  FaSong: ["FaSong", "Song"],
};

/**
 * Id positions the name or the field's type does not tell (`Type.field.argument` or `Input.field`): the types whose
 * ids they take, or an empty list for ids that are not objects' ids (a store's product id, …).
 */
export const ID_ARGUMENTS: Record<string, readonly string[]> = {
  // The global ids themselves.
  "Query.node.id": [],
  "Query.nodes.ids": [],
  // Deletions answer no object of the type they delete.
  "Mutation.deleteBeatmap.id": ["Beatmap"],
  "Mutation.adminDeleteBeatmap.id": ["Beatmap"],
  "Mutation.rejectQuest.id": ["Quest"],
  "Mutation.adminDropQuest.id": ["Quest"],
  "Mutation.deleteQuest.id": ["Quest"],
  "Mutation.deleteContest.id": ["Contest"],
  "Mutation.deleteMentorshipCycle.id": ["MentorshipCycle"],
  "Mutation.deleteFaArtist.id": ["FaArtist", "Artist"],
  "Mutation.deleteFeaturedSong.id": ["FaSong", "Song"],
  "CreateContestInput.templateId": ["Contest"],
  "Mutation.deleteWebhook.id": ["Webhook"],
  "Mutation.rotateWebhookSecret.id": ["Webhook"],
  "Mutation.sendTestWebhookEvent.id": ["Webhook"],
  "Mutation.redeliverWebhookEvent.deliveryId": ["WebhookDelivery"],
  // The store's own ids.
  "Mutation.startMerchCheckout.variantId": [],
  "Mutation.startMerchCheckout.productId": [],
};

/** The object type a field's `id` argument most likely names: the field's own type when it is a Node type. */
function nodeTypeOf(type: GraphQLNamedType, schema: GraphQLSchema): readonly string[] | null {
  const node = schema.getType("Node");
  if (!node || !isInterfaceType(node) || !isObjectType(type)) return null;
  if (!type.getInterfaces().some((i) => i.name === "Node")) return null;
  return SAME_ROWS[type.name] ?? [type.name];
}

/**
 * The types whose ids an id position takes, or null when nothing tells: `key` is `Type.field.argument` for an argument
 * (with the field, whose type names what an `id` argument identifies) or `Input.field` for an input field.
 */
export function idArgumentTypes(
  schema: GraphQLSchema,
  key: string,
  name: string,
  field?: GraphQLField<unknown, unknown>,
): readonly string[] | null {
  if (key in ID_ARGUMENTS) return ID_ARGUMENTS[key];
  if (name in BY_NAME) return BY_NAME[name];
  if (name === "id" && field) return nodeTypeOf(getNamedType(field.type), schema);
  return null;
}

type Convert = (value: unknown) => unknown;

/** Converts the id positions of one input type (null when it holds none). */
function converterOf(
  schema: GraphQLSchema,
  type: GraphQLInputType,
  at: (inputType: string, field: GraphQLInputField) => readonly string[] | null,
  label: string,
  seen: Set<string>,
): Convert | null {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const item = converterOf(schema, inner.ofType, at, label, seen);
    return item ? (v) => (Array.isArray(v) ? v.map(item) : item(v)) : null;
  }
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return null;
    seen.add(inner.name);
    const fields: [string, Convert][] = [];
    for (const f of Object.values(inner.getFields())) {
      const named = getNamedType(f.type);
      let convert: Convert | null = null;
      if (named.name === "ID") {
        const types = at(inner.name, f);
        if (types?.length) convert = idConverter(f.type, types, f.name);
      } else {
        convert = converterOf(schema, f.type, at, f.name, seen);
      }
      if (convert) fields.push([f.name, convert]);
    }
    seen.delete(inner.name);
    if (!fields.length) return null;
    return (v) => {
      if (v === null || typeof v !== "object") return v;
      const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
      for (const [name, convert] of fields) if (out[name] !== undefined && out[name] !== null) out[name] = convert(out[name]);
      return out;
    };
  }
  void label;
  return null;
}

function idConverter(type: GraphQLInputType, types: readonly string[], name: string): Convert {
  const one: Convert = (v) => perTypeId(v, types, name);
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? (v) => (Array.isArray(v) ? v.map(one) : one(v)) : one;
}

/**
 * Wraps the resolver of every field that takes ids so it receives per-type ids. Returns the id positions it could not
 * place (for the test that keeps this list empty).
 */
export function applyGlobalIdArguments(schema: GraphQLSchema): string[] {
  const unknown: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const converters: [string, Convert][] = [];
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        let convert: Convert | null = null;
        if (named.name === "ID") {
          const types = idArgumentTypes(schema, `${type.name}.${field.name}.${arg.name}`, arg.name, field);
          if (types === null) unknown.push(`${type.name}.${field.name}.${arg.name}`);
          else if (types.length) convert = idConverter(arg.type, types, arg.name);
        } else if (isInputObjectType(named)) {
          convert = converterOf(
            schema,
            arg.type,
            (inputType, f) => {
              const types = idArgumentTypes(schema, `${inputType}.${f.name}`, f.name);
              if (types === null) unknown.push(`${inputType}.${f.name}`);
              return types;
            },
            arg.name,
            new Set(),
          );
        }
        if (convert) converters.push([arg.name, convert]);
      }
      if (!converters.length) continue;
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (root, args: Record<string, unknown>, context, info) => {
        let converted = args;
        for (const [name, convert] of converters) {
          const value = args[name];
          if (value === undefined || value === null) continue;
          if (converted === args) converted = { ...args };
          converted[name] = convert(value);
        }
        return resolve(root, converted, context, info);
      };
    }
  }
  return [...new Set(unknown)];
}

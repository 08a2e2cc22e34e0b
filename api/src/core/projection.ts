/**
 * Projections (docs/architecture.md "Reads"): a list read selects only the columns the query's selection prints, not
 * every column of the table. On the large guild a mapset row carries 25 columns and a member 50 while the cards print
 * a handful; parsing and hydrating the rest was a quarter of a landing request's CPU (`npm run bench -- graphql`).
 *
 * A projectable entity declares, next to its resolvers, what each field that is not a plain column reads from the row
 * (`declareProjection`): `host` reads `hostId`, `coverUrl` reads `url`, a field that needs the whole row says "all".
 * A field of the GraphQL type that is a column of the same name reads that column. `projection.api.test.ts` holds
 * every declaration complete against the schema (each field resolver and computed field of a projectable type is
 * declared), and a row read with a projection throws if code reads a column it left out (core/lean.ts), so a missing
 * declaration fails loudly, never answers with a missing value.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { getMetadataArgsStorage } from "typeorm";
import type { LeanProperties } from "./lean";

/** What a field reads from its parent row: those properties, or "all" (the whole row). */
export type FieldNeeds = readonly string[] | "all";

interface Declaration {
  /** Column properties of the entity (a field of the same name reads its column). */
  columns: ReadonlySet<string>;
  fields: Map<string, FieldNeeds>;
  /** Read with every projection (the id; keys that loaders group by add their own). */
  always: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- entity classes are the registry's keys
const declarations = new Map<Function, Declaration>();

/**
 * Declares `entity` projectable: `fields` says what each field that is not a plain column (or a field resolver named
 * like a column that reads more) needs. Its columns are TypeORM's (`@Column` properties). Declarations of one entity
 * from several modules merge.
 */
export function declareProjection(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- an entity class
  entity: Function,
  fields: Record<string, FieldNeeds>,
): void {
  let d = declarations.get(entity);
  if (!d) {
    const columns = getMetadataArgsStorage()
      .columns.filter((c) => c.target === entity)
      .map((c) => c.propertyName);
    declarations.set(entity, (d = { columns: new Set(columns), fields: new Map(), always: ["id"] }));
  }
  for (const [name, needs] of Object.entries(fields)) d.fields.set(name, needs);
}

/** The declaration of `entity` (for the completeness test), or undefined when it is not projectable. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- an entity class
export function projectionDeclaration(entity: Function): Readonly<Declaration> | undefined {
  return declarations.get(entity);
}

/**
 * Projections can be turned off (every read selects every column): `projection.api.test.ts` compares every query of
 * the web app both ways.
 */
export const projections = { enabled: true };

/**
 * `only` with `properties` added (the key a loader groups by, the columns a service reads from the rows), sorted so
 * equal projections share one statement text; undefined (every column) stays undefined.
 */
export function withProperties(only: LeanProperties, ...properties: string[]): LeanProperties {
  return only ? [...new Set([...only, ...properties])].sort() : undefined;
}

/** The entities declared projectable (for the completeness test). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- entity classes
export function projectableEntities(): Function[] {
  return [...declarations.keys()];
}

/** A selection path from the resolved field down to the entity's objects, e.g. `["edges", "node"]` in a connection. */
export type SelectionPath = readonly string[];

/** Where a connection's nodes are: under `edges { node }` and under `nodes`. */
export const CONNECTION_NODES: readonly SelectionPath[] = [["edges", "node"], ["nodes"]];

/**
 * The properties of `entity` that the field being resolved prints (reached through `paths`; the field's own objects
 * by default), plus `extra` (keys a loader groups by, columns a service reads) — sorted, so equal projections share
 * one statement text — or undefined (every column) when a selected field is not declared or needs the whole row.
 * Answers once per field of a document (the same field of every item of a list shares its field nodes).
 */
export function projectionOf(
  info: GraphQLResolveInfo,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- an entity class
  entity: Function,
  extra: readonly string[] = [],
  paths: readonly SelectionPath[] = [[]],
): LeanProperties {
  const declaration = declarations.get(entity);
  if (!declaration || !projections.enabled) return undefined;
  let byEntity = cache.get(info.fieldNodes);
  if (!byEntity) cache.set(info.fieldNodes, (byEntity = new Map()));
  const key = `${entity.name}|${extra.join(",")}|${paths.map((p) => p.join(".")).join(";")}`;
  if (byEntity.has(key)) return byEntity.get(key);
  const answer = compute(info, declaration, extra, paths);
  byEntity.set(key, answer);
  return answer;
}

const cache = new WeakMap<readonly FieldNode[], Map<string, LeanProperties>>();

function compute(
  info: GraphQLResolveInfo,
  d: Declaration,
  extra: readonly string[],
  paths: readonly SelectionPath[],
): LeanProperties {
  const props = new Set<string>([...d.always, ...extra]);
  for (const p of extra) if (!d.columns.has(p)) return undefined;
  for (const path of paths)
    for (const set of selectionsAt(info, path))
      for (const name of fieldNames(info, set, new Set())) {
        if (name === "__typename") continue;
        const needs = d.fields.get(name) ?? (d.columns.has(name) ? [name] : "all");
        if (needs === "all") return undefined;
        for (const p of needs) props.add(p);
      }
  return [...props].sort();
}

/** The selection sets reached from the resolved field through `path` (fields of that name, in fragments too). */
function selectionsAt(info: GraphQLResolveInfo, path: SelectionPath): SelectionSetNode[] {
  let sets = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
  for (const step of path) {
    const next: SelectionSetNode[] = [];
    for (const set of sets)
      collectFields(info, set, new Set(), (f) => f.name.value === step && f.selectionSet && next.push(f.selectionSet));
    sets = next;
  }
  return sets;
}

/** The names of the fields a selection set asks for, through fragment spreads and inline fragments (any type condition). */
function fieldNames(info: GraphQLResolveInfo, set: SelectionSetNode, seen: Set<string>): string[] {
  const names: string[] = [];
  collectFields(info, set, seen, (f) => names.push(f.name.value));
  return names;
}

function collectFields(
  info: GraphQLResolveInfo,
  set: SelectionSetNode,
  seen: Set<string>,
  each: (f: FieldNode) => unknown,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) each(sel);
    else if (sel.kind === Kind.INLINE_FRAGMENT) collectFields(info, sel.selectionSet, seen, each);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const fragment = info.fragments[sel.name.value];
      if (fragment) collectFields(info, fragment.selectionSet, seen, each);
    }
  }
}

import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";
import * as app from "./gql/graphql";
import * as adminTools from "../features/admin-tools/gql/graphql";
import * as beatmaps from "../features/beatmaps/gql/graphql";
import * as home from "../features/home/gql/graphql";
import * as logs from "../features/logs/gql/graphql";
import * as missions from "../features/missions/gql/graphql";
import * as quests from "../features/quests/gql/graphql";
import * as users from "../features/users/gql/graphql";

/**
 * The server refuses operations deeper than 10 levels, counted as if every fragment were inlined (graphql-armor
 * max-depth with flattenFragments). Every document of the app must stay within it; this count mirrors the server's,
 * so a document that grows too deep fails here rather than in the browser.
 */
const MAX_DEPTH = 10;

function depthOf(doc: DocumentNode): number {
  const fragments = new Map(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const walk = (set: SelectionSetNode | undefined, depth: number): number => {
    if (!set) return depth;
    let max = depth;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) max = Math.max(max, walk(s.selectionSet, depth + 1));
      else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, walk(s.selectionSet, depth));
      else max = Math.max(max, walk(fragments.get(s.name.value)?.selectionSet, depth));
    }
    return max;
  };
  return Math.max(
    0,
    ...doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).map((op) => walk(op.selectionSet, 0)),
  );
}

const documents = [app, adminTools, beatmaps, home, logs, missions, quests, users].flatMap((module) =>
  Object.entries(module).filter(
    (e): e is [string, DocumentNode] =>
      e[0].endsWith("Document") && typeof e[1] === "object" && (e[1] as DocumentNode).kind === Kind.DOCUMENT,
  ),
);

describe("GraphQL documents", () => {
  test("the depth count inlines fragments", () => {
    expect(depthOf(parse("{ a { ...F } } fragment F on A { b { c } }"))).toBe(3);
    expect(depthOf(parse("{ a { b { c } } }"))).toBe(3);
    expect(depthOf(parse("{ a { ... on A { b } } }"))).toBe(2);
  });

  test("every area's documents are found", () => {
    expect(documents.length).toBeGreaterThan(80);
  });

  test.each(documents)("%s stays within the server's depth limit", (_name, doc) => {
    expect(depthOf(doc)).toBeLessThanOrEqual(MAX_DEPTH);
  });
});

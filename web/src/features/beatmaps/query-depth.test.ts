import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";
import * as beatmaps from "./gql/graphql";
import * as adminTools from "../admin-tools/gql/graphql";
import * as users from "../users/gql/graphql";

/**
 * The server refuses operations deeper than 10 (graphql-armor, which counts a fragment spread as two levels: the spread
 * and the fragment). Every document of these areas must stay within it; the count mirrors the server's.
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
      else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, walk(s.selectionSet, depth + 1));
      else max = Math.max(max, walk(fragments.get(s.name.value)?.selectionSet, depth + 2));
    }
    return max;
  };
  return Math.max(
    0,
    ...doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).map((op) => walk(op.selectionSet, 0)),
  );
}

const documents = Object.entries({ ...beatmaps, ...adminTools, ...users }).filter(
  (e): e is [string, DocumentNode] =>
    e[0].endsWith("Document") && typeof e[1] === "object" && (e[1] as DocumentNode).kind === Kind.DOCUMENT,
);

describe("query depth", () => {
  test("the documents are found", () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  test.each(documents)("%s stays within the server's depth limit", (_name, doc) => {
    expect(depthOf(doc)).toBeLessThanOrEqual(MAX_DEPTH);
  });
});

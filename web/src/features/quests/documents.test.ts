import { Kind, type ASTNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import * as documents from "./gql/graphql";

/**
 * The server rejects operations deeper than 10 (graphql-armor max-depth, fragments not flattened: a fragment spread
 * counts as two levels). This is the same count, so a document that grows too deep fails here, not in production.
 */
const MAX_DEPTH = 10;

function depth(node: ASTNode, fragments: Map<string, FragmentDefinitionNode>, parent = 0): number {
  let d = parent;
  if ("selectionSet" in node && node.selectionSet) {
    for (const child of node.selectionSet.selections) d = Math.max(d, depth(child, fragments, parent + 1));
  } else if (node.kind === Kind.FRAGMENT_SPREAD) {
    const fragment = fragments.get(node.name.value);
    if (fragment) d = Math.max(d, parent + 1 + depth(fragment, fragments, 0));
  }
  return d;
}

const operations = Object.entries(documents)
  .filter(([name, value]) => name.endsWith("Document") && typeof value === "object" && value && "definitions" in value)
  .map(([name, value]) => {
    const doc = value as DocumentNode;
    const fragments = new Map(
      doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
    );
    const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    return [name, operation ? depth(operation, fragments) : 0] as const;
  });

describe("quest documents", () => {
  it("exist", () => expect(operations.length).toBeGreaterThan(20));
  test.each(operations)("%s stays within the server's depth limit (%i)", (_name, d) => {
    expect(d).toBeLessThanOrEqual(MAX_DEPTH);
  });
});

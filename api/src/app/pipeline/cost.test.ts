import fs from "node:fs";
import path from "node:path";
import { buildSchema, Kind, parse, visit, type DefinitionNode, type FragmentDefinitionNode } from "graphql";
import { getSchema } from "../schema";
import { DEFAULT_LIST_SIZE, OBJECT_COST, operationCost, SCALAR_COST } from "./cost";
import { GRAPHQL_LIMITS } from "./graphql";

const toy = buildSchema(`
  type Query {
    thing: Thing
    things(first: Int = 20, after: String): ThingConnection!
    both(first: Int, after: String, last: Int, before: String): ThingConnection!
    nodes(ids: [ID!]!): [Thing]!
    page(limit: Int = 10): ThingPage!
    all: [Thing!]!
  }
  type ThingConnection { edges: [ThingEdge!]! nodes: [Thing!]! pageInfo: PageInfo! totalCount: Int! }
  type ThingEdge { cursor: String! node: Thing! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type ThingPage { items: [Thing!]! total: Int! }
  type Thing { id: ID! name: String! children(first: Int = 5): ThingConnection! tags: [String!]! }
`);
const cost = (q: string, variables: Record<string, unknown> = {}) => operationCost(toy, parse(q), null, variables);
const O = OBJECT_COST;
const S = SCALAR_COST;

describe("the cost model (pure)", () => {
  test("a scalar and an object", () => {
    expect(cost("{ thing { id } }")).toBe(O + S);
    expect(cost("{ __typename thing { __typename } }")).toBe(O);
  });

  test("any connection's `first` multiplies its edges and nodes, generically (no declaration needed)", () => {
    expect(cost("{ things(first: 50) { edges { node { id } } } }")).toBe(O + 50 * (O + (O + S)));
    expect(cost("{ things(first: 50) { nodes { id name } totalCount } }")).toBe(O + 50 * (O + 2 * S) + S);
    expect(cost("{ things { nodes { id } } }")).toBe(O + 20 * (O + S)); // the argument's default
    expect(cost("query($n: Int) { things(first: $n) { nodes { id } } }", { n: 100 })).toBe(O + 100 * (O + S));
    expect(cost("query($n: Int = 7) { things(first: $n) { nodes { id } } }")).toBe(O + 7 * (O + S));
  });

  test("`last` prices a backward page as `first` prices a forward one (issue 26)", () => {
    expect(cost("{ both(last: 50) { nodes { id } } }")).toBe(cost("{ both(first: 50) { nodes { id } } }"));
    expect(cost("{ both(last: 50) { edges { node { id } } } }")).toBe(O + 50 * (O + (O + S)));
    expect(cost('query($n: Int) { both(last: $n, before: "x") { nodes { id } } }', { n: 7 })).toBe(O + 7 * (O + S));
    expect(cost("{ both { nodes { id } } }")).toBe(O + DEFAULT_LIST_SIZE * (O + S));
  });

  test("a lookup by `ids` costs one item per id", () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3 * (O + S));
    expect(cost("query($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids: new Array(100).fill("x") })).toBe(100 * (O + S));
  });

  test("nested pages multiply", () => {
    const inner = O + 5 * (O + S); // children(first: 5) { nodes { id } }
    expect(cost("{ things(first: 10) { nodes { children { nodes { id } } } } }")).toBe(O + 10 * (O + inner));
  });

  test("`limit` pages and lists without a page size (DEFAULT_LIST_SIZE)", () => {
    expect(cost("{ page(limit: 3) { items { id } total } }")).toBe(O + 3 * (O + S) + S);
    expect(cost("{ all { id } }")).toBe(DEFAULT_LIST_SIZE * (O + S));
  });

  test("fragments count as inlined; skipped fields cost nothing; aliases add up", () => {
    expect(cost("fragment F on Thing { id name } { thing { ...F } }")).toBe(O + 2 * S);
    expect(cost("{ thing { ... on Thing { id } } }")).toBe(O + S);
    expect(
      cost("query($no: Boolean!) { thing @skip(if: true) { id } other: thing @include(if: $no) { id } }", { no: false }),
    ).toBe(0);
    expect(cost("{ a: things(first: 10) { nodes { id } } b: things(first: 10) { nodes { id } } }")).toBe(2 * (O + 10 * (O + S)));
  });
});

describe("the cost model on the site's schema", () => {
  test("the issue's expensive queries are refused; computed fields are priced", async () => {
    const schema = await getSchema();
    const c = (q: string) => operationCost(schema, parse(q), null, {});
    const aliases = (n: number, f: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${f}`).join(" ")} }`;
    expect(c(aliases(15, "beatmaps(first: 50) { beatmaps { pointsPreview { totalPoints } } }"))).toBeGreaterThan(
      10 * GRAPHQL_LIMITS.maxCost,
    );
    expect(c(aliases(15, "mappableArtists { songs { beatmaps { host { username } } } }"))).toBeGreaterThan(
      5 * GRAPHQL_LIMITS.maxCost,
    );
    // One points preview is fine; a page of them is not.
    expect(c('{ beatmap(id: "1") { pointsPreview { totalPoints } } }')).toBeLessThan(GRAPHQL_LIMITS.maxCost / 10);
    expect(c("{ beatmaps(first: 50) { beatmaps { pointsPreview { totalPoints } } } }")).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
  });

  test("every operation of the web app fits under the cost limit with room to spare", async () => {
    const schema = await getSchema();
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== "gql" && e.name !== "node_modules") walk(p);
        } else if (e.name.endsWith(".graphql")) files.push(p);
      }
    };
    walk(path.resolve(__dirname, "../../../../web/src"));
    const definitions: DefinitionNode[] = files.flatMap((f) => parse(fs.readFileSync(f, "utf8")).definitions);
    const fragments = definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(50);
    const over: string[] = [];
    for (const op of operations) {
      const used = new Set<string>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(s) {
            if (used.has(s.name.value)) return;
            used.add(s.name.value);
            const f = fragments.find((x) => x.name.value === s.name.value);
            if (f) collect(f);
          },
        });
      collect(op);
      const doc = { kind: Kind.DOCUMENT, definitions: [op, ...fragments.filter((f) => used.has(f.name.value))] } as const;
      const name = "name" in op && op.name ? op.name.value : "anonymous";
      const c = operationCost(schema, doc, name, {});
      if (c > GRAPHQL_LIMITS.maxCost / 1.5) over.push(`${name}: ${c}`);
    }
    expect(over).toEqual([]);
  });
});

import "reflect-metadata";
import { buildSchema, graphql } from "graphql";
import { getSchema } from "../schema";
import { applyListCaps, NESTED_LIST_CAPS, uncappedNestedLists } from "./list-caps";

describe("nested list caps (app/list-caps.ts)", () => {
  test("every nested list of objects in the schema has a cap or is a page", async () => {
    expect(uncappedNestedLists(await getSchema())).toEqual([]);
  });

  test("the check itself finds a nested list without a cap", () => {
    const toy = buildSchema(`
      type Thing { id: ID! parts: [Thing!]! tags: [String!]! }
      type ThingConnection { nodes: [Thing!]! }
      type Query { thing: Thing things: ThingConnection }
    `);
    expect(uncappedNestedLists(toy)).toEqual(["Thing.parts"]);
  });

  test("the schema says each cap in the field's description", async () => {
    const schema = await getSchema();
    for (const [key, cap] of Object.entries(NESTED_LIST_CAPS)) {
      const [type, field] = key.split(".");
      const def = (
        schema.getType(type) as unknown as { getFields(): Record<string, { description?: string | null }> }
      ).getFields()[field];
      expect(def.description).toContain(`At most ${cap} items.`);
    }
  });

  test("a list longer than its cap is cut to its first items, sync or async; shorter lists pass untouched", async () => {
    const toy = buildSchema(`
      type Song { id: ID! beatmaps: [Beatmap!]! }
      type Beatmap { id: ID! }
      type Query { song: Song }
    `);
    applyListCaps(toy, { "Song.beatmaps": 3 });
    const run = async (beatmaps: unknown) => {
      const result = await graphql({
        schema: toy,
        source: `{ song { beatmaps { id } } }`,
        rootValue: { song: { id: "s", beatmaps } },
      });
      expect(result.errors).toBeUndefined();
      return (result.data as { song: { beatmaps: { id: string }[] } }).song.beatmaps.map((b) => b.id);
    };
    const five = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
    expect(await run(five)).toEqual(["a", "b", "c"]);
    expect(await run(Promise.resolve(five))).toEqual(["a", "b", "c"]);
    expect(await run(five.slice(0, 2))).toEqual(["a", "b"]);
    expect(
      (toy.getType("Song") as unknown as { getFields(): Record<string, { description?: string }> }).getFields().beatmaps
        .description,
    ).toBe("At most 3 items.");
  });

  test("a cap for a field the schema lacks is refused", () => {
    const toy = buildSchema(`type Query { n: Int }`);
    expect(() => applyListCaps(toy, { "Song.beatmaps": 3 })).toThrow(/no such list field/);
  });
});

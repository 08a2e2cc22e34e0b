import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { badInput } from "../core/errors";
import { Node } from "../core/node";
import type { Context } from "../modules/context";
import type { Services } from "./services";
import { fetchNode, MAX_NODES } from "./nodes";

/**
 * `node(id:)` and `nodes(ids:)` (docs/api-guide.md "Global ids"): any object with a global id, fetched with the
 * permission checks of its type's own query (app/nodes.ts).
 */
@Resolver()
export class NodeResolver {
  constructor(private readonly services: Services) {}

  @Query(() => Node, {
    nullable: true,
    description:
      "The object with this global id (any type's `globalId`), with the permission checks of the type's own query: " +
      "NOT_FOUND when it does not exist or you may not see it, BAD_USER_INPUT when the text is no global id",
  })
  node(@Arg("id", () => ID, { description: "A global id (`globalId` of any object)" }) id: string, @Ctx() ctx: Context) {
    return fetchNode(id, ctx, this.services);
  }

  @Query(() => [Node], {
    nullable: "items",
    description: `The objects with these global ids, in the order given (at most ${MAX_NODES}): an id that names nothing you may see answers null at its place, with its error`,
  })
  nodes(
    @Arg("ids", () => [ID], { description: `Global ids (at most ${MAX_NODES})` }) ids: string[],
    @Ctx() ctx: Context,
  ): Promise<(object | Error)[]> {
    if (ids.length > MAX_NODES) throw badInput(`At most ${MAX_NODES} ids at once`);
    return Promise.all(ids.map((id) => fetchNode(id, ctx, this.services).catch((err: Error) => err)));
  }
}

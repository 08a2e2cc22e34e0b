/**
 * The request context as modules see it: core's RequestContext with the signed-in member as the User entity.
 * Resolvers take it with `@Ctx() ctx: Context`; REST adapters get it through `handle`.
 */
import type { RequestHandler } from "express";
import type { RequestContext } from "../core/context";
import type { Deps } from "../core/deps";
import { handle as coreHandle, type RefusalStatus, type RestHandler } from "../core/rest";
import type { User } from "./users/user.entity";

export type Context = RequestContext<User>;

/** core/rest's `handle`, typed for modules. */
export const handle = (fn: RestHandler<Context>, refusals?: RefusalStatus): RequestHandler => coreHandle<Context>(fn, refusals);

/** What REST serializers read besides the request's loaders: the configuration (asset URLs) and the clock. */
export type JsonEnv = Pick<Deps, "config" | "now">;

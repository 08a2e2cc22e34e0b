import type { RequestAuth, ResolverContainer } from "../core/context";
import { Loaders } from "../core/loaders";
import type { Context } from "../modules/context";
import type { User } from "../modules/users/user.entity";
import type { Services } from "./services";
import { createResolverContainer } from "./schema";

const containers = new WeakMap<Services, ResolverContainer>();

/**
 * A request's context (http.ts builds one per request; tests build their own): the viewer, fresh loaders and the
 * resolver instances of this service container (built once per container).
 */
export function createContext(
  services: Services,
  viewer: User | null,
  options: { requestId?: string; auth?: RequestAuth } = {},
): Context {
  let container = containers.get(services);
  if (!container) {
    container = createResolverContainer(services);
    containers.set(services, container);
  }
  return {
    requestId: options.requestId ?? "internal",
    viewer,
    auth: options.auth ?? (viewer ? { kind: "session" } : { kind: "anonymous" }),
    loaders: new Loaders(services.deps.db),
    container,
  };
}

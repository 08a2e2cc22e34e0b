import type { Services } from "./services";
import type { Loaders } from "./loaders";
import type { User } from "../modules/users/user.entity";

/** Everything a resolver or REST handler sees of the request. */
export interface Context {
  requestId: string;
  viewer: User | null;
  services: Services;
  loaders: Loaders;
}

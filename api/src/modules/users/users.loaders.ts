import { byId, defineLoader } from "../../core/loaders";
import { User } from "./user.entity";

/** Members by id, batched per request. */
export const userById = defineLoader((db) => byId(db, User));

import { byId, defineLoader } from "../../core/loaders";
import { Quest } from "./quest.entity";

/** Quests by id. */
export const questById = defineLoader((db) => byId(db, Quest));

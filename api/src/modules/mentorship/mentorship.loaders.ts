import { byId, defineLoader } from "../../core/loaders";
import { MentorshipCycle } from "./mentorship.entity";

/** Mentorship cycles by id, batched per request. */
export const mentorshipCycleById = defineLoader((db) => byId(db, MentorshipCycle));

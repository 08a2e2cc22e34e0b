/**
 * How the contests area plugs into the app (app/services.ts and app/schema.ts each add one line): its services,
 * built from the shared ones, and its resolvers with their factories.
 */
import type { Deps } from "../../core/deps";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { ContestsService } from "./contests.service";
import { ContestEntriesService } from "./contest-entries.service";
import { ContestStaffService } from "./contest-staff.service";
import { ContestPhasesService } from "./contest-phases.service";
import { ContestResultsService } from "./contest-results.service";
import { ContestMessagesService } from "./contest-messages.service";
import { ContestMessagesResolver } from "./contest-messages.resolver";
import {
  ContestManagementResolver,
  ContestPhasesResolver,
  ContestResolver,
  ContestResultsResolver,
  ContestStaffResolver,
  ContestStandingResolver,
  JudgingResolver,
  JudgingScoreResolver,
  SubmissionResolver,
} from "./contests.resolver";

export function createContestServices(deps: Deps, logs: LogsService, points: PointsService) {
  return {
    contests: new ContestsService(deps, logs, points),
    entries: new ContestEntriesService(deps, points),
    staff: new ContestStaffService(deps, points),
    phases: new ContestPhasesService(deps),
    results: new ContestResultsService(deps),
    messages: new ContestMessagesService(deps),
  };
}

export type ContestServices = ReturnType<typeof createContestServices>;

/** Every contest resolver, for app/schema.ts RESOLVERS. */
export const CONTEST_RESOLVERS = [
  ContestResolver,
  ContestManagementResolver,
  SubmissionResolver,
  ContestStaffResolver,
  ContestPhasesResolver,
  ContestResultsResolver,
  JudgingResolver,
  JudgingScoreResolver,
  ContestMessagesResolver,
  ContestStandingResolver,
] as const;

type ResolverClass = abstract new (...args: never[]) => object;

/** How to build each contest resolver from the contest services (app/schema.ts FACTORIES). */
export const CONTEST_RESOLVER_FACTORIES: [ResolverClass, (c: ContestServices, deps: Deps) => object][] = [
  [ContestResolver, (c, deps) => new ContestResolver(c.contests, c.phases, deps.now, c.results)],
  [ContestManagementResolver, (c) => new ContestManagementResolver(c.contests, c.entries, c.staff, c.results)],
  [SubmissionResolver, (c) => new SubmissionResolver(c.entries)],
  [ContestStaffResolver, (c) => new ContestStaffResolver(c.staff)],
  [ContestPhasesResolver, (c) => new ContestPhasesResolver(c.phases)],
  [ContestResultsResolver, (c) => new ContestResultsResolver(c.results)],
  [ContestMessagesResolver, (c) => new ContestMessagesResolver(c.messages)],
];

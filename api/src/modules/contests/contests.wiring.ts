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
  ContestResolver,
  ContestStandingResolver,
  JudgingResolver,
  JudgingScoreResolver,
  SubmissionResolver,
} from "./contests.resolver";
import { ContestMemberResolver } from "./contest-member.resolver";
import { ContestStaffResolver } from "./contest-staff.resolver";
import { ContestCreatorResolver } from "./contest-creator.resolver";
import { ContestManagementResolver } from "./contest-management.resolver";
import { ContestAdminResolver } from "./contest-admin.resolver";

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
  SubmissionResolver,
  ContestStandingResolver,
  JudgingResolver,
  JudgingScoreResolver,
  ContestMemberResolver,
  ContestStaffResolver,
  ContestCreatorResolver,
  ContestManagementResolver,
  ContestAdminResolver,
  ContestMessagesResolver,
] as const;

type ResolverClass = abstract new (...args: never[]) => object;

/** How to build each contest resolver from the contest services (app/schema.ts FACTORIES). */
export const CONTEST_RESOLVER_FACTORIES: [ResolverClass, (c: ContestServices, deps: Deps) => object][] = [
  [ContestResolver, (c, deps) => new ContestResolver(c.contests, deps.now, c.results)],
  [ContestMemberResolver, (c) => new ContestMemberResolver(c.entries, c.phases, c.results)],
  [ContestStaffResolver, (c) => new ContestStaffResolver(c.phases)],
  [ContestCreatorResolver, (c) => new ContestCreatorResolver(c.contests, c.entries, c.staff)],
  [ContestManagementResolver, (c) => new ContestManagementResolver(c.contests, c.entries, c.staff, c.results)],
  [ContestAdminResolver, (c) => new ContestAdminResolver(c.contests)],
  [ContestMessagesResolver, (c) => new ContestMessagesResolver(c.messages)],
];

import type { MigrationInterface } from "typeorm";
import { Initial1795337742923 } from "./1795337742923-Initial";
import { SearchIndexes1795337742924 } from "./1795337742924-SearchIndexes";
import { Missions1795337743000 } from "./1795337743000-Missions";
import { Quests1795337744000 } from "./1795337744000-Quests";
import { Beatmaps1795337745000 } from "./1795337745000-Beatmaps";
import { Contests1795337750000 } from "./1795337750000-Contests";
import { FeaturedArtists1795337760000 } from "./1795337760000-FeaturedArtists";
import { Mentorship1795337770000 } from "./1795337770000-Mentorship";
import { WorldCup1795337770100 } from "./1795337770100-WorldCup";
import { Locus1795337775000 } from "./1795337775000-Locus";
import { Merch1795337775100 } from "./1795337775100-Merch";
import { OAuthSingleUse1795337790000 } from "./1795337790000-OAuthSingleUse";
import { SessionsAtRest1795337790100 } from "./1795337790100-SessionsAtRest";
import { ApiTokens1795337795000 } from "./1795337795000-ApiTokens";
import { RateLimits1795337795100 } from "./1795337795100-RateLimits";
import { JobRetries1795337796000 } from "./1795337796000-JobRetries";
import { UnloggedRateLimits1795337797000 } from "./1795337797000-UnloggedRateLimits";
import { LegacyImport1795400000000 } from "./1795400000000-LegacyImport";
import { AdminAuditLog1795410000000 } from "./1795410000000-AdminAuditLog";
import { OsuPacing1795420000000 } from "./1795420000000-OsuPacing";
import { JobCycles1795420000100 } from "./1795420000100-JobCycles";
import { RateLimiterFlexible1795430000000 } from "./1795430000000-RateLimiterFlexible";
import { Notifications1795440000000 } from "./1795440000000-Notifications";
import { ProfileHistory1795470000000 } from "./1795470000000-ProfileHistory";
import { Aspire1795470000100 } from "./1795470000100-Aspire";
import { Webhooks17955900000000 } from "./17955900000000-Webhooks";

/** Every migration in order. Run on start; synchronize is never on. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Initial1795337742923,
  SearchIndexes1795337742924,
  Missions1795337743000,
  Quests1795337744000,
  Beatmaps1795337745000,
  Contests1795337750000,
  FeaturedArtists1795337760000,
  Mentorship1795337770000,
  WorldCup1795337770100,
  Locus1795337775000,
  Merch1795337775100,
  OAuthSingleUse1795337790000,
  SessionsAtRest1795337790100,
  ApiTokens1795337795000,
  RateLimits1795337795100,
  JobRetries1795337796000,
  UnloggedRateLimits1795337797000,
  LegacyImport1795400000000,
  AdminAuditLog1795410000000,
  OsuPacing1795420000000,
  JobCycles1795420000100,
  RateLimiterFlexible1795430000000,
  Notifications1795440000000,
  ProfileHistory1795470000000,
  Aspire1795470000100,
  Webhooks17955900000000,
];

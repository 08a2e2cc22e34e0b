import { Initial1795337742923 } from "./1795337742923-Initial";
import { SearchIndexes1795337742924 } from "./1795337742924-SearchIndexes";
import { Missions1795337743000 } from "./1795337743000-Missions";
import { Quests1795337744000 } from "./1795337744000-Quests";
import { Beatmaps1795337745000 } from "./1795337745000-Beatmaps";

/** Every migration in order. Run on start; synchronize is never on. */
export const MIGRATIONS: Function[] = [Initial1795337742923, SearchIndexes1795337742924, Missions1795337743000, Quests1795337744000, Beatmaps1795337745000];

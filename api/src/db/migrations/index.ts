import { Initial1795337742923 } from "./1795337742923-Initial";
import { SearchIndexes1795337742924 } from "./1795337742924-SearchIndexes";

/** Every migration in order. Run on start; synchronize is never on. */
export const MIGRATIONS: Function[] = [Initial1795337742923, SearchIndexes1795337742924];

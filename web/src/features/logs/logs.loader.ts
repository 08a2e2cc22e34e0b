import { queryLoader } from "../../app/route-loader";
import { LogsDocument } from "./gql/graphql";

/** /logs shows the newest 100 entries first (keyset cursor for the next ones). */
export const LOGS_PAGE = 100;

export default queryLoader(LogsDocument, () => ({ limit: LOGS_PAGE }));

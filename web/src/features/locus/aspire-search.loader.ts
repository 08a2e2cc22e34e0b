/**
 * /aspire/search's loader: the season's allowed-songs list, which the page reads (useRouteQuery); the search results
 * follow with what is typed (?q=).
 */
import { queryLoader } from "../../app/route-loader";
import { AspireSongListDocument } from "./gql/graphql";

export default queryLoader(AspireSongListDocument);

/**
 * /aspire/search's loader: the season's allowed-songs list (the search results follow with what is typed).
 * The page reads the same queries with its own hooks, so they find the loader's requests under way or their answers.
 */
import { queryLoader } from "../../app/route-loader";
import { AspireSongListDocument } from "./gql/graphql";

export default queryLoader(AspireSongListDocument);

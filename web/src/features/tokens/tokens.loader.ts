import { queryLoader } from "../../app/route-loader";
import { MyApiTokensDocument } from "./gql/graphql";

/** /settings/tokens: the member's API tokens. */
export default queryLoader(MyApiTokensDocument);

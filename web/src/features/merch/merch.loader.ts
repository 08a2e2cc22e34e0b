import type { RouteLoader } from "../../app/route-loader";
import { MerchPageDocument } from "./gql/graphql";

/** /merch: the member's access, order and products, asked again on every visit (the store may have changed them). */
const merchLoader: RouteLoader = (preload) => preload(MerchPageDocument, { fetchPolicy: "network-only", errorPolicy: "all" });
export default merchLoader;

import { queryLoader } from "../../app/route-loader";
import { WorldCupBoardDocument } from "./gql/graphql";

/** /worldCup: the first page of the board. */
export default queryLoader(WorldCupBoardDocument);

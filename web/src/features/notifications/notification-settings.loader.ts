import { queryLoader } from "../../app/route-loader";
import { NotificationSettingsDocument } from "./gql/graphql";

/** /settings/notifications: the member's settings per event kind. */
export default queryLoader(NotificationSettingsDocument);

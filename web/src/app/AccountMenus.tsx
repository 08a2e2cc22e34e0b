import "./AccountMenus.css";
import type { Me } from "./current-user";
import { NotificationBell } from "./NotificationBell";
import { UserMenu } from "./UserMenu";

/**
 * The signed-in member's corner of the header: the notification bell and the user menu. Header loads it lazily, so
 * a signed-out visit (the landing's first visit) does not load their code, styles or mutations.
 */
export default function AccountMenus({ me }: { me: Me }) {
  return (
    <>
      <NotificationBell me={me} />
      <UserMenu me={me} />
    </>
  );
}

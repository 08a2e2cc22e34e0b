import { osuProfileUrl } from "../lib/format";

/** A member's name linking to their osu! profile (opens in a new tab). */
export function UserLink({ user, className = "" }: { user: { username: string; osuId: number }; className?: string }) {
  return (
    <a className={`user-link ${className}`} href={osuProfileUrl(user.osuId)} target="_blank" rel="noopener noreferrer">
      {user.username}
    </a>
  );
}

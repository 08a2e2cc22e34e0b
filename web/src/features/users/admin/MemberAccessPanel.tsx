import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../../app/current-user";
import { errorMessage } from "../../../app/errors";
import { MeDocument } from "../../../app/gql/graphql";
import { PageLoading } from "../../../app/PageLoading";
import { useActionMutation } from "../../../app/useActionMutation";
import { ConfirmButton } from "../../../components/ConfirmButton";
import { Switch } from "../../../components/Switch";
import {
  AdminMemberAccessDocument,
  AdminRevokeMemberTokensDocument,
  AdminSetMemberRoleDocument,
  AdminSignOutMemberDocument,
  type AdminAccessFieldsFragment,
  type MemberRole,
} from "../gql/graphql";

interface RoleRow {
  role: MemberRole;
  label: string;
  description: string;
  holds: (a: AdminAccessFieldsFragment) => boolean;
}

/** The roles of docs/domain.md "Roles" an admin grants here (the FA Schedule account is a configured osu! id). */
const ROLES: readonly RoleRow[] = [
  { role: "ADMIN", label: "Admin", description: "The Admin menu and every admin action", holds: (a) => a.group === "admin" },
  {
    role: "SECRET",
    label: "Group secret",
    description: "The FA Showcase pages (admins see them already)",
    holds: (a) => a.group === "secret",
  },
  {
    role: "MENTORSHIP_ADMIN",
    label: "Mentorship admin",
    description: "Runs the mentorship programme",
    holds: (a) => a.isMentorshipAdmin,
  },
  { role: "WORLD_CUP_HELPER", label: "World Cup helper", description: "The World Cup board", holds: (a) => a.isWorldCupHelper },
  {
    role: "QUEST_TRAILBLAZER",
    label: "Quest trailblazer",
    description: "Holds the badge for 3+ priority quests won",
    holds: (a) => a.isQuestTrailblazer,
  },
];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /admin/users: a member's roles, and signing them out everywhere or revoking their API tokens (each audited). */
export function MemberAccessPanel({ userId, username }: { userId: string; username: string }) {
  const { me } = useCurrentUser();
  const self = me?.id === userId;
  const { data, loading, error } = useQuery(AdminMemberAccessDocument, {
    variables: { userId },
    fetchPolicy: "cache-and-network",
  });
  const refetchAccess = [{ query: AdminMemberAccessDocument, variables: { userId } }];
  const role = useActionMutation(AdminSetMemberRoleDocument, {
    success: (_d, v) => {
      const row = ROLES.find((r) => r.role === v.role);
      return `${username}: ${row?.label ?? v.role} ${v.value ? "granted" : "revoked"}`;
    },
    update: (cache, d) =>
      cache.writeQuery({
        query: AdminMemberAccessDocument,
        variables: { userId },
        data: { adminMemberAccess: d.adminSetMemberRole },
      }),
    // Your own roles decide your menu: read them again after changing them.
    refetch: self ? [{ query: MeDocument }] : undefined,
  });
  const signOut = useActionMutation(AdminSignOutMemberDocument, {
    success: (d) => `${username} signed out of ${count(d.adminSignOutMember, "session", "sessions")}`,
    refetch: refetchAccess,
  });
  const revoke = useActionMutation(AdminRevokeMemberTokensDocument, {
    success: (d) => `${count(d.adminRevokeMemberTokens, "API token", "API tokens")} of ${username} revoked`,
    refetch: refetchAccess,
  });
  const access = data?.adminMemberAccess;
  const busy = role.loading || signOut.loading || revoke.loading;
  return (
    <section className="card admin-section" aria-labelledby="admin-access-title" data-testid="admin-access-panel">
      <div className="admin-section__head">
        <h2 id="admin-access-title">Roles and access</h2>
        <Link to={`/admin/audit?member=${encodeURIComponent(username)}`}>Audit log of {username}</Link>
      </div>
      {!access ? (
        loading ? (
          <PageLoading />
        ) : (
          <p className="form-error">{errorMessage(error)}</p>
        )
      ) : (
        <>
          <div className="admin-roles">
            {ROLES.map((r) => {
              const holds = r.holds(access);
              const adminBlocksSecret = r.role === "SECRET" && access.group === "admin";
              return (
                <Switch
                  key={r.role}
                  label={r.label}
                  checked={holds}
                  busy={busy}
                  disabled={adminBlocksSecret}
                  description={
                    adminBlocksSecret
                      ? "Included in admin"
                      : r.role === "ADMIN" && self
                        ? "This is you: turning it off removes your own admin pages"
                        : r.description
                  }
                  onChange={(value) => void role.run({ userId, role: r.role, value })}
                />
              );
            })}
          </div>
          <h3 className="admin-subtitle">Sign-in</h3>
          <div className="admin-access-row">
            <p>
              <strong data-testid="admin-sessions">{count(access.activeSessions, "session", "sessions")}</strong> open
            </p>
            <ConfirmButton
              disabled={busy || access.activeSessions === 0}
              confirmLabel={`Sign ${username} out everywhere?`}
              onConfirm={() => void signOut.run({ userId })}
            >
              Sign out everywhere
            </ConfirmButton>
          </div>
          <div className="admin-access-row">
            <p>
              <strong data-testid="admin-tokens">{count(access.activeTokens, "API token", "API tokens")}</strong> active
            </p>
            <ConfirmButton
              disabled={busy || access.activeTokens === 0}
              confirmLabel={`Revoke every token of ${username}?`}
              onConfirm={() => void revoke.run({ userId })}
            >
              Revoke all API tokens
            </ConfirmButton>
          </div>
          <p className="muted field-hint">
            For a leaked token: revoke the tokens, and sign the member out if their browser may be in the wrong hands too.
          </p>
        </>
      )}
    </section>
  );
}

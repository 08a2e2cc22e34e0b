import { INVITE_MAX_LENGTH } from "@mg/rules";
import { useId, useState, type FormEvent } from "react";
import { Avatar } from "../../components/Avatar";
import { ConfirmButton } from "../../components/ConfirmButton";
import { ModeIcon, ModeIcons } from "../../components/ModeIcons";
import { RankBadge } from "../../components/RankBadge";
import { Tooltip } from "../../components/Tooltip";
import { UserLink } from "../../components/UserLink";
import { showToast } from "../../app/toasts";
import { formatPoints, MODE_LABELS, MODES, pts, type ModeName } from "../../lib/format";
import type { Mode, PartyFieldsFragment, QuestDetailFieldsFragment } from "./gql/graphql";
import { partyControls } from "./quest-permissions";
import {
  useAcceptQuest,
  useDeleteParty,
  useDropQuest,
  useInviteToParty,
  useJoinParty,
  useKickPartyMember,
  useLeaveParty,
  useRemovePartyInvite,
  useTogglePartyLock,
  useTogglePartyMode,
  useTransferPartyLeadership,
} from "./useQuestActions";

/** The invite field's limit (the original's input). */
export { INVITE_MAX_LENGTH };

const modeList = (modes: readonly string[]) =>
  MODES.filter((m) => modes.includes(m))
    .map((m) => MODE_LABELS[m])
    .join(", ");

/** The text of the accept confirmation: the modes, the price, and what the leader covers. */
export function acceptConfirmText(
  quest: Pick<QuestDetailFieldsFragment, "name" | "price">,
  party: Pick<PartyFieldsFragment, "modes" | "membersWhoCannotPay" | "leaderCharge" | "members">,
): string {
  const modes = party.modes.length ? modeList(party.modes) : "no modes";
  const head = `Accept "${quest.name}" for ${modes}? Each of the ${party.members.length} party ${party.members.length === 1 ? "member" : "members"} pays ${pts(quest.price)}.`;
  if (party.membersWhoCannotPay > 0) {
    const k = party.membersWhoCannotPay;
    return `${head} ${k} ${k === 1 ? "member cannot" : "members cannot"} pay, so you cover ${k === 1 ? "them" : "them all"}: ${pts(party.leaderCharge)} will be taken from you in total.`;
  }
  return `${head} ${pts(party.leaderCharge)} will be taken from you.`;
}

interface PartyPanelProps {
  quest: QuestDetailFieldsFragment;
  party: PartyFieldsFragment;
  meId: string | null;
  viewerInAnyParty: boolean;
  /** After an accept the party may hold a new (split-off) quest: the modal follows it. */
  onQuestChanged?: (questId: string) => void;
}

/** One party of a quest: members, invitations, and the controls the viewer's role allows (quest-permissions.ts). */
export function PartyPanel({ quest, party, meId, viewerInAnyParty, onQuestChanged }: PartyPanelProps) {
  const c = partyControls(quest, party, meId, viewerInAnyParty);
  const leader = party.members.find((m) => m.id === party.leader.id);
  const others = party.members.filter((m) => m.id !== party.leader.id);
  const inviteId = useId();
  const memberSelectId = useId();
  const [invitee, setInvitee] = useState("");
  const [selected, setSelected] = useState("");
  const [confirmingAccept, setConfirmingAccept] = useState(false);

  const join = useJoinParty();
  const leave = useLeaveParty();
  const invite = useInviteToParty();
  const removeInvite = useRemovePartyInvite();
  const lock = useTogglePartyLock();
  const mode = useTogglePartyMode();
  const transfer = useTransferPartyLeadership();
  const kick = useKickPartyMember();
  const del = useDeleteParty();
  const accept = useAcceptQuest();
  const drop = useDropQuest();
  const busy = [join, leave, invite, removeInvite, lock, mode, transfer, kick, del, accept, drop].some((h) => h.loading);

  const partyId = party.id;
  const onInvite = async (e: FormEvent) => {
    e.preventDefault();
    const user = invitee.trim();
    if (!user) {
      showToast("Enter a username or osu! id");
      return;
    }
    if (await invite.run({ partyId, user })) setInvitee("");
  };
  const withMember = (message: string, fn: (userId: string) => Promise<unknown>) => {
    if (!selected || !others.some((m) => m.id === selected)) {
      showToast(message);
      return;
    }
    void fn(selected).then(() => setSelected(""));
  };
  const onAccept = async () => {
    const payload = await accept.run({ questId: quest.id });
    setConfirmingAccept(false);
    if (payload?.quest && payload.quest.id !== quest.id) onQuestChanged?.(payload.quest.id);
  };

  const label = `Party led by ${leader?.username ?? "unknown"}`;
  return (
    <section className={`party ${c.role !== "outsider" ? "party--mine" : ""}`} aria-label={label}>
      <header className="party__header">
        <h4 className="party__title">
          {leader && <Avatar src={leader.avatarUrl} name={leader.username} size={28} />}
          <span>{label}</span>
        </h4>
        <span className="party__facts">
          <span className={`party__lock ${party.lock ? "party__lock--on" : ""}`}>{party.lock ? "Locked" : "Unlocked"}</span>
          <span className="muted">Party rank</span> <RankBadge rank={party.rank} />
        </span>
      </header>

      <div className="party__modes">
        <span className="muted">Modes:</span>
        {c.toggleModes ? (
          <span className="party__mode-toggles" role="group" aria-label="Party modes">
            {MODES.filter((m) => quest.modes.includes(m)).map((m) => {
              const on = party.modes.includes(m);
              return (
                <button
                  key={m}
                  type="button"
                  className={`mode-toggle ${on ? "mode-toggle--on" : ""}`}
                  aria-pressed={on}
                  disabled={busy}
                  onClick={() => void mode.run({ partyId, mode: m as Mode })}
                >
                  <span aria-hidden="true" className="mode-toggle__icon">
                    <ModeIcon mode={m} size={16} />
                  </span>
                  <span>{MODE_LABELS[m as ModeName]}</span>
                </button>
              );
            })}
          </span>
        ) : party.modes.length ? (
          <>
            <ModeIcons modes={party.modes} />
            <span>{modeList(party.modes)}</span>
          </>
        ) : (
          <span className="muted">none selected</span>
        )}
      </div>

      <ul className="party__members" aria-label="Members">
        {party.members.map((m) => (
          <li key={m.id} className="party__member">
            <Avatar src={m.avatarUrl} name={m.username} size={28} />
            <UserLink user={m} />
            {m.id === party.leader.id && <span className="party__tag">leader</span>}
            {m.id === meId && <span className="party__tag party__tag--you">you</span>}
          </li>
        ))}
      </ul>

      {party.invites.length > 0 && (
        <div className="party__pending">
          <h5 className="party__subtitle">Pending</h5>
          <ul aria-label="Pending invitations">
            {party.invites.map((u) => {
              const available = u.pointsInfo.available;
              return (
                <li key={u.id} className="party__invite">
                  <UserLink user={u} />
                  {available < quest.price && (
                    <span className="party__short muted">
                      ({formatPoints(available)} available points: points will be taken from other party members)
                    </span>
                  )}
                  {c.removeInvites && (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove invitation of ${u.username}`}
                      title="Remove from pending members"
                      disabled={busy}
                      onClick={() => void removeInvite.run({ partyId, userId: u.id })}
                    >
                      ×
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {(c.join || c.decline || c.leave || c.accept || c.drop || c.lock || c.deleteParty) && (
        <div className="party__actions">
          {c.join && (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void join.run({ partyId })}>
              {c.join}
            </button>
          )}
          {c.decline && meId && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void removeInvite.run({ partyId, userId: meId })}
            >
              Decline
            </button>
          )}
          {c.accept &&
            (c.acceptDisabledReason ? (
              <Tooltip content={c.acceptDisabledReason}>
                <button type="button" className="button button--primary" disabled>
                  Accept quest
                </button>
              </Tooltip>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-expanded={confirmingAccept}
                onClick={() => setConfirmingAccept(true)}
              >
                Accept quest
              </button>
            ))}
          {c.drop && (
            <ConfirmButton
              onConfirm={() => void drop.run({ questId: quest.id })}
              disabled={busy}
              confirmLabel="Click again to drop the quest"
            >
              Drop quest
            </ConfirmButton>
          )}
          {c.lock && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void lock.run({ partyId })}>
              {party.lock ? "Unlock party" : "Lock party"}
            </button>
          )}
          {c.leave && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void leave.run({ partyId })}>
              Leave party
            </button>
          )}
          {c.deleteParty && (
            <ConfirmButton
              onConfirm={() => void del.run({ partyId })}
              disabled={busy}
              confirmLabel="Click again to delete the party"
            >
              Delete party
            </ConfirmButton>
          )}
        </div>
      )}

      {confirmingAccept && c.accept && !c.acceptDisabledReason && (
        <div className="party__confirm" role="alertdialog" aria-label="Confirm accepting the quest">
          <p>{acceptConfirmText(quest, party)}</p>
          <div className="party__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void onAccept()} autoFocus>
              {accept.loading ? "Accepting…" : "Confirm accept"}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setConfirmingAccept(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}

      {c.role === "leader" && !c.accept && quest.status === "open" && !quest.isExpired && (
        <p className="party__hint muted">
          To accept, the party needs {quest.minParty === quest.maxParty ? quest.minParty : `${quest.minParty}-${quest.maxParty}`}{" "}
          {quest.maxParty === 1 ? "member" : "members"}
          {quest.minRank > 0 ? ` and a party rank of at least ${quest.minRank}` : ""}.
        </p>
      )}

      {(c.invite || c.manageMembers) && (
        <div className="party__tools">
          {c.invite && (
            <form className="party__tool" onSubmit={(e) => void onInvite(e)}>
              <label htmlFor={inviteId}>Invite a member</label>
              <div className="party__tool-row">
                <input
                  id={inviteId}
                  type="text"
                  value={invitee}
                  maxLength={INVITE_MAX_LENGTH}
                  placeholder="username or osu! id"
                  autoComplete="off"
                  onChange={(e) => setInvitee(e.target.value)}
                />
                <button type="submit" className="button" disabled={busy}>
                  Invite
                </button>
              </div>
            </form>
          )}
          {c.manageMembers && (
            <div className="party__tool">
              <label htmlFor={memberSelectId}>Party member</label>
              <div className="party__tool-row">
                <select id={memberSelectId} value={selected} onChange={(e) => setSelected(e.target.value)}>
                  <option value="">Select a member</option>
                  {others.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.username}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    withMember("Select a member to transfer leadership!", (userId) => transfer.run({ partyId, userId }))
                  }
                >
                  Lead
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => withMember("Select a member to kick :(", (userId) => kick.run({ partyId, userId }))}
                >
                  Kick
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

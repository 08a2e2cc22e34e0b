/**
 * Which quest and party controls a viewer gets (docs/domain.md#quests-and-parties): pure, so the whole matrix
 * (leader / member / invitee / non-member × open / wip / expired / done) is unit tested. The server re-checks all of it.
 */

export interface QuestLike {
  status: string;
  isExpired: boolean;
  minParty: number;
  maxParty: number;
  minRank: number;
}

export interface PartyLike {
  lock: boolean;
  rank: number;
  leader: { id: string };
  members: readonly { id: string }[];
  invites: readonly { id: string }[];
  acceptProblem?: string | null;
}

export interface PartyControls {
  role: "leader" | "member" | "invitee" | "outsider";
  /** "Join" (free join) or "Join quest" (accepting an invitation); null = no join button. */
  join: "Join" | "Join quest" | null;
  /** The invitee may decline the invitation. */
  decline: boolean;
  leave: boolean;
  invite: boolean;
  lock: boolean;
  /** Lead / Kick with a dropdown of the other members. */
  manageMembers: boolean;
  toggleModes: boolean;
  deleteParty: boolean;
  removeInvites: boolean;
  /** The Accept button is shown (open, rank and size within the quest's bounds). */
  accept: boolean;
  /** Why Accept is disabled (the server's acceptProblem), or null when it may be clicked. */
  acceptDisabledReason: string | null;
  drop: boolean;
}

/** An open quest that has not expired: parties may form, join and accept. */
export const isActiveOpen = (q: QuestLike): boolean => q.status === "open" && !q.isExpired;

export function partyControls(
  quest: QuestLike,
  party: PartyLike,
  meId: string | null | undefined,
  viewerInAnyParty: boolean,
): PartyControls {
  const isLeader = !!meId && party.leader.id === meId;
  const isMember = !!meId && party.members.some((m) => m.id === meId);
  const isInvited = !!meId && !isMember && party.invites.some((u) => u.id === meId);
  const role: PartyControls["role"] = isLeader ? "leader" : isMember ? "member" : isInvited ? "invitee" : "outsider";
  const open = isActiveOpen(quest);
  const wip = quest.status === "wip";
  const live = open || wip;
  const size = party.members.length;
  const acceptable = open && party.rank >= quest.minRank && size >= quest.minParty && size <= quest.maxParty;

  let join: PartyControls["join"] = null;
  if (live && !isMember && !viewerInAnyParty && meId) {
    if (isInvited) join = "Join quest";
    else if (open && !party.lock) join = "Join";
  }

  return {
    role,
    join,
    decline: live && isInvited,
    leave: live && isMember && !isLeader,
    invite: live && isLeader,
    lock: open && isLeader,
    manageMembers: live && isLeader && size > 1,
    toggleModes: open && isLeader,
    deleteParty: open && isLeader,
    removeInvites: live && isLeader,
    accept: isLeader && acceptable,
    acceptDisabledReason: isLeader && acceptable ? (party.acceptProblem ?? null) : null,
    drop: wip && isLeader,
  };
}

/** "Add party": an open, unexpired quest on which the viewer is in no party. */
export function canAddParty(quest: QuestLike, viewerInAnyParty: boolean, signedIn: boolean): boolean {
  return signedIn && isActiveOpen(quest) && !viewerInAnyParty;
}

/** Re-open: an expired quest; enabled when the viewer has the cost available. */
export function reopenState(quest: QuestLike & { reopenPrice: number }, available: number): { show: boolean; enabled: boolean } {
  return { show: quest.isExpired, enabled: quest.isExpired && available + 1e-9 >= quest.reopenPrice };
}

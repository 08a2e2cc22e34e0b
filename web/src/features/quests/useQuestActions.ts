/**
 * Every member action on quests and parties, one small hook each (ARCHITECTURE: a mutation hook owns its cache
 * update and its toast). Each returns a QuestActionPayload: the quests and party it changed land in the normalised
 * cache by id; the viewer's new balance is written to the signed-in member (the user menu updates at once); actions
 * that move a quest between lists (accept, drop, submit) refetch the visible quest list.
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCurrentUser } from "../../app/current-user";
import { useActionMutation } from "../../app/useActionMutation";
import { writeAvailablePoints } from "../../app/viewer-cache";
import {
  AcceptQuestDocument,
  CreatePartyDocument,
  DeletePartyDocument,
  DropQuestDocument,
  InviteToPartyDocument,
  JoinPartyDocument,
  KickPartyMemberDocument,
  LeavePartyDocument,
  QuestsPageDocument,
  RemovePartyInviteDocument,
  ReopenQuestDocument,
  SubmitQuestDocument,
  TogglePartyLockDocument,
  TogglePartyModeDocument,
  TransferPartyLeadershipDocument,
  type QuestActionFieldsFragment,
} from "./gql/graphql";

type Payload = QuestActionFieldsFragment;

interface ActionOptions<V> {
  /** Success toast: a text, or one built from the variables and the payload. */
  success: string | ((vars: V, payload: Payload) => string);
  /** Refetch the visible quest list afterwards (the quest moved between statuses or a new one appeared). */
  refreshList?: boolean;
}

/**
 * The shared body of every quest action, on the one mutation runner: writes the viewer's new balance, toasts, and
 * resolves to the payload (or null after a failure, toasted with the server's message).
 */
function useQuestAction<D, V extends Record<string, unknown>>(
  document: TypedDocumentNode<D, V>,
  payloadOf: (data: D) => Payload,
  { success, refreshList }: ActionOptions<V>,
) {
  const client = useApolloClient();
  const meId = useCurrentUser().me?.id;
  const action = useActionMutation(document, {
    success: (data, vars) => (typeof success === "function" ? success(vars, payloadOf(data)) : success),
    update(cache, data) {
      const available = payloadOf(data).availablePoints;
      if (meId && typeof available === "number") writeAvailablePoints(cache, meId, available);
    },
  });
  const run = async (variables: V): Promise<Payload | null> => {
    const data = await action.run(variables);
    if (!data) return null;
    if (refreshList) void client.refetchQueries({ include: [QuestsPageDocument] });
    return payloadOf(data);
  };
  return { run, loading: action.loading };
}

export const useCreateParty = () => useQuestAction(CreatePartyDocument, (d) => d.createParty, { success: "Party created" });
export const useInviteToParty = () => useQuestAction(InviteToPartyDocument, (d) => d.inviteToParty, { success: "Added" });
export const useJoinParty = () => useQuestAction(JoinPartyDocument, (d) => d.joinParty, { success: "Joined party" });
export const useLeaveParty = () => useQuestAction(LeavePartyDocument, (d) => d.leaveParty, { success: "Left party" });
export const useTogglePartyLock = () =>
  useQuestAction(TogglePartyLockDocument, (d) => d.togglePartyLock, {
    success: (_v, p) => (p.party?.lock ? "Party locked" : "Party unlocked"),
  });
export const useTogglePartyMode = () =>
  useQuestAction(TogglePartyModeDocument, (d) => d.togglePartyMode, { success: "Party modes updated" });
export const useTransferPartyLeadership = () =>
  useQuestAction(TransferPartyLeadershipDocument, (d) => d.transferPartyLeadership, { success: "Transferred party leadership" });
export const useKickPartyMember = () =>
  useQuestAction(KickPartyMemberDocument, (d) => d.kickPartyMember, { success: "Kicked member from party" });
export const useRemovePartyInvite = () =>
  useQuestAction(RemovePartyInviteDocument, (d) => d.removePartyInvite, { success: "Removed user from pending members" });
export const useDeleteParty = () => useQuestAction(DeletePartyDocument, (d) => d.deleteParty, { success: "Party deleted" });
export const useAcceptQuest = () =>
  useQuestAction(AcceptQuestDocument, (d) => d.acceptQuest, { success: "Quest accepted!", refreshList: true });
export const useDropQuest = () =>
  useQuestAction(DropQuestDocument, (d) => d.dropQuest, { success: "Quest dropped", refreshList: true });
export const useReopenQuest = () =>
  useQuestAction(ReopenQuestDocument, (d) => d.reopenQuest, { success: "Quest re-opened for 90 days" });
export const useSubmitQuest = () =>
  useQuestAction(SubmitQuestDocument, (d) => d.submitQuest, { success: "Quest submitted for approval", refreshList: true });

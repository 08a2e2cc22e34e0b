/**
 * Every member action on quests and parties, one small hook each (ARCHITECTURE: a mutation hook owns its cache
 * update and its toast). Each returns a QuestActionPayload: the quests and party it changed land in the normalised
 * cache by id; the viewer's new balance is written to the signed-in member (the user menu updates at once); actions
 * that move a quest between lists (accept, drop, submit) refetch the visible quest list.
 */
import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback } from "react";
import { MeDocument } from "../../app/gql/graphql";
import { useCurrentUser } from "../../app/current-user";
import { errorCode, errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
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
  type PartyFieldsFragment,
  type QuestDetailFieldsFragment,
} from "./gql/graphql";

/** Writes the viewer's available points (from a payload) into the cached signed-in member. */
export function writeAvailablePoints(cache: ApolloCache, meId: string, available: number): void {
  const id = cache.identify({ __typename: "CurrentUser", id: meId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      availablePoints: () => available,
      pointsInfo: (existing: unknown) =>
        existing && typeof existing === "object" ? { ...(existing as Record<string, unknown>), available } : existing,
    },
  });
}

/** What every action selects from its QuestActionPayload. */
interface Payload {
  availablePoints: number | null;
  quest: QuestDetailFieldsFragment | null;
  quests: QuestDetailFieldsFragment[];
  party: PartyFieldsFragment | null;
}

interface ActionOptions<V> {
  /** Success toast: a text, or one built from the variables and the payload. */
  success: string | ((vars: V, payload: Payload) => string);
  /** Refetch the visible quest list afterwards (the quest moved between statuses or a new one appeared). */
  refreshList?: boolean;
}

/**
 * The shared body of every action hook: runs the mutation, writes the balance, toasts, and reports the payload
 * (or null after an error, which is toasted with the server's message).
 */
function useQuestAction<D extends Record<string, unknown>, V extends Record<string, unknown>>(
  document: TypedDocumentNode<D, V>,
  field: keyof D & string,
  options: ActionOptions<V>,
) {
  const client = useApolloClient();
  const { me } = useCurrentUser();
  const meId = me?.id;
  const [mutate, { loading }] = useMutation(document);
  const { success, refreshList } = options;
  const run = useCallback(
    async (variables: V): Promise<Payload | null> => {
      try {
        const { data } = await mutate({
          variables,
          update(cache: ApolloCache, result: { data?: D | null }) {
            const payload = result.data?.[field] as Payload | undefined;
            if (meId && typeof payload?.availablePoints === "number") writeAvailablePoints(cache, meId, payload.availablePoints);
          },
        } as never);
        const payload = (data as D | undefined)?.[field] as Payload | undefined;
        if (!payload) return null;
        if (refreshList) void client.refetchQueries({ include: [QuestsPageDocument] });
        showToast(typeof success === "function" ? success(variables, payload) : success, "success");
        return payload;
      } catch (err) {
        showToast(errorMessage(err));
        if (errorCode(err) === "UNAUTHENTICATED") void client.refetchQueries({ include: [MeDocument] });
        return null;
      }
    },
    [mutate, field, meId, success, refreshList, client],
  );
  return { run, loading };
}

export const useCreateParty = () => useQuestAction(CreatePartyDocument, "createParty", { success: "Party created" });
export const useInviteToParty = () =>
  useQuestAction(InviteToPartyDocument, "inviteToParty", { success: "Added" });
export const useJoinParty = () => useQuestAction(JoinPartyDocument, "joinParty", { success: "Joined party" });
export const useLeaveParty = () => useQuestAction(LeavePartyDocument, "leaveParty", { success: "Left party" });
export const useTogglePartyLock = () =>
  useQuestAction(TogglePartyLockDocument, "togglePartyLock", {
    success: (_v, p) => (p.party?.lock ? "Party locked" : "Party unlocked"),
  });
export const useTogglePartyMode = () =>
  useQuestAction(TogglePartyModeDocument, "togglePartyMode", { success: "Party modes updated" });
export const useTransferPartyLeadership = () =>
  useQuestAction(TransferPartyLeadershipDocument, "transferPartyLeadership", { success: "Transferred party leadership" });
export const useKickPartyMember = () =>
  useQuestAction(KickPartyMemberDocument, "kickPartyMember", { success: "Kicked member from party" });
export const useRemovePartyInvite = () =>
  useQuestAction(RemovePartyInviteDocument, "removePartyInvite", { success: "Removed user from pending members" });
export const useDeleteParty = () => useQuestAction(DeletePartyDocument, "deleteParty", { success: "Party deleted" });
export const useAcceptQuest = () =>
  useQuestAction(AcceptQuestDocument, "acceptQuest", { success: "Quest accepted!", refreshList: true });
export const useDropQuest = () => useQuestAction(DropQuestDocument, "dropQuest", { success: "Quest dropped", refreshList: true });
export const useReopenQuest = () => useQuestAction(ReopenQuestDocument, "reopenQuest", { success: "Quest re-opened for 90 days" });
export const useSubmitQuest = () =>
  useQuestAction(SubmitQuestDocument, "submitQuest", { success: "Quest submitted for approval", refreshList: true });

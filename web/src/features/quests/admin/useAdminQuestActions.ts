/**
 * Admin quest mutations, one hook each: they toast the result (the server's message on failure), keep the cache
 * right (edits land on the normalised Quest; a deleted quest is evicted), and refetch the admin list when a quest
 * moves between statuses or appears.
 */
import { useApolloClient, useMutation } from "@apollo/client/react";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback } from "react";
import { errorMessage } from "../../../app/errors";
import { showToast } from "../../../app/toasts";
import {
  AdminCreateQuestsDocument,
  AdminDeleteQuestDocument,
  AdminDropQuestDocument,
  AdminQuestsDocument,
  AdminRejectQuestDocument,
  AdminResetQuestDeadlineDocument,
  AdminRunScheduledJobDocument,
  AdminScheduleQuestDocument,
  AdminSetQueuedForCompletionDocument,
  AdminUpdateQuestDocument,
  AdminUpdateQuestExpirationDocument,
} from "../gql/graphql";

interface Options<D, V> {
  success: string | ((data: D, vars: V) => string);
  /** Refetch the visible quest lists (a status changed or a quest appeared). */
  refresh?: boolean;
  /** Evict the quest with this id from the cache (deleted). */
  evict?: (vars: V) => string | null;
}

function useAdminAction<D, V extends Record<string, unknown>>(document: TypedDocumentNode<D, V>, options: Options<D, V>) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(document);
  const { success, refresh, evict } = options;
  const run = useCallback(
    async (variables: V): Promise<D | null> => {
      try {
        const { data } = await mutate({ variables } as never);
        if (!data) return null;
        const gone = evict?.(variables);
        if (gone) {
          client.cache.evict({ id: client.cache.identify({ __typename: "Quest", id: gone }) });
          client.cache.gc();
        }
        if (refresh) void client.refetchQueries({ include: [AdminQuestsDocument] });
        showToast(typeof success === "function" ? success(data as D, variables) : success, "success");
        return data as D;
      } catch (err) {
        showToast(errorMessage(err));
        return null;
      }
    },
    [mutate, client, success, refresh, evict],
  );
  return { run, loading };
}

export const useAdminCreateQuests = () =>
  useAdminAction(AdminCreateQuestsDocument, {
    success: (d) => `Created ${d.createQuests.length} ${d.createQuests.length === 1 ? "quest" : "quests"}: published at the next daily run (22:00 UTC)`,
    refresh: true,
  });
export const useAdminUpdateQuest = () => useAdminAction(AdminUpdateQuestDocument, { success: "Quest updated" });
export const useAdminScheduleQuest = () =>
  useAdminAction(AdminScheduleQuestDocument, { success: "Quest scheduled: it opens at the next daily run (22:00 UTC)", refresh: true });
export const useAdminRejectQuest = () =>
  useAdminAction(AdminRejectQuestDocument, { success: "Quest rejected; its creation cost was refunded", refresh: true });
export const useAdminDropQuest = () => useAdminAction(AdminDropQuestDocument, { success: "Forced the party to drop the quest", refresh: true });
export const useAdminSetQueuedForCompletion = () =>
  useAdminAction(AdminSetQueuedForCompletionDocument, {
    success: (_d, v) => (v.value ? "Marked for completion (the 03:00 UTC run completes it)" : "No longer marked for completion"),
  });
export const useAdminUpdateExpiration = () =>
  useAdminAction(AdminUpdateQuestExpirationDocument, { success: (_d, v) => (v.expiration ? "Expiration updated" : "The quest no longer expires") });
export const useAdminResetDeadline = () => useAdminAction(AdminResetQuestDeadlineDocument, { success: "Deadline reset to 7 days from now" });
export const useAdminDeleteQuest = () =>
  useAdminAction(AdminDeleteQuestDocument, { success: "Quest deleted", evict: (v) => String(v.id), refresh: true });
export const useAdminRunJob = () =>
  useAdminAction(AdminRunScheduledJobDocument, { success: (d) => `Job finished: ${d.runScheduledJob}`, refresh: true });

/**
 * Admin quest mutations, one hook each on the one mutation runner: they toast the result (the server's message on
 * failure), keep the cache right (edits land on the normalised Quest; a deleted quest is evicted), and refetch the
 * admin list when a quest moves between statuses or appears.
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useActionMutation } from "../../../app/useActionMutation";
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
  const { success, refresh, evict } = options;
  return useActionMutation(document, {
    success,
    refetch: refresh ? [AdminQuestsDocument] : undefined,
    update(cache, _data, vars) {
      const gone = evict?.(vars);
      if (!gone) return;
      cache.evict({ id: cache.identify({ __typename: "Quest", id: gone }) });
      cache.gc();
    },
  });
}

export const useAdminCreateQuests = () =>
  useAdminAction(AdminCreateQuestsDocument, {
    success: (d) =>
      `Created ${d.createQuests.length} ${d.createQuests.length === 1 ? "quest" : "quests"}: published at the next daily run (22:00 UTC)`,
    refresh: true,
  });
export const useAdminUpdateQuest = () => useAdminAction(AdminUpdateQuestDocument, { success: "Quest updated" });
export const useAdminScheduleQuest = () =>
  useAdminAction(AdminScheduleQuestDocument, {
    success: "Quest scheduled: it opens at the next daily run (22:00 UTC)",
    refresh: true,
  });
export const useAdminRejectQuest = () =>
  useAdminAction(AdminRejectQuestDocument, { success: "Quest rejected; its creation cost was refunded", refresh: true });
export const useAdminDropQuest = () =>
  useAdminAction(AdminDropQuestDocument, { success: "Forced the party to drop the quest", refresh: true });
export const useAdminSetQueuedForCompletion = () =>
  useAdminAction(AdminSetQueuedForCompletionDocument, {
    success: (_d, v) => (v.value ? "Marked for completion (the 03:00 UTC run completes it)" : "No longer marked for completion"),
  });
export const useAdminUpdateExpiration = () =>
  useAdminAction(AdminUpdateQuestExpirationDocument, {
    success: (_d, v) => (v.expiration ? "Expiration updated" : "The quest no longer expires"),
  });
export const useAdminResetDeadline = () =>
  useAdminAction(AdminResetQuestDeadlineDocument, { success: "Deadline reset to 7 days from now" });
export const useAdminDeleteQuest = () =>
  useAdminAction(AdminDeleteQuestDocument, { success: "Quest deleted", evict: (v) => String(v.id), refresh: true });
export const useAdminRunJob = () =>
  useAdminAction(AdminRunScheduledJobDocument, { success: (d) => `Job finished: ${d.runScheduledJob}`, refresh: true });

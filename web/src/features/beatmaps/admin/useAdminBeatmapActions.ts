/**
 * Admin mapset actions (/admin/beatmaps), one hook each on the one mutation runner: each answers with the whole
 * changed mapset (normalisation updates the dialog and the lists); a deleted mapset is evicted everywhere.
 */
import { useActionMutation } from "../../../app/useActionMutation";
import {
  AdminDeleteBeatmapDocument,
  AdminRejectBeatmapDocument,
  AdminRemoveModderDocument,
  AdminSetBeatmapShowcaseDocument,
  AdminSetBeatmapStatusDocument,
  AdminSetInvalidForPointsDocument,
  AdminSetQueuedForRankDocument,
  AdminSetSkipWebhookDocument,
} from "../gql/graphql";
import { evictBeatmap } from "../useBeatmapActions";

export const useAdminSetStatus = () =>
  useActionMutation(AdminSetBeatmapStatusDocument, { success: (_d, v) => `Status set to ${v.status}` });
export const useAdminQueueForRank = () =>
  useActionMutation(AdminSetQueuedForRankDocument, {
    success: (_d, v) => (v.value ? "Queued for rank" : "Removed from the rank queue"),
  });
export const useAdminSkipWebhook = () =>
  useActionMutation(AdminSetSkipWebhookDocument, {
    success: (_d, v) => (v.value ? "Webhook will be skipped" : "Webhook will be posted"),
  });
export const useAdminSetShowcase = () =>
  useActionMutation(AdminSetBeatmapShowcaseDocument, {
    success: (_d, v) => (v.value ? "Marked as FA showcase" : "No longer an FA showcase"),
  });
export const useAdminSetInvalid = () =>
  useActionMutation(AdminSetInvalidForPointsDocument, {
    success: (_d, v) => (v.value ? "Marked invalid for points" : "Valid for points again"),
  });
export const useAdminReject = () => useActionMutation(AdminRejectBeatmapDocument, { success: "Mapset rejected" });
export const useAdminRemoveModder = () => useActionMutation(AdminRemoveModderDocument, { success: "Modder removed" });
export const useAdminDeleteBeatmap = () =>
  useActionMutation(AdminDeleteBeatmapDocument, {
    success: "Beatmap deleted",
    update: (cache, data) => evictBeatmap(cache, data.adminDeleteBeatmap),
  });

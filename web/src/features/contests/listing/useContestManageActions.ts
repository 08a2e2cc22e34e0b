/** The creators' actions on one contest (each one mutation through useActionMutation, with its toast and refresh). */
import { useActionMutation } from "../../../app/useActionMutation";
import {
  AddContestCreatorDocument,
  AddContestCriteriaDocument,
  AddContestStaffDocument,
  AddContestSubmissionDocument,
  AddContestSubmissionsFromCsvDocument,
  ContestCreatorResultsDocument,
  ContestManageDocument,
  ContestsListingDocument,
  ContestSubmissionsDocument,
  DeleteContestCriteriaDocument,
  DeleteContestDocument,
  DeleteContestSubmissionDocument,
  RemoveContestCreatorDocument,
  RemoveContestStaffDocument,
  RenameContestSubmissionDocument,
  SetCommunityVoteOrderedPriorityDocument,
  SetContestApprovedDocument,
  SetContestEligibleForPointsDocument,
  SetContestFeaturedArtistDocument,
  SetContestSkipWebhookDocument,
  SetContestStatusDocument,
  SyncContestSubmissionNamesDocument,
  UpdateContestDocument,
} from "./gql/graphql";

const ENTRIES = [ContestSubmissionsDocument, ContestCreatorResultsDocument];

export function useContestManageActions() {
  return {
    update: useActionMutation(UpdateContestDocument, { success: "Saved", refetch: [ContestsListingDocument] }),
    status: useActionMutation(SetContestStatusDocument, {
      success: "Status updated",
      refetch: [ContestsListingDocument, ContestCreatorResultsDocument],
    }),
    orderedPriority: useActionMutation(SetCommunityVoteOrderedPriorityDocument, {
      success: (d) =>
        d.setCommunityVoteOrderedPriority.communityVoteOrderedPriority ? "Ordered priority on" : "Ordered priority off",
      refetch: [ContestCreatorResultsDocument],
    }),
    remove: useActionMutation(DeleteContestDocument, {
      success: (d) => d.deleteContest.message,
      refetch: [ContestsListingDocument],
      update: (cache, d) => {
        cache.evict({ id: cache.identify({ __typename: "Contest", id: d.deleteContest.deletedId }) });
        cache.gc();
      },
    }),
    addCreator: useActionMutation(AddContestCreatorDocument, { success: "Creator added" }),
    removeCreator: useActionMutation(RemoveContestCreatorDocument, { success: "Creator removed" }),
    addStaff: useActionMutation(AddContestStaffDocument, {
      success: (_d, v) => (v.role === "judge" ? "Judge added" : "Screener added"),
      refetch: [ContestCreatorResultsDocument],
    }),
    removeStaff: useActionMutation(RemoveContestStaffDocument, {
      success: (_d, v) => (v.role === "judge" ? "Judge removed" : "Screener removed"),
      refetch: [ContestCreatorResultsDocument],
    }),
    addCriteria: useActionMutation(AddContestCriteriaDocument, { success: "Criteria added", refetch: [ContestManageDocument] }),
    deleteCriteria: useActionMutation(DeleteContestCriteriaDocument, {
      success: (d) => d.deleteContestCriteria.message,
      refetch: [ContestManageDocument, ContestCreatorResultsDocument],
    }),
    addSubmission: useActionMutation(AddContestSubmissionDocument, {
      success: "Submission added",
      refetch: [...ENTRIES, ContestManageDocument],
    }),
    renameSubmission: useActionMutation(RenameContestSubmissionDocument, { success: "Name saved" }),
    deleteSubmission: useActionMutation(DeleteContestSubmissionDocument, {
      success: (d) => d.deleteContestSubmission.message,
      refetch: [...ENTRIES, ContestManageDocument],
    }),
    syncNames: useActionMutation(SyncContestSubmissionNamesDocument, {
      success: (d) => `${d.syncContestSubmissionNames.renamed} entries renamed`,
      refetch: ENTRIES,
    }),
    addFromCsv: useActionMutation(AddContestSubmissionsFromCsvDocument, {
      success: (d) => `${d.addContestSubmissionsFromCsv.added} entries added`,
      refetch: [...ENTRIES, ContestManageDocument],
    }),
    approve: useActionMutation(SetContestApprovedDocument, {
      success: (d) => (d.setContestApproved.isApproved ? "Contest approved" : "Approval withdrawn"),
      refetch: [ContestsListingDocument],
    }),
    featuredArtist: useActionMutation(SetContestFeaturedArtistDocument, { success: "Saved" }),
    eligible: useActionMutation(SetContestEligibleForPointsDocument, { success: "Saved" }),
    skipWebhook: useActionMutation(SetContestSkipWebhookDocument, { success: "Saved" }),
  };
}

export type ContestManageActions = ReturnType<typeof useContestManageActions>;

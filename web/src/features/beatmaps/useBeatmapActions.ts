/**
 * One small hook per mapset/task action. Each owns its toast and any cache update beyond normalisation (every action
 * returns the whole changed Beatmap, so the card and the modal update by themselves):
 * - the /beatmaps sections are lists filtered on the server: create, the host's status, mode, link and quest, and task
 *   and collaborator changes move the mapset into or out of them (section-cache.ts); delete evicts it everywhere.
 */
import type { ApolloCache, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useActionMutation, type ActionOptions } from "../../app/useActionMutation";
import { useCurrentUser } from "../../app/current-user";
import { dropFromSections, syncSections } from "./section-cache";
import {
  AddCollaboratorDocument,
  AddTaskDocument,
  CreateBeatmapDocument,
  DeleteBeatmapDocument,
  LinkBeatmapMissionDocument,
  LinkBeatmapToQuestDocument,
  LockTaskDocument,
  RemoveCollaboratorDocument,
  RemoveTaskDocument,
  SetBeatmapLinkDocument,
  SetBeatmapModeDocument,
  SetBeatmapStatusDocument,
  SetTaskStatusDocument,
  ToggleModderDocument,
  ToggleNominatorDocument,
  UnlockTaskDocument,
  ValidateUsersDocument,
  type BeatmapDetailFieldsFragment,
  type BeatmapPersonFragment,
} from "./gql/graphql";

/**
 * A mapset action whose answer (`changed`) may move the mapset into or out of the /beatmaps sections: after the
 * answer is normalised, each section list of the signed-in member follows (section-cache.ts).
 */
function useSectionAction<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  changed: (data: TData) => BeatmapDetailFieldsFragment,
  options: ActionOptions<TData, TVars>,
  /** The signed-in member (default: the current user). */
  viewer?: string,
) {
  const me = useCurrentUser().me?.id;
  const viewerId = viewer ?? me;
  return useActionMutation(document, {
    ...options,
    update(cache, data) {
      if (viewerId) syncSections(cache, changed(data), viewerId);
    },
  });
}

/** The new mapset joins the lists of "My mapsets" whose filters it matches (they are read again from the server). */
export const useCreateBeatmap = () =>
  useSectionAction(CreateBeatmapDocument, (d) => d.createBeatmap, { success: "Beatmap created" });

/** Removes a deleted mapset from every list and view. */
export function evictBeatmap(cache: ApolloCache, id: string): void {
  dropFromSections(cache, id);
  cache.evict({ id: cache.identify({ __typename: "Beatmap", id }) });
  cache.gc();
}

export const useDeleteBeatmap = () =>
  useActionMutation(DeleteBeatmapDocument, {
    success: "Beatmap deleted",
    update: (cache, data) => evictBeatmap(cache, data.deleteBeatmap),
  });

// Status, mode, link and quest are filters of the sections: the mapset may enter or leave a filtered list.
export const useSetBeatmapStatus = () =>
  useSectionAction(SetBeatmapStatusDocument, (d) => d.setBeatmapStatus, {
    success: (d) => `Status set to ${d.setBeatmapStatus.status}`,
  });
export const useSetBeatmapMode = () =>
  useSectionAction(SetBeatmapModeDocument, (d) => d.setBeatmapMode, { success: "Mode changed" });
export const useSetBeatmapLink = () =>
  useSectionAction(SetBeatmapLinkDocument, (d) => d.setBeatmapLink, {
    success: (d) => (d.setBeatmapLink.url ? "Link saved" : "Link removed"),
  });
export const useLockTask = () => useActionMutation(LockTaskDocument, { success: "Claims locked" });
export const useUnlockTask = () => useActionMutation(UnlockTaskDocument, { success: "Claims unlocked" });
export const useSetTaskStatus = () => useActionMutation(SetTaskStatusDocument, { success: "Task status changed" });
export const useToggleModder = () => useActionMutation(ToggleModderDocument, { success: "Modder list updated" });
export const useToggleNominator = () => useActionMutation(ToggleNominatorDocument, { success: "Nominator list updated" });
export const useLinkQuest = () =>
  useSectionAction(LinkBeatmapToQuestDocument, (d) => d.linkBeatmapToQuest.beatmap, {
    success: (d) => (d.linkBeatmapToQuest.beatmap.quest ? "Linked to quest" : "Unlinked"),
  });
export const useLinkMission = () =>
  useActionMutation(LinkBeatmapMissionDocument, {
    success: (d) => (d.linkBeatmapMission.mission ? "Linked to priority quest" : "Unlinked"),
  });

/** Task and collaborator changes: "My guest difficulties" (whether I map on it) and the mapper search follow. */
export function useTaskMembership(viewerId: string) {
  return {
    addTask: useSectionAction(AddTaskDocument, (d) => d.addTask, { success: "Task added" }, viewerId),
    removeTask: useSectionAction(RemoveTaskDocument, (d) => d.removeTask, { success: "Task removed" }, viewerId),
    addCollaborator: useSectionAction(
      AddCollaboratorDocument,
      (d) => d.addCollaborator,
      { success: "Collaborator added" },
      viewerId,
    ),
    removeCollaborator: useSectionAction(
      RemoveCollaboratorDocument,
      (d) => d.removeCollaborator,
      { success: "Collaborator removed" },
      viewerId,
    ),
  };
}

/**
 * Resolves a username/osu! id field through validateUsers. Returns the members, or null after showing the server's
 * message (e.g. "\"x\" doesn't match an existing user.").
 */
export function useResolveUsers() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const resolve = useCallback(
    async (input: string): Promise<BeatmapPersonFragment[] | null> => {
      setLoading(true);
      try {
        const res = await client.query({ query: ValidateUsersDocument, variables: { input }, fetchPolicy: "network-only" });
        if (res.error) throw res.error;
        return res.data?.validateUsers ?? [];
      } catch (err) {
        return Promise.reject(err);
      } finally {
        setLoading(false);
      }
    },
    [client],
  );
  return { resolve, loading };
}

/**
 * One small hook per mapset/task action. Each owns its toast and any cache update beyond normalisation (every action
 * returns the whole changed Beatmap, so the card, the modal and the lists update by themselves):
 * - create prepends the new mapset to "My mapsets"; delete evicts it everywhere;
 * - task and collaborator changes keep "My guest difficulties" in step with whether the viewer still maps on it.
 */
import type { ApolloCache, Reference } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useActionMutation } from "../../app/useActionMutation";
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

/** Keeps "My guest difficulties" in step: listed when the viewer maps a task on someone else's mapset. */
export function syncGuestList(cache: ApolloCache, beatmap: BeatmapDetailFieldsFragment, viewerId: string): void {
  const id = cache.identify({ __typename: "Beatmap", id: beatmap.id });
  if (!id) return;
  const listed = !beatmap.viewerIsHost && beatmap.tasks.some((t) => t.mappers.some((m) => m.id === viewerId));
  cache.modify({
    fields: {
      myGuestBeatmaps(existing: readonly Reference[] = [], { toReference }) {
        const has = existing.some((r) => r.__ref === id);
        if (listed && !has) {
          const ref = toReference(id);
          return ref ? [ref, ...existing] : existing;
        }
        if (!listed && has) return existing.filter((r) => r.__ref !== id);
        return existing;
      },
    },
  });
}

export const useCreateBeatmap = () =>
  useActionMutation(CreateBeatmapDocument, {
    success: "Beatmap created",
    update(cache, data) {
      cache.modify({
        fields: {
          myBeatmaps(existing: readonly Reference[] = [], { toReference }) {
            const ref = toReference({ __typename: "Beatmap", id: data.createBeatmap.id });
            return ref && !existing.some((r) => r.__ref === ref.__ref) ? [ref, ...existing] : existing;
          },
        },
      });
    },
  });

/** Removes a deleted mapset from every list and view. */
export function evictBeatmap(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: "Beatmap", id }) });
  cache.gc();
}

export const useDeleteBeatmap = () =>
  useActionMutation(DeleteBeatmapDocument, {
    success: "Beatmap deleted",
    update: (cache, data) => evictBeatmap(cache, data.deleteBeatmap),
  });

export const useSetBeatmapStatus = () =>
  useActionMutation(SetBeatmapStatusDocument, { success: (d) => `Status set to ${d.setBeatmapStatus.status}` });
export const useSetBeatmapMode = () => useActionMutation(SetBeatmapModeDocument, { success: "Mode changed" });
export const useSetBeatmapLink = () =>
  useActionMutation(SetBeatmapLinkDocument, { success: (d) => (d.setBeatmapLink.url ? "Link saved" : "Link removed") });
export const useLockTask = () => useActionMutation(LockTaskDocument, { success: "Claims locked" });
export const useUnlockTask = () => useActionMutation(UnlockTaskDocument, { success: "Claims unlocked" });
export const useSetTaskStatus = () => useActionMutation(SetTaskStatusDocument, { success: "Task status changed" });
export const useToggleModder = () => useActionMutation(ToggleModderDocument, { success: "Modder list updated" });
export const useToggleNominator = () => useActionMutation(ToggleNominatorDocument, { success: "Nominator list updated" });
export const useLinkQuest = () =>
  useActionMutation(LinkBeatmapToQuestDocument, {
    success: (d) => (d.linkBeatmapToQuest.beatmap.quest ? "Linked to quest" : "Unlinked"),
  });
export const useLinkMission = () =>
  useActionMutation(LinkBeatmapMissionDocument, {
    success: (d) => (d.linkBeatmapMission.mission ? "Linked to priority quest" : "Unlinked"),
  });

/** Task and collaborator changes: "My guest difficulties" follows. */
export function useTaskMembership(viewerId: string) {
  const sync = (beatmap: BeatmapDetailFieldsFragment) => (cache: ApolloCache) => syncGuestList(cache, beatmap, viewerId);
  return {
    addTask: useActionMutation(AddTaskDocument, { success: "Task added", update: (c, d) => sync(d.addTask)(c) }),
    removeTask: useActionMutation(RemoveTaskDocument, { success: "Task removed", update: (c, d) => sync(d.removeTask)(c) }),
    addCollaborator: useActionMutation(AddCollaboratorDocument, {
      success: "Collaborator added",
      update: (c, d) => sync(d.addCollaborator)(c),
    }),
    removeCollaborator: useActionMutation(RemoveCollaboratorDocument, {
      success: "Collaborator removed",
      update: (c, d) => sync(d.removeCollaborator)(c),
    }),
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

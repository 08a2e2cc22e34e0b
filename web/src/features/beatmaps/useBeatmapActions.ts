/**
 * One small hook per mapset/task action. Each owns its toast and any cache update beyond normalisation (every action
 * returns the whole changed Beatmap, so the card, the modal and the lists update by themselves):
 * - create prepends the new mapset to "My mapsets"; delete evicts it everywhere;
 * - task and collaborator changes keep "My guest difficulties" in step with whether the viewer still maps on it.
 */
import type { ApolloCache, Reference } from "@apollo/client";
import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { errorCode, errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { MeDocument } from "../../app/gql/graphql";
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

/** Shows the server's message; a lost session also refreshes `me` so the shell shows the signed-out state. */
export function useFailure() {
  const client = useApolloClient();
  return useCallback(
    (err: unknown) => {
      showToast(errorMessage(err));
      if (errorCode(err) === "UNAUTHENTICATED") void client.refetchQueries({ include: [MeDocument] });
    },
    [client],
  );
}

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

type Vars = Record<string, unknown>;

/** The shared shape: run the mutation, toast the outcome, report success; `loading` disables the trigger. */
function useAction<TData, TVars extends Vars>(
  doc: TypedDocumentNode<TData, TVars>,
  success: string | ((data: TData) => string | null) | null,
  after?: (cache: ApolloCache, data: TData) => void,
) {
  const [mutate, { loading }] = useMutation(doc);
  const fail = useFailure();
  const run = useCallback(
    async (variables: TVars): Promise<TData | null> => {
      try {
        const res = await mutate({
          variables,
          update: after ? (cache: ApolloCache, { data }: { data?: unknown }) => data && after(cache, data as TData) : undefined,
        } as never);
        const data = res.data as TData;
        const text = typeof success === "function" ? success(data) : success;
        if (text) showToast(text, "success");
        return data;
      } catch (err) {
        fail(err);
        return null;
      }
    },
    [mutate, success, after, fail],
  );
  return { run, loading };
}

export function useCreateBeatmap() {
  return useAction(CreateBeatmapDocument, "Beatmap created", (cache, data) => {
    cache.modify({
      fields: {
        myBeatmaps(existing: readonly Reference[] = [], { toReference }) {
          const ref = toReference({ __typename: "Beatmap", id: data.createBeatmap.id });
          return ref && !existing.some((r) => r.__ref === ref.__ref) ? [ref, ...existing] : existing;
        },
      },
    });
  });
}

export function useDeleteBeatmap() {
  return useAction(DeleteBeatmapDocument, "Beatmap deleted", (cache, data) => {
    cache.evict({ id: cache.identify({ __typename: "Beatmap", id: data.deleteBeatmap }) });
    cache.gc();
  });
}

export const useSetBeatmapStatus = () => useAction(SetBeatmapStatusDocument, (d) => `Status set to ${d.setBeatmapStatus.status}`);
export const useSetBeatmapMode = () => useAction(SetBeatmapModeDocument, "Mode changed");
export const useSetBeatmapLink = () =>
  useAction(SetBeatmapLinkDocument, (d) => (d.setBeatmapLink.url ? "Link saved" : "Link removed"));
export const useLockTask = () => useAction(LockTaskDocument, "Claims locked");
export const useUnlockTask = () => useAction(UnlockTaskDocument, "Claims unlocked");
export const useSetTaskStatus = () => useAction(SetTaskStatusDocument, "Task status changed");
export const useToggleModder = () => useAction(ToggleModderDocument, "Modder list updated");
export const useToggleNominator = () => useAction(ToggleNominatorDocument, "Nominator list updated");
export const useLinkQuest = () =>
  useAction(LinkBeatmapToQuestDocument, (d) => (d.linkBeatmapToQuest.beatmap.quest ? "Linked to quest" : "Unlinked"));
export const useLinkMission = () =>
  useAction(LinkBeatmapMissionDocument, (d) => (d.linkBeatmapMission.mission ? "Linked to priority quest" : "Unlinked"));

/** Task and collaborator changes: "My guest difficulties" follows. */
export function useTaskMembership(viewerId: string) {
  const sync =
    (key: "addTask" | "removeTask" | "addCollaborator" | "removeCollaborator") =>
    (cache: ApolloCache, data: Record<string, unknown>) =>
      syncGuestList(cache, data[key] as BeatmapDetailFieldsFragment, viewerId);
  return {
    addTask: useAction(AddTaskDocument, "Task added", sync("addTask")),
    removeTask: useAction(RemoveTaskDocument, "Task removed", sync("removeTask")),
    addCollaborator: useAction(AddCollaboratorDocument, "Collaborator added", sync("addCollaborator")),
    removeCollaborator: useAction(RemoveCollaboratorDocument, "Collaborator removed", sync("removeCollaborator")),
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

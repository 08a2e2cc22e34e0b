/**
 * Admin mission mutations, one hook each on the one mutation runner (toasts, codes, lost session).
 * Toggles answer with the winner / invalid lists, written onto the cached Mission at once.
 */
import type { ApolloCache, Reference } from "@apollo/client";
import { useActionMutation } from "../../../app/useActionMutation";
import {
  AdminRemoveMissionBeatmapDocument,
  CreateMissionDocument,
  ToggleMissionInvalidDocument,
  ToggleMissionLameDocument,
  ToggleMissionWinnerDocument,
  UpdateMissionDocument,
  type MissionInput,
} from "../gql/graphql";

/** Replaces the winner or invalid list of a cached Mission with the server's answer. */
function writeMissionMaps(cache: ApolloCache, missionId: string, list: "winners" | "invalid", maps: readonly { id: string }[]) {
  const id = cache.identify({ __typename: "Mission", id: missionId });
  const refs = (toReference: (o: { __typename: string; id: string }) => Reference | undefined) =>
    maps.map((b) => toReference({ __typename: "Beatmap", id: b.id }) as Reference);
  if (list === "winners") cache.modify({ id, fields: { winningBeatmaps: (_e, { toReference }) => refs(toReference) } });
  else cache.modify({ id, fields: { invalidBeatmaps: (_e, { toReference }) => refs(toReference) } });
}

export function useToggleMissionMap(missionId: string) {
  const winner = useActionMutation(ToggleMissionWinnerDocument, {
    success: "toggled winning beatmap for mission",
    update: (cache, data) => writeMissionMaps(cache, missionId, "winners", data.toggleMissionWinner),
  });
  const invalid = useActionMutation(ToggleMissionInvalidDocument, {
    success: "toggled invalid beatmap for mission",
    update: (cache, data) => writeMissionMaps(cache, missionId, "invalid", data.toggleMissionInvalid),
  });
  const lame = useActionMutation(ToggleMissionLameDocument, {
    success: "toggled lame winner for beatmap",
    update(cache, data, v) {
      cache.modify({
        id: cache.identify({ __typename: "Beatmap", id: String(v.beatmapId) }),
        fields: { isLame: () => data.toggleMissionLame },
      });
    },
  });
  const remove = useActionMutation(AdminRemoveMissionBeatmapDocument, { success: "Removed beatmap from mission" });
  const vars = (beatmapId: string) => ({ missionId, beatmapId });
  return {
    toggleWinner: (beatmapId: string) => winner.run(vars(beatmapId)).then(() => undefined),
    toggleInvalid: (beatmapId: string) => invalid.run(vars(beatmapId)).then(() => undefined),
    toggleLame: (beatmapId: string) => lame.run(vars(beatmapId)).then(() => undefined),
    removeMap: (beatmapId: string) => remove.run(vars(beatmapId)).then(() => undefined),
    busy: winner.loading || invalid.loading || lame.loading || remove.loading,
  };
}

/** The members' section lists (whichever field a page reads them through), re-read when next shown. */
function evictMemberLists(cache: ApolloCache): void {
  cache.evict({ fieldName: "missions" });
  cache.evict({ fieldName: "missionsConnection" });
}

/**
 * Create / update: the answer is the whole mission. A new one makes the admin list be read again from its first page
 * (it is the newest, so it heads the list when it matches the search); members' lists are re-read.
 */
export function useSaveMission() {
  // The form shows a failure's message inline (no toast).
  const inline = () => true;
  const create = useActionMutation(CreateMissionDocument, {
    success: "Created priority quest",
    onError: inline,
    update(cache) {
      cache.evict({ fieldName: "adminMissionsConnection" });
      evictMemberLists(cache);
    },
  });
  const update = useActionMutation(UpdateMissionDocument, {
    success: "Saved priority quest",
    onError: inline,
    update: (cache) => evictMemberLists(cache),
  });

  const createMission = async (input: MissionInput): Promise<{ id: string } | { error: string }> => {
    const r = await create.attempt({ input });
    return r.ok ? { id: r.data.createMission.id } : { error: r.message };
  };
  const updateMission = async (id: string, input: MissionInput): Promise<string | null> => {
    const r = await update.attempt({ id, input });
    return r.ok ? null : r.message;
  };
  return { createMission, updateMission };
}

/**
 * Admin mission mutations, one hook each, owning their cache updates and toasts (brief §8 texts).
 * Toggles answer with the winner / invalid lists, written onto the cached Mission at once.
 */
import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { errorMessage } from "../../../app/errors";
import { showToast } from "../../../app/toasts";
import {
  AdminRemoveMissionBeatmapDocument,
  CreateMissionDocument,
  ToggleMissionInvalidDocument,
  ToggleMissionLameDocument,
  ToggleMissionWinnerDocument,
  UpdateMissionDocument,
  type MissionInput,
} from "../gql/graphql";
import { useFailureToast } from "../useMissionActions";

export function useToggleMissionMap(missionId: string) {
  const fail = useFailureToast();
  const [winner, winnerState] = useMutation(ToggleMissionWinnerDocument);
  const [invalid, invalidState] = useMutation(ToggleMissionInvalidDocument);
  const [lame, lameState] = useMutation(ToggleMissionLameDocument);
  const [remove, removeState] = useMutation(AdminRemoveMissionBeatmapDocument);

  const toggleWinner = useCallback(
    async (beatmapId: string) => {
      try {
        await winner({
          variables: { missionId, beatmapId },
          update(cache, { data }) {
            if (!data) return;
            cache.modify({
              id: cache.identify({ __typename: "Mission", id: missionId }),
              fields: { winningBeatmaps: (_e, { toReference }) => data.toggleMissionWinner.map((b) => toReference(b) as Reference) },
            });
          },
        });
        showToast("toggled winning beatmap for mission", "success");
      } catch (err) {
        fail(err);
      }
    },
    [winner, missionId, fail],
  );

  const toggleInvalid = useCallback(
    async (beatmapId: string) => {
      try {
        await invalid({
          variables: { missionId, beatmapId },
          update(cache, { data }) {
            if (!data) return;
            cache.modify({
              id: cache.identify({ __typename: "Mission", id: missionId }),
              fields: { invalidBeatmaps: (_e, { toReference }) => data.toggleMissionInvalid.map((b) => toReference(b) as Reference) },
            });
          },
        });
        showToast("toggled invalid beatmap for mission", "success");
      } catch (err) {
        fail(err);
      }
    },
    [invalid, missionId, fail],
  );

  const toggleLame = useCallback(
    async (beatmapId: string) => {
      try {
        await lame({
          variables: { missionId, beatmapId },
          update(cache, { data }) {
            if (data === undefined || data === null) return;
            cache.modify({ id: cache.identify({ __typename: "Beatmap", id: beatmapId }), fields: { isLame: () => data.toggleMissionLame } });
          },
        });
        showToast("toggled lame winner for beatmap", "success");
      } catch (err) {
        fail(err);
      }
    },
    [lame, missionId, fail],
  );

  const removeMap = useCallback(
    async (beatmapId: string) => {
      try {
        await remove({ variables: { missionId, beatmapId } });
        showToast("Removed beatmap from mission", "success");
      } catch (err) {
        fail(err);
      }
    },
    [remove, missionId, fail],
  );

  return {
    toggleWinner,
    toggleInvalid,
    toggleLame,
    removeMap,
    busy: winnerState.loading || invalidState.loading || lameState.loading || removeState.loading,
  };
}

/** Create / update: the answer is the whole mission. A new one joins the admin list; members' lists are re-read. */
export function useSaveMission() {
  const [create] = useMutation(CreateMissionDocument);
  const [update] = useMutation(UpdateMissionDocument);

  const createMission = useCallback(
    async (input: MissionInput): Promise<{ id: string } | { error: string }> => {
      try {
        const { data } = await create({
          variables: { input },
          update(cache, { data: d }) {
            if (!d) return;
            cache.modify({
              fields: {
                adminMissions: (existing: readonly Reference[] = [], { toReference }) => [toReference(d.createMission) as Reference, ...existing],
              },
            });
            cache.evict({ fieldName: "missions" });
          },
        });
        showToast("Created priority quest", "success");
        return { id: data!.createMission.id };
      } catch (err) {
        return { error: errorMessage(err) };
      }
    },
    [create],
  );

  const updateMission = useCallback(
    async (id: string, input: MissionInput): Promise<string | null> => {
      try {
        await update({ variables: { id, input }, update: (cache) => void cache.evict({ fieldName: "missions" }) });
        showToast("Saved priority quest", "success");
        return null;
      } catch (err) {
        return errorMessage(err);
      }
    },
    [update],
  );

  return { createMission, updateMission };
}

/**
 * Mission mutations of the missions page, one small hook each. Each owns its cache update and its toasts (brief §8):
 * the server answers with the updated Mission, which normalisation puts everywhere it is shown.
 */
import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { MeDocument } from "../../app/gql/graphql";
import { errorCode, errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { AddBeatmapToMissionDocument, MyQualifyingBeatmapsDocument, RemoveBeatmapFromMissionDocument } from "./gql/graphql";

/** Shows the server's message; a lost session also refreshes `me` so the shell shows the signed-out state. */
export function useFailureToast() {
  const client = useApolloClient();
  return useCallback(
    (err: unknown) => {
      showToast(errorMessage(err));
      if (errorCode(err) === "UNAUTHENTICATED") void client.refetchQueries({ include: [MeDocument] });
    },
    [client],
  );
}

/** The beatmap's own `mission` link follows (the beatmaps page shows it). */
function linkBeatmap(cache: ApolloCache, beatmapId: string, missionId: string | null) {
  cache.modify({
    id: cache.identify({ __typename: "Beatmap", id: beatmapId }),
    fields: {
      mission: (_existing, { toReference }) => (missionId ? toReference({ __typename: "Mission", id: missionId }) ?? null : null),
    },
  });
}

export function useAddBeatmapToMission(missionId: string) {
  const [mutate, { loading }] = useMutation(AddBeatmapToMissionDocument);
  const fail = useFailureToast();
  const add = useCallback(
    async (beatmapId: string): Promise<boolean> => {
      try {
        await mutate({
          variables: { missionId, beatmapId },
          // The added map no longer qualifies: ask the server for the list again (it alone knows the rules).
          refetchQueries: [{ query: MyQualifyingBeatmapsDocument, variables: { missionId } }],
          update: (cache) => linkBeatmap(cache, beatmapId, missionId),
        });
        showToast("Added beatmap to mission", "success");
        return true;
      } catch (err) {
        fail(err);
        return false;
      }
    },
    [mutate, missionId, fail],
  );
  return { add, loading };
}

export function useRemoveBeatmapFromMission(missionId: string) {
  const [mutate, { loading }] = useMutation(RemoveBeatmapFromMissionDocument);
  const fail = useFailureToast();
  const remove = useCallback(
    async (beatmapId: string): Promise<boolean> => {
      try {
        await mutate({
          variables: { missionId, beatmapId },
          refetchQueries: [{ query: MyQualifyingBeatmapsDocument, variables: { missionId } }],
          update: (cache) => linkBeatmap(cache, beatmapId, null),
        });
        showToast("Removed beatmap from mission", "success");
        return true;
      } catch (err) {
        fail(err);
        return false;
      }
    },
    [mutate, missionId, fail],
  );
  return { remove, loading };
}

/**
 * Mission mutations of the missions page, one small hook each on the one mutation runner: the server answers with
 * the updated Mission, which normalisation puts everywhere it is shown; the beatmap's own `mission` link follows, and
 * the member's qualifying maps are read again (only the server knows which still qualify).
 */
import type { ApolloCache } from "@apollo/client";
import { useActionMutation } from "../../app/useActionMutation";
import { AddBeatmapToMissionDocument, MyQualifyingBeatmapsDocument, RemoveBeatmapFromMissionDocument } from "./gql/graphql";

/** The beatmap's own `mission` link follows (the beatmaps page shows it). */
function linkBeatmap(cache: ApolloCache, beatmapId: string, missionId: string | null) {
  cache.modify({
    id: cache.identify({ __typename: "Beatmap", id: beatmapId }),
    fields: {
      mission: (_existing, { toReference }) =>
        missionId ? (toReference({ __typename: "Mission", id: missionId }) ?? null) : null,
    },
  });
}

export function useAddBeatmapToMission(missionId: string) {
  const { run, loading } = useActionMutation(AddBeatmapToMissionDocument, {
    success: "Added beatmap to mission",
    refetch: [{ query: MyQualifyingBeatmapsDocument, variables: { missionId } }],
    update: (cache, _data, v) => linkBeatmap(cache, String(v.beatmapId), missionId),
  });
  return { add: async (beatmapId: string) => (await run({ missionId, beatmapId })) !== null, loading };
}

export function useRemoveBeatmapFromMission(missionId: string) {
  const { run, loading } = useActionMutation(RemoveBeatmapFromMissionDocument, {
    success: "Removed beatmap from mission",
    refetch: [{ query: MyQualifyingBeatmapsDocument, variables: { missionId } }],
    update: (cache, _data, v) => linkBeatmap(cache, String(v.beatmapId), null),
  });
  return { remove: async (beatmapId: string) => (await run({ missionId, beatmapId })) !== null, loading };
}

import { useMutation, useQuery } from "@apollo/client/react";
import { Switch } from "../../components/Switch";
import { canSeeWorldCup, useCurrentUser } from "../../app/current-user";
import { useRun } from "../mentorship/useRun";
import { SetBeatmapWorldCupDocument, WorldCupBoardDocument, WorldCupFlagDocument } from "./gql/graphql";

function Toggle({ beatmapId }: { beatmapId: string }) {
  const { data } = useQuery(WorldCupFlagDocument, { variables: { id: beatmapId } });
  const [set] = useMutation(SetBeatmapWorldCupDocument, { refetchQueries: [{ query: WorldCupBoardDocument }] });
  const { run, busy } = useRun();
  const value = data?.beatmap.isWorldCup;
  if (value == null) return null;
  return (
    <div className="world-cup-toggle">
      <Switch
        label="World Cup map"
        description="Listed on the World Cup page until Ranked"
        checked={value}
        busy={busy}
        onChange={(next) =>
          void run(
            () => set({ variables: { beatmapId, value: next } }),
            next ? "Flagged as World Cup map" : "Removed from the World Cup list",
          )
        }
      />
    </div>
  );
}

/** The World Cup flag in the beatmap detail, for World Cup helpers and admins only (nothing for others). */
export function WorldCupToggle({ beatmapId }: { beatmapId: string }) {
  const { me } = useCurrentUser();
  return canSeeWorldCup(me) ? <Toggle beatmapId={beatmapId} /> : null;
}

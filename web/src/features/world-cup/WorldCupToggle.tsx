import { useQuery } from "@apollo/client/react";
import { Switch } from "../../components/Switch";
import { canSeeWorldCup, useCurrentUser } from "../../app/current-user";
import { WorldCupFlagDocument } from "./gql/graphql";
import { useSetWorldCup } from "./useWorldCupActions";

function Toggle({ beatmapId }: { beatmapId: string }) {
  const { data } = useQuery(WorldCupFlagDocument, { variables: { id: beatmapId } });
  const set = useSetWorldCup();
  const value = data?.beatmap.isWorldCup;
  if (value == null) return null;
  return (
    <div className="world-cup-toggle">
      <Switch
        label="World Cup map"
        description="Listed on the World Cup page until Ranked"
        checked={value}
        busy={set.loading}
        onChange={(next) => void set.run({ beatmapId, value: next })}
      />
    </div>
  );
}

/** The World Cup flag in the beatmap detail, for World Cup helpers and admins only (nothing for others). */
export function WorldCupToggle({ beatmapId }: { beatmapId: string }) {
  const { me } = useCurrentUser();
  return canSeeWorldCup(me) ? <Toggle beatmapId={beatmapId} /> : null;
}

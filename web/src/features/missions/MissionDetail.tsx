import { useQuery } from "@apollo/client/react";
import { errorMessage } from "../../app/errors";
import { ConfirmButton } from "../../components/ConfirmButton";
import { AddBeatmapControl } from "./AddBeatmapControl";
import { MissionCard } from "./MissionCard";
import { MissionMaps } from "./MissionMaps";
import { ShowcaseSelection } from "./ShowcaseSelection";
import { MissionDetailDocument, type MissionFieldsFragment } from "./gql/graphql";
import { useRemoveBeatmapFromMission } from "./useMissionActions";

/** A mission's associated beatmaps; on an open mission the host may remove their own (second click confirms). */
export function MissionMapsSection({ mission, withRemove = false }: { mission: MissionFieldsFragment; withRemove?: boolean }) {
  const { remove, loading } = useRemoveBeatmapFromMission(mission.id);
  const canRemove = withRemove && mission.acceptsBeatmaps;
  return (
    <section className="mission-card__section">
      {/* Where focus goes when a removed map's button disappears (Modal). */}
      <h4 tabIndex={-1} data-focus-fallback>
        Beatmaps ({mission.associatedMaps.length})
      </h4>
      <MissionMaps
        maps={mission.associatedMaps}
        winnerIds={mission.winningBeatmaps.map((b) => b.id)}
        invalidIds={mission.invalidBeatmaps.map((b) => b.id)}
        actions={
          canRemove
            ? ({ map }) =>
                map.viewerIsHost && map.status !== "Ranked" ? (
                  <ConfirmButton className="missions-small-button" disabled={loading} onConfirm={() => void remove(map.id)}>
                    remove<span className="visually-hidden"> {`${map.song.artistName} - ${map.song.title}`}</span>
                  </ConfirmButton>
                ) : null
            : undefined
        }
      />
    </section>
  );
}

/** The selected mission (in the page's modal): the card with its maps, the add-beatmap control and showcase selection. */
export function MissionDetail({ missionId }: { missionId: string }) {
  const { data, loading, error } = useQuery(MissionDetailDocument, { variables: { id: missionId } });
  const mission = data?.mission;
  if (!mission) {
    if (loading) return <p className="muted">Loading the priority quest…</p>;
    return <p role="alert">{errorMessage(error)}</p>;
  }
  return (
    <MissionCard mission={mission} className="mission-card--detail">
      <MissionMapsSection mission={mission} withRemove />
      {mission.acceptsBeatmaps && <AddBeatmapControl missionId={mission.id} />}
      <ShowcaseSelection mission={mission} />
    </MissionCard>
  );
}

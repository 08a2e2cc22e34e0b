import { ConfirmButton } from "../../../components/ConfirmButton";
import { MissionMaps } from "../MissionMaps";
import type { AdminMissionFieldsFragment } from "../gql/graphql";
import { useToggleMissionMap } from "./useAdminMissionActions";

/**
 * Every associated map of a mission (no 20 cap) with the admin's tools: winner and invalid toggles and removal each
 * need a second click (ConfirmButton); the lame label is a plain toggle on winners. Winners are highlighted, and maps
 * ranked before the mission was created are marked.
 */
export function AdminMissionMaps({ mission }: { mission: AdminMissionFieldsFragment }) {
  const { toggleWinner, toggleInvalid, toggleLame, removeMap, busy } = useToggleMissionMap(mission.id);
  const created = new Date(mission.createdAt).getTime();
  const rankedEarly = (rankedDate: string | null) => !!rankedDate && new Date(rankedDate).getTime() < created;
  const anyEarly = mission.associatedMaps.some((m) => rankedEarly(m.rankedDate));

  return (
    <section className="admin-maps" aria-label="Associated beatmaps">
      <h3 className="missions-section__title">Associated beatmaps ({mission.associatedMaps.length})</h3>
      {anyEarly && <p className="admin-maps__legend">Wavy underline: ranked before this quest was created.</p>}
      <MissionMaps
        maps={mission.associatedMaps}
        winnerIds={mission.winningBeatmaps.map((b) => b.id)}
        invalidIds={mission.invalidBeatmaps.map((b) => b.id)}
        showEverything
        itemClass={({ map }) => (rankedEarly(map.rankedDate) ? "mission-map--ranked-early" : "")}
        actions={({ map, winner, invalid }) => {
          const name = `${map.song.artistName} - ${map.song.title}`;
          return (
            <>
              <ConfirmButton className="missions-small-button" disabled={busy} onConfirm={() => void toggleWinner(map.id)}>
                {winner ? "unset winner" : "set winner"}
                <span className="visually-hidden"> for {name}</span>
              </ConfirmButton>
              <ConfirmButton className="missions-small-button" disabled={busy} onConfirm={() => void toggleInvalid(map.id)}>
                {invalid ? "unset invalid" : "set invalid"}
                <span className="visually-hidden"> for {name}</span>
              </ConfirmButton>
              {winner && (
                <button
                  type="button"
                  className="button button--ghost missions-small-button"
                  disabled={busy}
                  onClick={() => void toggleLame(map.id)}
                >
                  {map.isLame ? "unset lame" : "set lame"}
                  <span className="visually-hidden"> for {name}</span>
                </button>
              )}
              <ConfirmButton className="missions-small-button" disabled={busy} onConfirm={() => void removeMap(map.id)}>
                remove<span className="visually-hidden"> {name}</span>
              </ConfirmButton>
            </>
          );
        }}
      />
    </section>
  );
}

import "../missions.css";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { Modal } from "../../../components/Modal";
import { TierImage } from "../../../components/TierImage";
import { formatDate } from "../../../lib/format";
import { AdminMissionsDocument, type AdminMissionFieldsFragment } from "../gql/graphql";
import { AdminMissionMaps } from "./AdminMissionMaps";
import { MissionForm } from "./MissionForm";
import { emptyMissionForm, missionToForm } from "./mission-form";
import { useSaveMission } from "./useAdminMissionActions";
import { useSelectedId } from "../../../app/useSelectedId";

function StatusPill({ status }: { status: string }) {
  return <span className={`admin-missions__status admin-missions__status--${status}`}>{status}</span>;
}

function announced(m: AdminMissionFieldsFragment): string {
  if (m.closingAnnounced) return "opening, winners";
  if (m.openingAnnounced) return "opening";
  return "not yet";
}

function EditMission({ mission }: { mission: AdminMissionFieldsFragment }) {
  const { updateMission } = useSaveMission();
  return (
    <>
      <MissionForm
        key={mission.id}
        initial={missionToForm(mission)}
        submitLabel="Save priority quest"
        onSubmit={(input) => updateMission(mission.id, input)}
      />
      <hr className="admin-missions__rule" />
      <AdminMissionMaps mission={mission} />
    </>
  );
}

/** /admin/missions ("Admin - Missions"): every mission; create and edit every field; winners, invalid, lame and removal of maps. */
export default function AdminMissionsPage() {
  const { data, loading, error } = useQuery(AdminMissionsDocument);
  const { createMission } = useSaveMission();
  const { selected: selectedId, open, close } = useSelectedId();
  const [creating, setCreating] = useState(false);
  const missions = data?.adminMissions;
  const selected = selectedId ? missions?.find((m) => m.id === selectedId) : undefined;

  return (
    <div className="admin-missions">
      <div className="admin-missions__bar">
        <p className="muted" style={{ margin: 0 }}>
          {missions ? `${missions.length} priority quests, newest first` : " "}
        </p>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Add priority quest
        </button>
      </div>

      {!missions ? (
        loading ? (
          <PageLoading label="Loading priority quests…" />
        ) : (
          <p className="card" role="alert">
            {errorMessage(error)}
          </p>
        )
      ) : missions.length === 0 ? (
        <p className="card missions-empty">No priority quests yet. Add the first one.</p>
      ) : (
        <>
          <div className="table-scroll admin-missions__table-wrap">
            <table className="table admin-missions__table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Status</th>
                  <th scope="col">Deadline</th>
                  <th scope="col">Announced</th>
                  <th scope="col" className="num">
                    Maps
                  </th>
                  <th scope="col" className="num">
                    Winners
                  </th>
                </tr>
              </thead>
              <tbody>
                {missions.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <span className="admin-missions__name">
                        <TierImage tier={m.tier} size={26} />
                        <button type="button" className="showcase-link-button" style={{ margin: 0 }} onClick={() => open(m.id)}>
                          {m.name}
                        </button>
                      </span>
                    </td>
                    <td>
                      <StatusPill status={m.status} />
                    </td>
                    <td className="nowrap">{formatDate(m.deadline)}</td>
                    <td>{announced(m)}</td>
                    <td className="num">{m.associatedMaps.length}</td>
                    <td className="num">{m.winningBeatmaps.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="admin-missions__cards" aria-label="Priority quests">
            {missions.map((m) => (
              <li key={m.id} className="card">
                <span className="admin-missions__name">
                  <TierImage tier={m.tier} size={26} />
                  <button
                    type="button"
                    className="showcase-link-button"
                    style={{ margin: 0, textAlign: "left" }}
                    onClick={() => open(m.id)}
                  >
                    {m.name}
                  </button>
                </span>
                <p className="muted" style={{ margin: "6px 0 0" }}>
                  <StatusPill status={m.status} /> · due {formatDate(m.deadline)} · {m.associatedMaps.length} maps ·{" "}
                  {m.winningBeatmaps.length} winners
                </p>
              </li>
            ))}
          </ul>
        </>
      )}

      {creating && (
        <Modal title="Add priority quest" onClose={() => setCreating(false)} className="modal--wide">
          <MissionForm
            initial={emptyMissionForm()}
            submitLabel="Create priority quest"
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const r = await createMission(input);
              if ("error" in r) return r.error;
              setCreating(false);
              open(r.id);
              return null;
            }}
          />
        </Modal>
      )}

      {selectedId && missions && (
        <Modal title={selected ? `Edit: ${selected.name}` : "Priority quest"} onClose={close} className="modal--wide">
          {selected ? <EditMission mission={selected} /> : <p role="alert">Mission ID does not exist!</p>}
        </Modal>
      )}
    </div>
  );
}

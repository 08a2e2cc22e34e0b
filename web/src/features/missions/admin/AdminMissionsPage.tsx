import "../missions.css";
import "../../admin-tools/admin-tools.css";
import { ClassifiedPanel, MissionWinnersPanel } from "../../admin-tools/MissionToolsPanels";
import { useQuery } from "@apollo/client/react";
import { useCallback, useId, useRef, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { PageLoading } from "../../../app/PageLoading";
import { useSearchParams } from "react-router-dom";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";
import { useDebouncedSearchParam } from "../../../app/useSearchParam";
import { Modal } from "../../../components/Modal";
import { ShowMoreButton } from "../../../components/ShowMoreButton";
import { TierImage } from "../../../components/TierImage";
import { formatDate } from "../../../lib/format";
import { AdminMissionDocument, AdminMissionsDocument, type AdminMissionFieldsFragment } from "../gql/graphql";
import { AdminMissionMaps } from "./AdminMissionMaps";
import { MissionForm } from "./MissionForm";
import { emptyMissionForm, missionToForm } from "./mission-form";
import { useSaveMission } from "./useAdminMissionActions";
import { useSelectedId } from "../../../app/useSelectedId";

/**
 * Missions per page (docs/api-guide.md "Pagination"); "Show more" loads the next page after the last cursor. A row
 * carries what the table shows (AdminMissionRowFields) and the ids of its maps: with every admin field and every map,
 * 30 missions of the large guild were 86 KB (`npm run bench -- sizes`).
 */
import { ADMIN_MISSIONS_PAGE } from "./admin-missions.loader";
export { ADMIN_MISSIONS_PAGE };

function StatusPill({ status }: { status: string }) {
  return <span className={`admin-missions__status admin-missions__status--${status}`}>{status}</span>;
}

function announced(m: Pick<AdminMissionFieldsFragment, "openingAnnounced" | "closingAnnounced">): string {
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

/**
 * /admin/missions ("Admin - Missions"): every mission; create and edit every field; winners, invalid, lame and removal
 * of maps. The search is in the address (?search=): the route's loader asks for that list (admin-missions.loader.ts)
 * and the page reads its answer.
 */
export default function AdminMissionsPage() {
  const [search, setSearch] = useDebouncedSearchParam("search");
  // The search of the list shown (the address'; the previous list, while stale, keeps its own words on screen).
  const debounced = useSearchParams()[0].get("search")?.trim() ?? "";
  const searchId = useId();
  // "Show more" asks for the page after the last cursor; app/apollo.ts appends it to this search's list.
  const list = useRoutePagedList(AdminMissionsDocument, (d) => ({
    items: d.adminMissionsConnection.edges.map((e) => e.node),
    next: connectionNext(d.adminMissionsConnection.pageInfo),
  }));
  const { error } = list;
  const { createMission } = useSaveMission();
  const { selected: selectedId, open, close } = useSelectedId();
  const [creating, setCreating] = useState(false);
  const missions = list.items;
  const total = list.data?.adminMissionsConnection.totalCount ?? missions?.length ?? 0;
  // The dialog's mission: the cached one when the list holds it, else (a link to an older mission) from the server.
  const one = useQuery(AdminMissionDocument, { variables: { id: selectedId ?? "" }, skip: !selectedId });
  const selected = selectedId ? one.data?.mission : undefined;
  const table = useRef<HTMLTableSectionElement>(null);
  const cards = useRef<HTMLUListElement>(null);
  // The name button of a mission in the table or in the cards, whichever this screen shows (the table by default).
  const itemFocus = useCallback((index: number) => {
    const row = table.current?.querySelectorAll("tr")[index]?.querySelector<HTMLElement>("button");
    const card = cards.current?.querySelectorAll("li")[index]?.querySelector<HTMLElement>("button");
    return [row, card].find((b) => b && b.getClientRects().length > 0) ?? row;
  }, []);

  return (
    <div className="admin-missions">
      <div className="admin-missions__bar">
        <div className="missions-controls__search admin-missions__search">
          <label htmlFor={searchId}>Search priority quests</label>
          <input
            id={searchId}
            type="search"
            placeholder="quest name"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Add priority quest
        </button>
      </div>
      <p className="muted admin-missions__count" aria-live="polite">
        {missions
          ? `${total} priority ${total === 1 ? "quest" : "quests"}${debounced ? ` matching "${debounced}"` : ""}, newest first` +
            (total > missions.length ? ` (${missions.length} shown)` : "")
          : " "}
      </p>

      {!missions ? (
        <p className="card" role="alert">
          {errorMessage(error)}
        </p>
      ) : missions.length === 0 ? (
        <p className="card missions-empty">
          {debounced ? "No priority quests match this search." : "No priority quests yet. Add the first one."}
        </p>
      ) : (
        <div className={list.stale ? "admin-missions--stale" : undefined} aria-busy={list.stale}>
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
              <tbody ref={table}>
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
          <ul className="admin-missions__cards" aria-label="Priority quests" ref={cards}>
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
          <ShowMoreButton list={list} shown={missions.length} itemFocus={itemFocus} />
        </div>
      )}

      <div className="admin-page admin-missions__tools">
        <MissionWinnersPanel />
        <ClassifiedPanel />
      </div>

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

      {selectedId && (
        <Modal title={selected ? `Edit: ${selected.name}` : "Priority quest"} onClose={close} className="modal--wide">
          {selected ? (
            <EditMission mission={selected} />
          ) : one.loading ? (
            <PageLoading label="Loading priority quest…" />
          ) : (
            <p role="alert">Mission ID does not exist!</p>
          )}
        </Modal>
      )}
    </div>
  );
}

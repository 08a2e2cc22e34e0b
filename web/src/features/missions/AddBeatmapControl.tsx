import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorMessage } from "../../app/errors";
import { showToast } from "../../app/toasts";
import { MyQualifyingBeatmapsDocument } from "./gql/graphql";
import { useAddBeatmapToMission } from "./useMissionActions";

export const NO_VALID_BEATMAPS = "No valid beatmaps for this quest";

/**
 * Add one of my beatmaps to an open mission: the selector lists only the maps the server would accept now
 * (myQualifyingBeatmaps); adding without a selection is the brief's "Select a beatmap" danger toast.
 * `deferred` (the cards of the list): a button first, the selector and its query only once it is pressed, so a list
 * of open missions does not ask the server for every card's qualifying maps.
 */
export function AddBeatmapControl({ missionId, deferred = false }: { missionId: string; deferred?: boolean }) {
  const [expanded, setExpanded] = useState(!deferred);
  if (!expanded) {
    return (
      <section className="add-beatmap" aria-label="Add a beatmap">
        <button type="button" className="button button--primary" onClick={() => setExpanded(true)}>
          Add your beatmap…
        </button>
      </section>
    );
  }
  return <AddBeatmapForm missionId={missionId} autoFocus={deferred} />;
}

function AddBeatmapForm({ missionId, autoFocus }: { missionId: string; autoFocus: boolean }) {
  const { data, loading, error } = useQuery(MyQualifyingBeatmapsDocument, { variables: { missionId } });
  const { add, loading: adding } = useAddBeatmapToMission(missionId);
  const [selected, setSelected] = useState("");
  const selectId = useId();
  const maps = data?.myQualifyingBeatmaps;
  const current = maps?.some((b) => b.id === selected) ? selected : "";

  return (
    <section className="add-beatmap" aria-label="Add a beatmap">
      {/* Where focus goes when the add row is replaced after the last qualifying map was added (Modal). */}
      <h4 tabIndex={-1} data-focus-fallback>
        Add your beatmap
      </h4>
      {!maps ? (
        loading ? (
          <p className="muted">Loading your beatmaps…</p>
        ) : (
          <p role="alert">{errorMessage(error)}</p>
        )
      ) : maps.length === 0 ? (
        <p className="muted">{NO_VALID_BEATMAPS}</p>
      ) : (
        <div className="add-beatmap__row">
          <label className="visually-hidden" htmlFor={selectId}>
            Your beatmap
          </label>
          <select id={selectId} value={current} autoFocus={autoFocus} onChange={(e) => setSelected(e.target.value)}>
            <option value="">Select a beatmap…</option>
            {maps.map((b) => (
              <option key={b.id} value={b.id}>
                {b.song.artistName} - {b.song.title} ({b.status})
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            // aria-disabled, not disabled: a disabled button would drop keyboard focus to <body> during the request.
            aria-disabled={adding || undefined}
            onClick={() => {
              if (adding) return;
              if (!current) {
                showToast("Select a beatmap");
                return;
              }
              void add(current).then((ok) => {
                if (ok) setSelected("");
              });
            }}
          >
            {adding ? "Adding…" : "Add beatmap"}
          </button>
        </div>
      )}
    </section>
  );
}

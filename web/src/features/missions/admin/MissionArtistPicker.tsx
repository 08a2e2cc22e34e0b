import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { MissionArtistOptionsDocument } from "../gql/graphql";
import type { MissionFormValues, Setter } from "./mission-form";

/** Featured artists of the mission: chips of the chosen ones, a search over the mappable featured artists to add more. */
export function ArtistPicker({ values, set }: { values: MissionFormValues; set: Setter }) {
  const { data, loading } = useQuery(MissionArtistOptionsDocument);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const chosen = new Set(values.artists.map((a) => a.id));
  const term = query.trim().toLowerCase();
  const matches = term
    ? (data?.mappableArtists ?? []).filter((a) => !chosen.has(a.id) && a.label.toLowerCase().includes(term)).slice(0, 30)
    : [];
  return (
    <div className="mission-form__field mission-form__field--wide">
      {values.artists.length > 0 ? (
        <ul className="artist-picker__chips" aria-label="Chosen artists">
          {values.artists.map((a) => (
            <li key={a.id} className="artist-picker__chip">
              {a.label}
              <button
                type="button"
                aria-label={`Remove ${a.label}`}
                onClick={() =>
                  set(
                    "artists",
                    values.artists.filter((x) => x.id !== a.id),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mission-form__hint">No artist chosen: any artist (or any osu-original artist) qualifies.</p>
      )}
      <label className="mission-form__label" htmlFor={searchId}>
        Add a featured artist
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={loading ? "Loading artists…" : "artist name"}
        onChange={(e) => setQuery(e.target.value)}
      />
      {term && (
        <ul className="artist-picker__options" aria-label="Matching artists">
          {matches.length === 0 ? (
            <li className="muted">No matching artist.</li>
          ) : (
            matches.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="showcase-link-button"
                  onClick={() => {
                    set("artists", [...values.artists, { id: a.id, label: a.label }]);
                    setQuery("");
                  }}
                >
                  add {a.label}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

import { useRef, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { useConnectionSearch } from "../../../app/useConnectionSearch";
import { Combobox } from "../../../components/Combobox";
import { MissionArtistSearchDocument } from "../gql/graphql";
import type { MissionFormValues, Setter } from "./mission-form";

/**
 * Featured artists of the mission: chips of the chosen ones (the mission's own labels, nothing else is loaded), and a
 * combobox searching the mappable featured artists on the server as the name is typed to add more.
 */
export function ArtistPicker({ values, set }: { values: MissionFormValues; set: Setter }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useConnectionSearch(MissionArtistSearchDocument, query, (d) => d.mappableArtistsConnection, {
    skip: !open,
  });
  const chosen = new Set(values.artists.map((a) => a.id));
  const matches = search.items.filter((a) => !chosen.has(a.id));
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
                onClick={() => {
                  set(
                    "artists",
                    values.artists.filter((x) => x.id !== a.id),
                  );
                  // The button goes away with its chip: focus goes back to the search.
                  inputRef.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mission-form__hint">No artist chosen: any artist (or any osu-original artist) qualifies.</p>
      )}
      <Combobox
        label="Add a featured artist"
        labelClassName="mission-form__label"
        inputRef={inputRef}
        value={query}
        onValueChange={setQuery}
        options={matches}
        optionKey={(a) => a.id}
        optionLabel={(a) => a.label}
        onSelect={(a) => {
          set("artists", [...values.artists, { id: a.id, label: a.label }]);
          setQuery("");
        }}
        listLabel="Matching artists"
        placeholder="artist name"
        maxLength={100}
        onOpenChange={setOpen}
        searching={search.searching}
        hasMore={search.hasMore}
        onShowMore={search.showMore}
        loadingMore={search.loadingMore}
        noMatchText={search.error ? errorMessage(search.error) : "No matching artist."}
      />
    </div>
  );
}

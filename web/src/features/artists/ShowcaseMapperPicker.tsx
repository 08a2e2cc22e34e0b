import { useQuery } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { useDebouncedValue } from "../../app/useDebouncedValue";
import { UserLink } from "../../components/UserLink";
import { FaShowcaseMapperCandidatesDocument, type FaCardFieldsFragment } from "./gql/graphql";
import type { FaActions } from "./useFaActions";

/**
 * The artist's showcase mappers, chosen among members whose "FA showcase mapper" switch is on (the server refuses
 * anyone else). Each add or removal saves at once; focus then returns to the search field.
 */
export function ShowcaseMapperPicker({ artist, actions }: { artist: FaCardFieldsFragment; actions: FaActions }) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 250);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultsId = useId();
  const { data, loading } = useQuery(FaShowcaseMapperCandidatesDocument, {
    variables: { search: debounced || null },
    fetchPolicy: "cache-and-network",
  });
  const chosen = artist.showcaseMappers;
  const chosenIds = new Set(chosen.map((u) => u.id));
  const candidates = (data?.faShowcaseMapperCandidates.nodes ?? []).filter((u) => !chosenIds.has(u.id));

  const save = async (ids: string[]) => {
    await actions.setShowcaseMappers(artist.id, ids);
    inputRef.current?.focus();
  };

  return (
    <div className="fa-picker">
      {chosen.length === 0 ? (
        <p className="muted fa-picker__none">No showcase mappers yet.</p>
      ) : (
        <ul className="fa-chips" aria-label={`Showcase mappers of ${artist.label}`}>
          {chosen.map((u) => (
            <li key={u.id} className="fa-chip">
              <UserLink user={u} />
              <button
                type="button"
                className="fa-chip__remove"
                aria-label={`Remove ${u.username}`}
                disabled={actions.busy}
                onClick={() => void save(chosen.filter((x) => x.id !== u.id).map((x) => x.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="fa-field-label">
        Add a showcase mapper
      </label>
      <input
        id={inputId}
        ref={inputRef}
        className="input input--small fa-picker__search"
        type="search"
        placeholder="username or osu! id"
        maxLength={32}
        value={search}
        aria-describedby={`${inputId}-hint`}
        aria-controls={resultsId}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p id={`${inputId}-hint`} className="muted field-hint">
        Only members who switched on “FA showcase mapper” in their user menu are offered.
      </p>
      <ul id={resultsId} className="fa-picker__results" aria-label="Showcase mappers to add" aria-busy={loading || undefined}>
        {candidates.slice(0, 8).map((u) => (
          <li key={u.id}>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={actions.busy}
              onClick={() => void save([...chosen.map((x) => x.id), u.id])}
            >
              Add {u.username}
            </button>
          </li>
        ))}
        {!loading && candidates.length === 0 && <li className="muted">No member found.</li>}
      </ul>
    </div>
  );
}

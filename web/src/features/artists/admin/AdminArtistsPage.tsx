import "../artists.css";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../../app/errors";
import { connectionNext, useRoutePagedList } from "../../../app/usePagedList";
import { useDebouncedSearchParam, usePendingSearchParams } from "../../../app/useSearchParam";
import { useSelectedId } from "../../../app/useSelectedId";
import { formatDate } from "../../../lib/format";
import { useActionMutation } from "../../../app/useActionMutation";
import { AddArtistDialog } from "../AddArtistDialog";
import { AdminFeaturedArtistsDocument, CreateFaArtistDocument } from "../gql/graphql";
import { scopeOf } from "./admin-artists.loader";
import { ArtistModal } from "./ArtistModal";
import { RecentSongsReport, WithoutRankedMapsReport } from "./Reports";

/**
 * /admin/featuredArtists ("Admin - FA", admins): relevant (contacted), all, or waiting-for-review artists
 * (`?scope=all|review`), "Add artist" (the FA Schedule's dialog), the FA modal (?id=) with every field, offered users,
 * songs and tags, and the two reports. The scope and the search are in the address (`?scope=`, `?search=`): the
 * route's loader asks for that list (admin-artists.loader.ts), and the page reads its answer.
 */
export default function AdminArtistsPage() {
  const [params, setParams] = usePendingSearchParams();
  const scope = scopeOf(params);
  const [adding, setAdding] = useState(false);
  const create = useActionMutation(CreateFaArtistDocument, {
    refetch: [AdminFeaturedArtistsDocument],
    awaitRefetch: true,
    success: "Artist added",
  });
  const { selected, open, close } = useSelectedId();
  const [search, setSearch] = useDebouncedSearchParam("search");
  const list = useRoutePagedList(
    AdminFeaturedArtistsDocument,
    (d) =>
      d.adminFeaturedArtists && { items: d.adminFeaturedArtists.nodes, next: connectionNext(d.adminFeaturedArtists.pageInfo) },
  );
  const page = list.data?.adminFeaturedArtists;
  const { error } = list;
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const set = (key: string, value: string | null) =>
    setParams((p) => {
      if (value === null) p.delete(key);
      else p.set(key, value);
      return p;
    });

  return (
    <div className="fa-admin">
      <div className="fa-admin__bar">
        <div className="fa-admin__scope" role="group" aria-label="Which artists">
          <button
            type="button"
            className="button button--small"
            aria-pressed={scope === "relevant"}
            onClick={() => set("scope", null)}
          >
            Relevant artists
          </button>
          <button
            type="button"
            className="button button--small"
            aria-pressed={scope === "all"}
            onClick={() => set("scope", "all")}
          >
            All artists
          </button>
          <button
            type="button"
            className="button button--small"
            aria-pressed={scope === "needsReview"}
            onClick={() => set("scope", "review")}
          >
            Needs review
          </button>
        </div>
        <div>
          <label htmlFor={searchId} className="fa-field-label">
            Search by name
          </label>
          <input
            id={searchId}
            ref={searchRef}
            className="input input--small"
            type="search"
            maxLength={200}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="button" className="button button--primary fa-admin__add" onClick={() => setAdding(true)}>
          Add artist
        </button>
      </div>

      {!page ? (
        <p className="card" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <>
          <p className="muted">
            {page.totalCount}{" "}
            {scope === "all"
              ? "artists"
              : scope === "needsReview"
                ? "artists waiting for a review (unreleased, not signed, not dismissed for good, not reviewed in 365 days)"
                : "contacted artists"}
            ; unreleased first, then by osu! id
          </p>
          <div className="table-scroll">
            <table className="table fa-admin__table">
              <thead>
                <tr>
                  <th scope="col">Artist</th>
                  <th scope="col" className="num">
                    osu! id
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Songs
                  </th>
                  <th scope="col">Last reviewed</th>
                </tr>
              </thead>
              <tbody>
                {page.nodes.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <button type="button" className="fa-link-button" style={{ textAlign: "left" }} onClick={() => open(a.id)}>
                        {a.label}
                      </button>
                    </td>
                    <td className="num">{a.osuId ?? "—"}</td>
                    <td>{a.status}</td>
                    <td className="num">{a.songCount}</td>
                    <td className="nowrap">{a.lastReviewed ? formatDate(a.lastReviewed) : "never"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.pageInfo.hasNextPage && (
            <button type="button" className="button button--ghost button--small" onClick={() => void list.showMore()}>
              Show more
            </button>
          )}
        </>
      )}

      <div className="fa-admin__reports">
        <RecentSongsReport />
        <WithoutRankedMapsReport />
      </div>

      {adding && (
        <AddArtistDialog
          actions={{ create: (input) => create.run({ input }), busy: create.loading }}
          onClose={() => setAdding(false)}
          onAdded={(id) => {
            setAdding(false);
            open(id);
          }}
        />
      )}
      {selected && (
        <ArtistModal
          artistId={selected}
          onClose={() => {
            close();
            requestAnimationFrame(() => {
              if (!document.activeElement || document.activeElement === document.body) searchRef.current?.focus();
            });
          }}
        />
      )}
    </div>
  );
}

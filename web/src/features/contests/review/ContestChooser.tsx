import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageLoading } from "../../../app/PageLoading";
import { errorMessage } from "../../../app/errors";
import { useSelectedId } from "../../../app/useSelectedId";
import { ModeIcon } from "../../../components/ModeIcons";
import type { Mode } from "./gql/graphql";

export interface ChooserContest {
  id: string;
  name: string;
  mode: Mode;
}

/**
 * The contests of a review page (my screening or judging contests) as links to `?contest=<id>`; the chosen one is
 * marked as the current page. Shown only when there is more than one to choose from.
 */
export function ContestChooser({
  contests,
  selectedId,
  label,
  hasMore,
  loadingMore,
  onShowMore,
}: {
  contests: readonly ChooserContest[];
  selectedId: string | null;
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}) {
  if (contests.length < 2 && !hasMore) return null;
  return (
    <nav className="review-chooser" aria-label={label}>
      <ul>
        {contests.map((c) => (
          <li key={c.id}>
            <Link
              to={`?contest=${c.id}`}
              className={`review-chooser__item ${c.id === selectedId ? "review-chooser__item--current" : ""}`}
              aria-current={c.id === selectedId ? "page" : undefined}
            >
              <ModeIcon mode={c.mode} />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={loadingMore || undefined}
          onClick={() => !loadingMore && onShowMore()}
        >
          {loadingMore ? "Loading…" : "Load other contests"}
        </button>
      )}
    </nav>
  );
}

/**
 * The frame the review pages share (screening, judging, community vote): the contests (paged), the chooser, and the
 * chosen contest (`?contest=`, else the first); a clear text when there is none.
 */
export function ReviewPageFrame({
  contests,
  role,
  renderContest,
}: {
  contests: {
    loading: boolean;
    error?: unknown;
    items?: readonly ChooserContest[];
    hasMore: boolean;
    loadingMore: boolean;
    showMore: () => Promise<unknown>;
  };
  role: "judge" | "screen" | "vote";
  renderContest: (contestId: string) => ReactNode;
}) {
  const { selected } = useSelectedId("contest");
  if (contests.loading) return <PageLoading />;
  if (contests.error)
    return (
      <p className="review-error" role="alert">
        {errorMessage(contests.error)}
      </p>
    );
  const items = contests.items ?? [];
  const current = selected ?? items[0]?.id ?? null;
  return (
    <div className="review-page">
      {items.length === 0 && !selected ? (
        <p className="card review-empty">
          {role === "vote"
            ? "No community vote is open right now! "
            : `You're not a ${role === "judge" ? "judge" : "screener"} for any ongoing contests! `}
          Return to the <Link to="/contests/listing">contests listing</Link>.
        </p>
      ) : (
        <>
          <ContestChooser
            contests={items}
            selectedId={current}
            label={
              role === "judge"
                ? "Contests you judge"
                : role === "vote"
                  ? "Contests in their community vote"
                  : "Contests you screen"
            }
            hasMore={contests.hasMore}
            loadingMore={contests.loadingMore}
            onShowMore={() => void contests.showMore()}
          />
          {current && renderContest(current)}
        </>
      )}
    </div>
  );
}

import { Link } from "react-router-dom";
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

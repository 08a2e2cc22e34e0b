/** A quiet loading state: it fades in after a moment, so quick loads don't flash. */
export function PageLoading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export type SkeletonShape = "cards" | "table" | "home";

/**
 * The placeholder of a page whose code or first data is on its way: grey blocks in the page's shape (a toolbar and a
 * card grid, a table, or the landing's hero and sections) instead of a bare spinner, so the layout does not jump.
 */
export function PageSkeleton({ shape = "cards" }: { shape?: SkeletonShape }) {
  return (
    <div className={`skeleton skeleton--${shape}`} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      {shape === "home" ? (
        <>
          <div className="skeleton__block skeleton__hero" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton__section">
              <div className="skeleton__line skeleton__line--title" />
              <div className="skeleton__line" />
              <div className="skeleton__line skeleton__line--short" />
            </div>
          ))}
        </>
      ) : shape === "table" ? (
        <>
          <div className="skeleton__block skeleton__toolbar" />
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="skeleton__line skeleton__row" />
          ))}
        </>
      ) : (
        <>
          <div className="skeleton__block skeleton__toolbar" />
          <div className="skeleton__grid">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="skeleton__block skeleton__card" />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

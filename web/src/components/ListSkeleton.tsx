import "./ListSkeleton.css";

/**
 * The placeholder of a list whose first answer is on its way inside a page that is already shown (e.g. a section of
 * /missions): skeleton cards laid out by the list's own grid class, at least a screen tall, so what follows it (the
 * next sections, the footer) stays below the fold until the list replaces it instead of jumping (layout shift).
 * Not in app/PageLoading.tsx: only lazy pages use it, so it stays out of the entry chunk (the first-visit budget).
 */
export function ListSkeleton({ label, gridClassName, count = 4 }: { label: string; gridClassName: string; count?: number }) {
  return (
    <div className="skeleton skeleton--list" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="skeleton__block skeleton__card" />
        ))}
      </div>
    </div>
  );
}

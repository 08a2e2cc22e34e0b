import { Link } from "react-router-dom";

/** The "Oops" content for unknown paths, /error, and pages a visitor may not open. */
export function NotFound({ withHeading = false }: { withHeading?: boolean }) {
  return (
    <section className="card oops" aria-labelledby={withHeading ? "oops-title" : undefined}>
      {withHeading && <h1 id="oops-title">Oops</h1>}
      <p className="oops__lead">We couldn't find what you were looking for.</p>
      <p>The page may have moved, or you may not have access to it.</p>
      <p className="oops__actions">
        <Link className="button button--primary" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}

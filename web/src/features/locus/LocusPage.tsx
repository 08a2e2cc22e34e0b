import "./locus.css";
import { LocusLogo } from "./LocusLogo";
import { TeamFinder } from "./TeamFinder";

export { LOCUS_PAGE_SIZE } from "./TeamFinder";

/** /locus: the Locus team finder (members): my card, the grid of public cards, admin moderation and season. */
export default function LocusPage() {
  return (
    <TeamFinder
      hub="locus"
      name="Locus"
      header={
        <div className="page-header locus-header">
          <h1 className="page-header__title">
            <LocusLogo height={52} />
          </h1>
        </div>
      }
      intro={
        <section className="card locus-intro" aria-label="About the Locus team finder">
          <p>
            <strong>Looking for a team for Locus?</strong> Fill in your details — what you do, when you are around, which
            languages you speak and how to reach you — then make your card public. Browse the members still looking below and get
            in touch.
          </p>
        </section>
      }
    />
  );
}

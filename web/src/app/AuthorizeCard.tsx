import { Logo } from "../components/Logo";
import { loginHref, MERCH_AUTH_HREF } from "./login";

/** Shown to signed-out visitors on a login-only route. */
export function AuthorizeCard({ returnTo }: { returnTo: string }) {
  return (
    <section className="card authorize-card" aria-labelledby="authorize-title">
      <h1 id="authorize-title" className="authorize-card__title">
        Log in to view this page!
      </h1>
      <p>Signing in uses your osu! account; the Mappers' Guild only reads your public profile.</p>
      <a className="button button--primary button--large" href={loginHref(returnTo)}>
        authorize your osu! account
      </a>
      <ul className="authorize-card__list">
        <li>host beatmaps and track your difficulties, hitsounds and storyboards</li>
        <li>take part in priority quests and form parties for quests</li>
        <li>enter, screen and judge mapping contests</li>
        <li>earn points and profile badges for your work</li>
      </ul>
    </section>
  );
}

/** /merch for signed-out visitors: its own osu! authorization. */
export function MerchAuthorizeCard() {
  return (
    <section className="card authorize-card" aria-labelledby="merch-authorize-title">
      <Logo size={64} />
      <h1 id="merch-authorize-title" className="authorize-card__title">
        Mappers' Guild merch
      </h1>
      <p>Authorize your osu! account to see whether an item is waiting for you.</p>
      <a className="button button--primary button--large" href={MERCH_AUTH_HREF}>
        authorize your osu! account
      </a>
    </section>
  );
}

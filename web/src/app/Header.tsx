import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Logo } from "../components/Logo";
import { PRODUCT_NAME } from "../routes";
import { useCurrentUser } from "./current-user";
import { loginHref } from "./login";
import { MainNav } from "./MainNav";

const AccountMenus = lazy(() => import("./AccountMenus"));

/** Site header: brand (home link), main navigation (a menu button on phones), user menu or "Log in". */
export function Header() {
  const { me, initializing } = useCurrentUser();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  useEffect(() => setNavOpen(false), [location.pathname]);

  return (
    <header className={`site-header ${navOpen ? "site-header--nav-open" : ""}`}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <Logo size={38} />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((o) => !o)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
          <span className="nav-toggle__text">Menu</span>
        </button>
        <MainNav id={navId} />
        <div className="site-header__account">
          {initializing ? null : me ? (
            <Suspense fallback={null}>
              <AccountMenus me={me} />
            </Suspense>
          ) : (
            <a className="button button--primary" href={loginHref(location.pathname + location.search)}>
              Log in
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

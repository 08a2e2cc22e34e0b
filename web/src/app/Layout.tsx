import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { NOT_FOUND_TITLE, PRODUCT_NAME, resolveRoute, type Resolution } from "../routes";
import { AuthorizeCard, MerchAuthorizeCard } from "./AuthorizeCard";
import { useCurrentUser } from "./current-user";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NotFound } from "./NotFound";
import { PageSkeleton } from "./PageLoading";
import { Toaster } from "./Toaster";

function titleOf(res: Resolution): string | undefined {
  return res.kind === "not-found" ? NOT_FOUND_TITLE : res.route.title;
}

function RouteContent({ res, returnTo, bare }: { res: Resolution; returnTo: string; bare: boolean }) {
  switch (res.kind) {
    case "page":
      return <Outlet />;
    case "authorize":
      return <AuthorizeCard returnTo={returnTo} />;
    case "merch-authorize":
      return <MerchAuthorizeCard />;
    case "not-found":
      return <NotFound withHeading={bare} />;
    case "waiting":
      return <PageSkeleton shape={res.route.skeleton} />;
  }
}

/**
 * The app shell, the root route (app/router.tsx): header + navigation, page header, the routed page (fading in),
 * footer, toasts. The gate of routes.tsx decides whether the route's page (the Outlet) shows.
 */
export function Layout() {
  const location = useLocation();
  const { me, initializing } = useCurrentUser();
  // Public pages render at once; pages for members wait for `Me` (docs/architecture.md, "First visit").
  const res = resolveRoute(location.pathname, me, initializing);
  const route = res.kind === "not-found" ? res.route : res.route;
  const bare = route?.layout === "bare";
  const title = titleOf(res);
  const showPageHeader = (res.kind === "page" || res.kind === "not-found") && !bare && route?.header !== false;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    document.title = res.kind === "waiting" ? PRODUCT_NAME : (title ?? PRODUCT_NAME);
  }, [title, res.kind]);

  // After a navigation, start at the top and move focus to the new content (not on the first load).
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = "";
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <div className={`app ${bare ? "app--bare" : ""}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Early in the tab order, so a toast's Dismiss is a few Tabs away (it is drawn fixed at the corner). */}
      <Toaster />
      {!bare && <Header />}
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        {
          <div key={location.pathname} className="route-fade">
            {showPageHeader && (
              <div className="page-header">
                <h1 className="page-header__title">{title ?? PRODUCT_NAME}</h1>
              </div>
            )}
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<PageSkeleton shape={route?.skeleton} />}>
                <RouteContent res={res} returnTo={location.pathname + location.search} bare={bare} />
              </Suspense>
            </ErrorBoundary>
          </div>
        }
      </main>
      {!bare && <Footer />}
    </div>
  );
}

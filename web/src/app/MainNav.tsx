import { useEffect, useId } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { visibleNav, type NavItem } from "./nav";
import { useCurrentUser } from "./current-user";
import { useDisclosure } from "./useDisclosure";

function Submenu({ item }: { item: NavItem }) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure<HTMLButtonElement, HTMLLIElement>();
  const id = useId();
  const location = useLocation();
  const active = item.children?.some((c) => c.to && location.pathname.startsWith(c.to));
  useEffect(() => close(false), [location.pathname, close]);
  return (
    <li className="nav__item nav__item--menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`nav__link nav__menu-button ${active ? "nav__link--active" : ""}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {item.label}
        <span className="nav__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={id} className="nav__submenu" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to ?? "/"} className="nav__sublink">
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main navigation: built pages the visitor may open (nav.ts). */
export function MainNav({ id }: { id: string }) {
  const { me } = useCurrentUser();
  const items = visibleNav(me);
  return (
    <nav className="nav" aria-label="Main">
      <ul className="nav__list" id={id}>
        {items.map((item) =>
          item.children ? (
            <Submenu key={item.label} item={item} />
          ) : (
            <li className="nav__item" key={item.to}>
              <NavLink
                to={item.to ?? "/"}
                end={item.to === "/"}
                className={({ isActive }) => `nav__link ${isActive ? "nav__link--active" : ""}`}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

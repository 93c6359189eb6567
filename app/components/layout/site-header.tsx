import { useContext, useRef } from "react";
import { Link, NavLink } from "react-router";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { IslandDocumentContext } from "~/islands";
import LanguageSwitch from "./language-switch.island";
import { LanguageToggle, useLanguageLink } from "./language-toggle";
import { SiteLogo } from "./site-logo";

/**
 * Sticky header: logo, the company's header menu (admin: Menus), FR/EN toggle, free-quote
 * button, and a mobile menu.
 */
export function SiteHeader() {
  const { ui, company, menus } = useRootData();
  const to = useLocalizedPath();
  const islands = useContext(IslandDocumentContext);
  const language = useLanguageLink();
  const menu = useRef<HTMLDetailsElement>(null);
  // The mobile menu closes as soon as one of its links is chosen.
  const closeMenu = () => menu.current && (menu.current.open = false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 font-medium transition-colors hover:bg-green-50 hover:text-green-900 ${isActive ? "text-green-800 underline decoration-2 underline-offset-8" : "text-slate-700"}`;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {ui.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={to("/")}
          className="flex items-center gap-2 font-extrabold text-green-900"
          aria-label={ui.nav.homeLabel}
        >
          <SiteLogo />
          <span className="text-lg">{company.name}</span>
        </Link>
        <nav aria-label={ui.nav.mainLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.header.map((item) => (
              <li key={item.path}>
                <NavLink to={to(item.path)} end={item.path === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {islands ? (
            <LanguageSwitch href={language.href} target={language.target} />
          ) : (
            <LanguageToggle />
          )}
          <Link
            to={to("/quote")}
            className="hidden rounded-full bg-green-800 px-4 py-2.5 font-semibold text-white hover:bg-green-900 sm:inline-block"
          >
            {ui.nav.quote}
          </Link>
          <details ref={menu} className="group lg:hidden" data-testid="mobile-menu">
            <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full border border-slate-300 [&::-webkit-details-marker]:hidden">
              <span className="sr-only group-open:hidden">{ui.nav.openMenu}</span>
              <span className="sr-only hidden group-open:inline">{ui.nav.closeMenu}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6 stroke-slate-800"
                fill="none"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
                <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </summary>
            <nav
              aria-label={ui.nav.mainLabel}
              className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg"
            >
              <ul className="mx-auto flex max-w-7xl flex-col gap-1 p-4">
                {menus.header.map((item) => (
                  <li key={item.path}>
                    <NavLink
                      to={to(item.path)}
                      end={item.path === "/"}
                      className={({ isActive }) =>
                        `block rounded-lg px-4 py-3 text-lg ${isActive ? "bg-green-50 font-semibold text-green-900" : "text-slate-800"}`
                      }
                      onClick={closeMenu}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <Link
                    to={to("/quote")}
                    onClick={closeMenu}
                    className="mt-2 block rounded-full bg-green-800 px-4 py-3 text-center font-semibold text-white"
                  >
                    {ui.nav.quote}
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

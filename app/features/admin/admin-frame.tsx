import { useEffect, useState, type ReactNode } from "react";
import { Form, href, NavLink, useLocation } from "react-router";
import { localizePath } from "~/i18n/locale";
import { interventionWords, words } from "~/i18n/words/interventions";
import { useRootData } from "~/lib/root-data";
import type { AdminLayoutData } from "./admin-data";
import { AdminLanguage } from "./admin-language";

/** The private area's frame: the account, the admin's own language, and the menu of screens. */
export function AdminFrame({ data, children }: { data: AdminLayoutData; children: ReactNode }) {
  const { user, t, locale } = data;
  const { siteName } = useRootData();
  const to = (path: string) => localizePath(path, locale);
  const dashboard = href("/admin");
  const items = [
    [dashboard, t.nav.dashboard],
    [href("/admin/leads"), t.nav.leads],
    [href("/admin/visits"), t.nav.visits],
    [href("/admin/devis"), t.devis.menu],
    [href("/admin/interventions"), words(locale, interventionWords).admin.menu],
    [href("/admin/invoices"), t.invoices.menu],
    [href("/admin/pages"), t.nav.pages],
    [href("/admin/posts"), t.nav.posts],
    [href("/admin/testimonials"), t.nav.testimonials],
    ...(user.role === "admin"
      ? [
          [href("/admin/settings"), t.nav.settings],
          [href("/admin/navigation"), t.nav.menus],
          [href("/admin/brand"), t.nav.brand],
          [href("/admin/prices"), t.nav.prices],
          [href("/admin/team"), t.nav.team],
          [href("/admin/clients"), t.nav.clients],
        ]
      : []),
    [href("/admin/gallery"), t.nav.gallery],
    [href("/admin/library"), t.nav.library],
    ...(user.role === "admin"
      ? [
          [href("/admin/accounting"), t.accounting.menu],
          [href("/admin/accounts"), t.nav.accounts],
          [href("/admin/personal-data"), t.nav.personalData],
          [href("/admin/outbox"), t.nav.outbox],
          [href("/admin/audit"), t.nav.audit],
          [href("/admin/backups"), t.nav.backups],
        ]
      : []),
    [href("/admin/account"), t.nav.account],
  ] as const;
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The screen's name beside "Menu", so a folded menu still says where one is.
  const current = items.find(([path]) =>
    path === dashboard ? pathname === dashboard : pathname.startsWith(path),
  )?.[1];
  // While the admin is open, touch the session every 10 minutes so it is refreshed before it
  // expires (better-auth extends a session used more than an hour after its last refresh).
  useEffect(() => {
    const ping = () =>
      document.visibilityState === "visible" &&
      void fetch("/api/auth/get-session", { credentials: "same-origin" });
    const timer = setInterval(ping, 10 * 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-green-950 text-white">
        {/* Without JavaScript the folded menu is simply open. */}
        <noscript>
          <style>{"[data-admin-menu]{display:flex!important}"}</style>
        </noscript>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-bold">
            {siteName} · {t.brand}
          </p>
          {/* On a phone the account and every screen fold into one button: the page comes first. */}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-account admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-full border border-white/60 px-4 py-1.5 text-sm font-semibold md:hidden"
            data-menu-button=""
          >
            {t.menu}
            {current && <span className="font-normal"> · {current}</span>}
          </button>
          <div
            id="admin-account"
            data-admin-menu=""
            className={`${menuOpen ? "flex" : "hidden"} w-full flex-wrap items-center gap-3 text-sm md:flex md:w-auto`}
          >
            <AdminLanguage label={t.language} locale={locale} pathname={pathname} />
            <span>
              {t.signedInAs} <strong data-testid="admin-user">{user.name}</strong> (
              {t.accounts.roles[user.role]})
            </span>
            <Form method="post" action={href("/admin/sign-out")}>
              <button
                name="scope"
                value="here"
                className="rounded-full border border-white/60 px-3 py-1.5 hover:bg-white/10"
              >
                {t.signOut}
              </button>
            </Form>
            <Form method="post" action={href("/admin/sign-out")}>
              <button
                name="scope"
                value="everywhere"
                className="rounded-full border border-white/60 px-3 py-1.5 hover:bg-white/10"
              >
                {t.signOutEverywhere}
              </button>
            </Form>
          </div>
        </div>
        <nav
          id="admin-nav"
          aria-label={t.brand}
          data-admin-menu=""
          className={`${menuOpen ? "flex" : "hidden"} mx-auto max-w-7xl px-4 md:flex`}
        >
          <ul className="flex w-full flex-wrap gap-x-1">
            {items.map(([path, label]) => (
              <li key={path}>
                <NavLink
                  to={to(path)}
                  end={path === dashboard}
                  // The chosen screen replaces the menu it was chosen from.
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `block rounded-t-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${isActive ? "bg-slate-50 text-green-900" : "text-green-50 hover:bg-white/10"}`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="ml-auto">
              <a
                href={to("/")}
                className="block px-3 py-2.5 text-sm whitespace-nowrap text-green-50 underline sm:px-4"
              >
                {t.nav.site}
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}

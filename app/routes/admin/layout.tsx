import { useEffect, useState, type ReactNode } from "react";
import {
  Form,
  href,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/layout";
import { displayName, screenRole, signedInStaff } from "~/features/auth/index.server";
import { AdminLanguage, type AdminLayoutData, UnsavedChangesGuard } from "~/features/admin";
import { adminWords, words } from "~/i18n/words/admin";
import { getLocale } from "~/lib/locale.server";
import { localizePath } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";

/**
 * Every screen of the private area runs this first, before its loader or action (which run in
 * parallel with this layout's loader, not after it): a request without a staff session gets the
 * sign-in redirect or a 403 here, and a screen's own `screenRole` may then ask for more (its
 * refusal is thrown by the screen's loader, inside this frame). The addresses beside the layout
 * (upload, autosave, exports) state their own role.
 */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** The private area's shell, for a staff member. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInStaff(context);
  const locale = getLocale(request);
  return {
    user: {
      id: user.id,
      name: displayName(user),
      named: Boolean(user.name?.trim()),
      email: user.email,
      role: user.role === "admin" ? "admin" : "editor",
    },
    t: words(locale, adminWords),
    locale,
  } satisfies AdminLayoutData;
}

export const meta: Route.MetaFunction = pageMeta((root) => ({
  ...root.ui.pages.admin,
  noindex: true,
}));

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { ui } = useRootData();
  const navigation = useNavigation();
  // Going to another admin page waits for its check. The data refreshed after a form was sent is
  // not such a wait: the page stays, with what the staff member typed and the form's answer.
  const afterSubmission = (navigation.formMethod ?? "GET").toUpperCase() !== "GET";
  const checking =
    navigation.state === "loading" &&
    !afterSubmission &&
    navigation.location.pathname.startsWith(href("/admin"));
  return (
    <AdminFrame data={loaderData}>
      {checking ? (
        <p role="status" className="text-slate-600">
          {ui.pages.admin.checking}
        </p>
      ) : (
        <Outlet />
      )}
      <UnsavedChangesGuard />
    </AdminFrame>
  );
}

/**
 * An admin page that failed (unknown address, a screen for administrators opened by an editor,
 * an error) is explained in words inside the admin's own frame, menu included, so the staff
 * member can go on from there. Without the frame's data (the frame itself failed), the site's
 * error screen takes over.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const location = useLocation();
  if (!data) throw error;
  const { t, locale } = data;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const problem =
    status === 404
      ? t.problems.notFound
      : status === 403
        ? t.problems.forbidden
        : t.problems.failed;
  return (
    <AdminFrame data={data}>
      <section aria-labelledby="problem-title" data-status={status} className="max-w-2xl">
        <h1 id="problem-title" className="text-2xl font-bold text-slate-900">
          {problem.title}
        </h1>
        <p className="mt-3 text-slate-700">{problem.text}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link
            to={localizePath(href("/admin"), locale)}
            className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
          >
            {t.problems.back}
          </Link>
          {status >= 500 && (
            <a
              href={location.pathname + location.search}
              className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900"
            >
              {t.problems.retry}
            </a>
          )}
        </p>
      </section>
    </AdminFrame>
  );
}

function AdminFrame({ data, children }: { data: AdminLayoutData; children: ReactNode }) {
  const { user, t, locale } = data;
  const { siteName } = useRootData();
  const to = (path: string) => localizePath(path, locale);
  const dashboard = href("/admin");
  const items = [
    [dashboard, t.nav.dashboard],
    [href("/admin/leads"), t.nav.leads],
    [href("/admin/visits"), t.nav.visits],
    [href("/admin/devis"), t.devis.menu],
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

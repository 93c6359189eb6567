import { useEffect } from "react";
import { Form, NavLink, Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { Toaster } from "~/components/toast/toaster";
import { displayName } from "~/features/auth/accounts.server";
import { requireStaff } from "~/features/auth/guards.server";
import type { AdminLayoutData } from "~/features/admin/admin-data";
import { adminStrings } from "~/features/admin/strings";
import { getLocale } from "~/i18n/locale.server";
import { localizePath } from "~/i18n/locale";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";

/** The private area's shell. Reached only with a session; every page checks again itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const locale = getLocale(request);
  return {
    user: {
      id: user.id,
      name: displayName(user),
      email: user.email,
      role: user.role === "admin" ? "admin" : "editor",
    },
    t: adminStrings(locale),
    locale,
  } satisfies AdminLayoutData;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFromMatches(matches);
  return root ? seoMeta(root, { ...root.ui.pages.admin, noindex: true }) : [];
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, t, locale } = loaderData;
  const { ui, siteName } = useRootData();
  const navigation = useNavigation();
  const to = (path: string) => localizePath(path, locale);
  const items = [
    ["/admin", t.nav.dashboard],
    ["/admin/leads", t.nav.leads],
    ["/admin/posts", t.nav.posts],
    ["/admin/testimonials", t.nav.testimonials],
    ...(user.role === "admin"
      ? [
          ["/admin/settings", t.nav.settings],
          ["/admin/prices", t.nav.prices],
          ["/admin/team", t.nav.team],
          ["/admin/clients", t.nav.clients],
        ]
      : []),
    ["/admin/gallery", t.nav.gallery],
    ...(user.role === "admin"
      ? [
          ["/admin/accounts", t.nav.accounts],
          ["/admin/personal-data", t.nav.personalData],
        ]
      : []),
    ["/admin/account", t.nav.account],
  ] as const;
  // While the admin is open, touch the session every 10 minutes so it is refreshed before it
  // expires (better-auth extends a session used more than an hour after its last refresh).
  useEffect(() => {
    const ping = () =>
      document.visibilityState === "visible" &&
      void fetch("/api/auth/get-session", { credentials: "same-origin" });
    const timer = setInterval(ping, 10 * 60_000);
    return () => clearInterval(timer);
  }, []);
  const checking =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-green-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-bold">
            {siteName} · {t.brand}
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {t.signedInAs} <strong data-testid="admin-user">{user.name}</strong> ({user.role})
            </span>
            <Form method="post" action="/admin/sign-out">
              <button
                name="scope"
                value="here"
                className="rounded-full border border-white/60 px-3 py-1.5 hover:bg-white/10"
              >
                {t.signOut}
              </button>
            </Form>
            <Form method="post" action="/admin/sign-out">
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
        <nav aria-label={t.brand} className="mx-auto max-w-7xl px-4">
          <ul className="flex gap-1 overflow-x-auto">
            {items.map(([path, label]) => (
              <li key={path}>
                <NavLink
                  to={to(path)}
                  end={path === "/admin"}
                  className={({ isActive }) =>
                    `block rounded-t-lg px-4 py-2.5 text-sm font-semibold ${isActive ? "bg-slate-50 text-green-900" : "text-green-50 hover:bg-white/10"}`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="ml-auto">
              <a href={to("/")} className="block px-4 py-2.5 text-sm text-green-50 underline">
                {t.nav.site}
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {checking ? (
          <p role="status" className="text-slate-600">
            {ui.pages.admin.checking}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
      <Toaster regionLabel={ui.toast.region} closeLabel={ui.toast.close} />
    </div>
  );
}

import {
  href,
  isRouteErrorResponse,
  Link,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/layout";
import { displayName, screenRole, signedInStaff } from "~/features/auth/index.server";
import { AdminFrame, type AdminLayoutData, UnsavedChangesGuard } from "~/features/admin";
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

/**
 * Going from one admin screen to another changes neither the staff member nor the language (the
 * address's `lng`), so the frame keeps its data: otherwise every click would send the whole admin
 * vocabulary again. After a form is sent (a name changed, a sign-out) it is read anew. Each
 * screen still checks the session itself (its own `screenRole`).
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.searchParams.get("lng") === nextUrl.searchParams.get("lng"))
    return false;
  return defaultShouldRevalidate;
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

import { Form, href, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/library";
import { RefusalNotice, inputClass, useAdmin } from "~/features/admin";
import { adminAction } from "~/features/admin/index.server";
import { pageFromUrl } from "~/lib/paging";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { isRefusal } from "~/features/forms";
import { listLibrary } from "~/features/media/index.server";
import { localizePath } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { queryText } from "~/lib/clean-text";
import { getRuntime } from "~/runtime/runtime.server";
import { LibraryCard } from "./library-card";
import { HistoryNote, PlaceList } from "./library-places";
import { libraryAction, libraryForm, type LibraryOutcome } from "./library.server";
import { numberFormat } from "~/i18n/formats";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** The media library: editors and administrators (docs/product/screens.md#media-library). */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const q = queryText(url, "q", 100);
  return { q, ...(await listLibrary(database.db, { q, page: pageFromUrl(url) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: libraryForm }, (user, form) =>
    libraryAction(user, form.data),
  );
}

/**
 * A refused deletion (409) or a picture gone (404) also refreshes the list: the card then shows
 * the places that use it, or disappears. (React Router skips that after a 4xx by default.)
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || actionStatus === 404 || defaultShouldRevalidate;
}

export default function Library({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const l = t.library;
  const { q, items, total, page, pageSize } = loaderData;
  const number = numberFormat(locale);
  const from = (page - 1) * pageSize + 1;
  const range = fillTemplate(l.range, {
    from: number.format(from),
    to: number.format(from + items.length - 1),
    total: number.format(total),
  });
  const to = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (n > 1) params.set("page", String(n));
    return localizePath(`${href("/admin/library")}?${params}`, locale);
  };
  const link = "rounded-full border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{l.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{l.intro}</p>
      <p id="library-descriptions" className="mt-2 max-w-3xl text-sm text-slate-600">
        {l.descriptionHint}
      </p>
      <Notice answer={actionData} />

      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        {locale === "en" && <input type="hidden" name="lng" value="en" />}
        <label className="min-w-0 grow basis-64 text-sm font-semibold text-slate-800">
          {l.search}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            aria-describedby="library-search-hint"
            className={inputClass}
          />
        </label>
        <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
          {l.searchButton}
        </button>
        {q && (
          <Link to={localizePath(href("/admin/library"), locale)} className={link}>
            {l.showAll}
          </Link>
        )}
        <p id="library-search-hint" className="basis-full text-sm text-slate-600">
          {l.searchHint}
        </p>
      </Form>

      {items.length === 0 ? (
        <p className="mt-6 text-slate-700" data-library-empty="">
          {q ? fillTemplate(l.noMatch, { q }) : l.empty}
        </p>
      ) : (
        <>
          <p className="mt-6 font-semibold text-slate-800" data-library-range="">
            {range}
          </p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <LibraryCard key={item.id} item={item} descriptionHelp="library-descriptions" />
            ))}
          </ul>
        </>
      )}

      {total > pageSize && (
        <nav aria-label={l.pager.label} className="mt-6 flex flex-wrap items-center gap-3">
          {page > 1 && (
            <Link to={to(page - 1)} rel="prev" className={link}>
              {l.pager.previous}
            </Link>
          )}
          <span className="text-slate-700">{range}</span>
          {from + items.length - 1 < total && (
            <Link to={to(page + 1)} rel="next" className={link}>
              {l.pager.next}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** The page's one feedback for what its forms just did. */
function Notice({ answer }: { answer: unknown }) {
  const { t } = useAdmin();
  const l = t.library;
  if (isRefusal(answer)) return <RefusalNotice answer={answer} />;
  const outcome = answer as LibraryOutcome | undefined;
  if (!outcome?.outcome) return null;
  const box = "mt-4 max-w-3xl rounded-lg p-3";
  if (outcome.outcome === "described" || outcome.outcome === "removed")
    return (
      <p role="status" className={`${box} bg-green-50 text-green-900`}>
        {outcome.outcome === "described"
          ? l.described
          : fillTemplate(l.removed, { name: outcome.name })}
      </p>
    );
  if (outcome.outcome === "gone")
    return (
      <p role="alert" className={`${box} bg-red-50 font-semibold text-red-900`}>
        {l.gone}
      </p>
    );
  return (
    <div role="alert" className={`${box} bg-red-50 text-red-900`} data-refused-used="">
      <p className="font-semibold">{fillTemplate(l.refused, { name: outcome.name })}</p>
      <PlaceList places={outcome.usage.places} />
      <HistoryNote history={outcome.usage.history} />
    </div>
  );
}

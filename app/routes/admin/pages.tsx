import { href, Link } from "react-router";
import type { Route } from "./+types/pages";
import { useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { adminWords, words } from "~/i18n/words/admin";
import { pagesWithUnpublishedChanges } from "~/features/page-editor/index.server";
import { PAGE_KEYS, PAGES } from "~/features/pages";
import { artworkCount, loadPageMedia, readDraft } from "~/features/pages/index.server";
import { plural } from "~/lib/plural";
import { localizePath } from "~/i18n/locale";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** The pages the company edits, with those whose draft is not published yet. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { db } = (await getRuntime()).database;
  const [unpublished, drafts] = await Promise.all([
    pagesWithUnpublishedChanges(db),
    Promise.all(PAGE_KEYS.map((key) => readDraft(db, key))),
  ]);
  const docs = Object.fromEntries(PAGE_KEYS.map((key, i) => [key, drafts[i]!.doc]));
  const media = await loadPageMedia(db, docs);
  return {
    pages: PAGE_KEYS.map((key) => ({
      key,
      unpublished: unpublished.has(key),
      // Pictures of the draft still showing the site's artwork instead of the company's photos
      artwork: artworkCount(PAGES[key].fields, docs[key], media),
    })),
  };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { locale } = useAdmin();
  const t = words(locale, adminWords).pages.list;
  return (
    <>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.pages.map(({ key, unpublished, artwork }) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4" data-page={key}>
            <h2 className="text-lg font-bold">{PAGES[key].label[locale]}</h2>
            <p
              className={`mt-1 text-sm font-semibold ${unpublished ? "text-amber-800" : "text-green-900"}`}
            >
              {unpublished ? t.unpublished : t.upToDate}
            </p>
            {artwork > 0 && (
              <p className="mt-1 text-sm text-amber-800" data-artwork={artwork}>
                {plural(locale, artwork, t.artwork)}
              </p>
            )}
            <Link
              to={localizePath(href("/admin/pages/:page", { page: key }), locale)}
              className="mt-3 inline-block rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
            >
              {t.edit}
              <span className="sr-only"> : {PAGES[key].label[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

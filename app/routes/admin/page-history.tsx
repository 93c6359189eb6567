import { Form, href, Link, redirect } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/page-history";
import { formatDate, Pager, useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { imageUrl } from "~/components/picture";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { diffDocuments } from "~/features/page-editor";
import { adminWords, words } from "~/i18n/words/admin";
import type { PictureValue } from "~/features/pages";
import { editorAction, pageKeyOf } from "~/features/page-editor/index.server";
import { listVersions, loadPageMedia, readDraft, readVersion } from "~/features/pages/index.server";
import { PAGES } from "~/features/pages";
import { getLocale } from "~/lib/locale.server";
import { pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { localizePath } from "~/i18n/locale";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** A page's published versions; one compared with the live version, and put back into the draft. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  staffUser(context);
  const page = pageKeyOf(params.page);
  const { db } = (await getRuntime()).database;
  const url = documentUrl(request);
  const [history, draft] = await Promise.all([
    listVersions(db, page, { listPage: pageFromUrl(url) }),
    readDraft(db, page),
  ]);
  const compare = Number(url.searchParams.get("compare"));
  const { live } = history;
  let comparison = null;
  const before =
    live !== null && Number.isInteger(compare) && compare !== live
      ? await readVersion(db, page, compare)
      : null;
  if (live !== null && before) {
    const after = await readVersion(db, page, live);
    const media = await loadPageMedia(db, { [page]: before ?? {} });
    for (const [id, image] of await loadPageMedia(db, { [page]: after ?? {} }))
      media.set(id, image);
    comparison = {
      version: compare,
      differences: diffDocuments(PAGES[page].fields, before, after, getLocale(request)),
      media: Object.fromEntries([...media].map(([id, image]) => [id, image.src])),
    };
  }
  return { page, ...history, revision: draft.revision, comparison, search: url.search };
}

/** "Put back into the draft": done by the editor's action, then the editor shows the draft. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await editorAction({ request, context }, params.page);
  const outcome = (answer as { outcome?: string }).outcome;
  if (outcome === "restored") {
    const url = documentUrl(request);
    const lng = url.searchParams.get("lng");
    const version = (answer as { version: number }).version;
    return redirect(
      `${href("/admin/pages/:page", { page: params.page })}?restored=${version}${lng ? `&lng=${lng}` : ""}`,
    );
  }
  return answer;
}

function Thumb({
  picture,
  media,
}: {
  picture: PictureValue | null;
  media: Record<string, string>;
}) {
  const src = picture?.media
    ? media[picture.media]
    : picture?.art
      ? imageUrl(picture.art, 400)
      : undefined;
  return src ? <img src={src} alt="" className="mt-1 h-20 w-28 rounded object-cover" /> : null;
}

export default function PageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useAdmin();
  const t = words(locale, adminWords).pages.history;
  const { page, versions, total, live, listPage, pageSize, revision, comparison, search } =
    loaderData;
  const to = (path: string) => localizePath(path, locale);
  // Comparing keeps the page of the list (and the language) the link was on.
  const compareWith = (version: number) => {
    const params = new URLSearchParams(search);
    params.set("compare", String(version));
    return localizePath(`${href("/admin/pages/:page/history", { page })}?${params}`, locale);
  };
  return (
    <>
      <Link
        to={to(href("/admin/pages/:page", { page }))}
        className="text-sm font-semibold text-green-900 underline"
      >
        {PAGES[page].label[locale]}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        {t.title.replace("{page}", PAGES[page].label[locale])}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.intro}</p>
      <p className="mt-2 text-slate-700" role="status">
        {plural(locale, total, t.count)}
      </p>
      <RefusalNotice answer={isRefusal(actionData) ? actionData : undefined} />
      {comparison && (
        <section
          className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
          aria-labelledby="diff-title"
        >
          <h2 id="diff-title" className="text-lg font-bold">
            {t.differences.replace("{n}", String(comparison.version))}
          </h2>
          {comparison.differences.length === 0 ? (
            <p className="mt-2">{t.none}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th className="p-2">{t.field}</th>
                    <th className="p-2">{t.before.replace("{n}", String(comparison.version))}</th>
                    <th className="p-2">{t.after}</th>
                  </tr>
                </thead>
                <tbody>
                  {comparison.differences.map((d, i) => (
                    <tr
                      key={i}
                      className="border-t border-slate-200 align-top"
                      data-difference={d.label}
                    >
                      <th scope="row" className="p-2 font-semibold">
                        {d.label}
                      </th>
                      <td className="p-2 whitespace-pre-line">
                        {d.before}
                        {d.picture && <Thumb picture={d.picture.before} media={comparison.media} />}
                      </td>
                      <td className="p-2 whitespace-pre-line">
                        {d.after}
                        {d.picture && <Thumb picture={d.picture.after} media={comparison.media} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <ol className="mt-6 grid gap-3">
        {versions.map((v) => (
          <li
            key={v.version}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
            data-version={v.version}
          >
            <div>
              <p className="font-semibold">
                {t.version.replace("{n}", String(v.version))}{" "}
                {v.version === live && <span className="text-green-800">({t.current})</span>}
              </p>
              <p className="text-sm text-slate-700">
                {(v.publishedBy === "initial"
                  ? t.publishedAuto
                  : v.publishedBy === "removed"
                    ? t.publishedByRemoved
                    : t.publishedBy
                )
                  .replace("{date}", formatDate(v.publishedAt, locale))
                  .replace("{name}", typeof v.publishedBy === "object" ? v.publishedBy.name : "")}
              </p>
            </div>
            {v.version !== live && (
              <div className="flex flex-wrap gap-2">
                <Link
                  to={compareWith(v.version)}
                  className="min-h-9 rounded-full border border-slate-400 px-3 py-1.5 text-sm"
                >
                  {t.compare}
                </Link>
                <Form method="post">
                  <input type="hidden" name="revision" value={revision} />
                  <input type="hidden" name="version" value={v.version} />
                  <button
                    name="intent"
                    value="restore"
                    className="min-h-9 rounded-full bg-green-800 px-3 text-sm font-semibold text-white"
                  >
                    {t.restore}
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ol>
      <Pager page={listPage} total={total} pageSize={pageSize} search={search} />
    </>
  );
}

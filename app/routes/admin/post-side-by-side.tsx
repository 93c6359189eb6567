import { data, href, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/post-side-by-side";
import { useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { defaultAuthor, postState } from "~/features/blog";
import { getPostVersions, listAllTags } from "~/features/blog/index.server";
import { AutosavedPostForm, postNotice } from "~/features/blog-editor";
import { LOCALES } from "~/i18n/locale";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/**
 * Both language versions of a post side by side (docs/product/forms.md#blog-editor): the French
 * form beside the English one, each saved to its own version (a missing one is created as the
 * translation of the other), and the page comes back here after each save.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const versions = await getPostVersions(database, params.id);
  if (!versions) throw data(null, { status: 404 });
  // Every tag in use, drafts' too: one aggregate, not the tags of the newest posts only.
  const allTags = await listAllTags(database);
  // Where each version stands by the server's clock (a scheduled one waits for its time).
  const now = new Date().toISOString();
  const states = Object.fromEntries(
    LOCALES.flatMap((l) => (versions[l] ? [[l, postState(versions[l], now)]] : [])),
  );
  return { id: params.id, versions, states, allTags };
}

export default function PostSideBySide({ loaderData }: Route.ComponentProps) {
  const { t, locale: staffLocale } = useAdmin();
  const { id, versions, states, allTags } = loaderData;
  const [params] = useSearchParams();
  const returnTo = href("/admin/posts/:id/side-by-side", { id });
  return (
    <>
      <Link to={href("/admin/posts/:id", { id })} className="text-green-800 underline">
        ← {t.posts.edit}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{t.posts.sideBySideTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t.posts.sideBySideIntro}</p>
      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        {LOCALES.map((locale) => {
          const post = versions[locale] ?? null;
          const other = versions[locale === "fr" ? "en" : "fr"] ?? null;
          const notice =
            params.get("version") === locale &&
            postNotice(t, params.get("done"), post, staffLocale);
          return (
            <section key={locale} aria-labelledby={`version-${locale}`} data-version={locale}>
              <h2 id={`version-${locale}`} className="text-xl font-semibold">
                {t.posts.language[locale]}
              </h2>
              {!post && <p className="mt-1 text-slate-700">{t.posts.newVersion}</p>}
              {notice && (
                <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
                  {notice}
                </p>
              )}
              <AutosavedPostForm
                serverCopy={null}
                base={post?.updatedAt ?? ""}
                justSaved={!!notice}
                post={post}
                state={states[locale] ?? null}
                author={post?.author ?? defaultAuthor(locale, null, other)}
                locale={locale}
                translationOf={post ? null : other && { id: other.id, imageUrl: other.imageUrl }}
                otherAlt={other?.imageAlt ?? null}
                allTags={allTags}
                action={post ? href("/admin/posts/:id", { id: post.id }) : href("/admin/posts/new")}
                returnTo={returnTo}
                idPrefix={`${locale}-`}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}

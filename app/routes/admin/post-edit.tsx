import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/post-edit";
import { useAdmin } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { postEditAction } from "./post-edit-action.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import {
  getPostById,
  getPostVersions,
  listAllTags,
  readPostVersion,
} from "~/features/blog/index.server";
import { defaultAuthor, postState, type PostTyping } from "~/features/blog";
import { readAutosave } from "~/features/admin/index.server";
import {
  PostStatusLine,
  postEditMessage,
  postNotice,
  AutosavedPostForm,
} from "~/features/blog-editor";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** Create (/admin/posts/new) or edit (/admin/posts/:id) a post. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const { database } = await getRuntime();
  const stored = params.id ? await getPostById(database, params.id) : null;
  if (params.id && !stored) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // An earlier version put back from the history: its fields fill the form, unsaved, and the
  // post keeps its state (restoring never publishes nor takes anything offline).
  const asked = url.searchParams.get("restore");
  const version =
    stored && asked && /^\d{1,9}$/.test(asked)
      ? await readPostVersion(database, stored.id, Number(asked))
      : null;
  const post =
    stored && version
      ? { ...stored, ...version, status: stored.status, publishedAt: stored.publishedAt }
      : stored;
  const restored = version ? Number(asked) : null;
  // Typing kept by the editor's autosave on an earlier visit (offered back, never put in).
  const kept = stored ? await readAutosave(database.db, `post:${stored.id}`, user.id) : null;
  // A new version of an existing article: /admin/posts/new?translationOf=<id>&locale=en
  const original = url.searchParams.get("translationOf");
  const translationOf = original ? await getPostById(database, original) : null;
  const locale: Locale = post?.locale ?? (url.searchParams.get("locale") === "en" ? "en" : "fr");
  const versions = post ? await getPostVersions(database, post.id) : null;
  const other: Locale = locale === "fr" ? "en" : "fr";
  const otherVersion = post
    ? { locale: other, id: versions?.[other]?.id ?? null, sourceId: post.id }
    : null;
  // Each version describes the cover in its own language; the other one's text is shown as a hint.
  const otherAlt = (post ? versions?.[other]?.imageAlt : translationOf?.imageAlt) ?? null;
  // Every tag in use, drafts' too: one aggregate, not the tags of the newest posts only.
  const allTags = await listAllTags(database);
  const translated = translationOf?.locale === other ? translationOf : null;
  return {
    post,
    // Where the post stands by the server's clock, not the staff member's device's.
    state: stored ? postState(stored, new Date().toISOString()) : null,
    restored,
    author: post?.author ?? defaultAuthor(locale, user.name, translated),
    allTags,
    locale,
    translationOf: translated,
    otherVersion,
    otherAlt,
    notice: url.searchParams.get("done"),
    base: stored?.updatedAt ?? "",
    serverCopy: kept
      ? {
          value: kept.value as PostTyping,
          savedAt: kept.savedAt,
          behind: kept.base !== stored?.updatedAt,
        }
      : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return postEditAction({ request, context }, params.id);
}

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale: staffLocale } = useAdmin();
  const { post, state, restored, author, allTags, notice, locale } = loaderData;
  const { translationOf, otherVersion, otherAlt } = loaderData;
  const noticeText = postNotice(t, notice, post, staffLocale);
  const problems = isRefusal(actionData) ? actionData.problems : {};
  const error = postEditMessage(t, actionData, staffLocale);
  return (
    <>
      <Link to={href("/admin/posts")} className="text-green-800 underline">
        ← {t.posts.title}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{post ? t.posts.edit : t.posts.new}</h1>
      <p className="mt-1 font-semibold text-slate-700" data-testid="post-language">
        {t.posts.language[locale]}
        {post && (
          <>
            {" · "}
            <Link
              to={href("/admin/posts/:id/side-by-side", { id: post.id })}
              className="text-green-800 underline"
            >
              {t.posts.sideBySide}
            </Link>
          </>
        )}
        {otherVersion && (
          <>
            {" · "}
            <Link
              to={
                otherVersion.id
                  ? href("/admin/posts/:id", { id: otherVersion.id })
                  : `${href("/admin/posts/new")}?translationOf=${otherVersion.sourceId}&locale=${otherVersion.locale}`
              }
              className="text-green-800 underline"
            >
              {otherVersion.id
                ? t.posts.otherVersion[otherVersion.locale]
                : t.posts.addVersion[otherVersion.locale]}
            </Link>
          </>
        )}
      </p>
      {noticeText && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
          {noticeText}
        </p>
      )}
      {restored !== null && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          {fillTemplate(
            state === "published" ? t.posts.history.restoredLive : t.posts.history.restored,
            { n: restored },
          )}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {post && state && <PostStatusLine post={post} state={state} />}
      <AutosavedPostForm
        serverCopy={loaderData.serverCopy}
        base={loaderData.base}
        justSaved={!!notice && notice !== "delete"}
        post={post}
        state={state}
        restoredFrom={restored}
        author={author}
        problems={problems}
        locale={locale}
        translationOf={translationOf}
        otherAlt={otherAlt}
        allTags={allTags}
      />
      {post && (
        // A two-step delete that needs no JavaScript: open, then confirm.
        <details className="mt-6 max-w-md rounded-xl border border-red-200 bg-red-50 p-4">
          <summary className="cursor-pointer font-semibold text-red-800">{t.posts.delete}</summary>
          <Form method="post" className="mt-3">
            <p>{t.posts.confirmDelete}</p>
            <button
              name="intent"
              value="delete"
              className="mt-2 rounded-full bg-red-700 px-5 py-2 font-semibold text-white"
            >
              {t.posts.delete}
            </button>
          </Form>
        </details>
      )}
    </>
  );
}

import { data, Form, Link, redirect } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/post-edit";
import { useAdmin } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { postEditForm } from "./post-edit.server";
import { audit, requireRole } from "~/features/auth/index.server";
import {
  AltTextMissing,
  authorToStore,
  createPost,
  deletePost,
  getPostById,
  getPostVersions,
  listAllPosts,
  SlugTaken,
  updatePost,
} from "~/features/blog/index.server";
import { blogErrorMessage, defaultAuthor } from "~/features/blog";
import { PostStatusLine, postEditMessage, PostVersionForm } from "~/features/blog-editor";
import type { FormRefusal } from "~/features/forms";
import { localizePath, type Locale } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Create (/admin/posts/new) or edit (/admin/posts/:id) a post. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "editor");
  const { database } = await getRuntime();
  const post = params.id ? await getPostById(database, params.id) : null;
  if (params.id && !post) throw data(null, { status: 404 });
  const url = new URL(request.url);
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
  const allTags = [...new Set((await listAllPosts(database)).flatMap((p) => p.tags))].sort((a, b) =>
    a.localeCompare(b, "fr"),
  );
  const translated = translationOf?.locale === other ? translationOf : null;
  return {
    post,
    author: post?.author ?? defaultAuthor(locale, user.name, translated),
    allTags,
    locale,
    translationOf: translated,
    otherVersion,
    otherAlt,
    notice: url.searchParams.get("done"),
  };
}

const ACTIONS = {
  save: "update",
  publish: "publish",
  unpublish: "unpublish",
  delete: "delete",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  return adminAction(request, { role: "editor", form: postEditForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    // The next screen keeps the staff member's language, and the side-by-side page when the form
    // came from it (only that page of the admin: never an address taken from the form as it is).
    const staff = (path: string) => localizePath(path, getLocale(request));
    try {
      if (input.intent === "delete") {
        if (!params.id || !(await deletePost(database, params.id)))
          throw data(null, { status: 404 });
        await audit(user, "post.delete", { type: "post", id: params.id });
        throw redirect(staff("/admin/posts?done=delete"));
      }
      const { intent, author, locale, translationOf, returnTo, ...fields } = input;
      const back = (id: string, done: string) =>
        staff(
          returnTo
            ? `${returnTo}?done=${done}&version=${locale}`
            : `/admin/posts/${id}?done=${done}`,
        );
      const authorName = await authorToStore(database, {
        typed: author,
        locale,
        staffName: user.name,
        postId: params.id,
        translationOf: translationOf || undefined,
      });
      if (!params.id) {
        const post = await createPost(
          database,
          {
            ...fields,
            status: intent === "publish" ? "published" : "draft",
            locale,
            translationOf: translationOf || undefined,
          },
          { id: user.id, name: authorName! },
        );
        await audit(user, "post.create", { type: "post", id: post.id });
        throw redirect(back(post.id, intent === "publish" ? "publish" : "save"));
      }
      // The fields and the status change in one write: a refused publication saves nothing.
      const status = ({ publish: "published", unpublish: "draft", save: undefined } as const)[
        intent
      ];
      const saved = await updatePost(database, params.id, {
        ...fields,
        author: authorName,
        status,
      });
      if (!saved) throw data(null, { status: 404 });
      await audit(user, `post.${intent}`, { type: "post", id: params.id });
      throw redirect(back(params.id, intent));
    } catch (error) {
      if (
        error instanceof Response ||
        (error as { type?: string })?.type === "DataWithResponseInit"
      )
        throw error;
      // A cover or a picture of the text has no description: the data layer refused to publish.
      if (error instanceof AltTextMissing)
        return data({ error: "altMissing" as const, missing: error.missing }, { status: 400 });
      // The typed address is another post's, now or formerly: said beside the field.
      if (error instanceof SlugTaken) {
        const code = error.by === "post" ? "SLUG_TAKEN" : "SLUG_FORMER";
        const refusal: FormRefusal = { refused: "fields", problems: { slug: code }, sent: {} };
        return data(refusal, { status: 400 });
      }
      // "Failed to update blog post" and its relatives (docs/product/forms.md#admin-messages).
      log.error("post change failed", { intent: input.intent, error });
      const failed = `${params.id ? ACTIONS[input.intent] : "create"} blog post`;
      return data(
        { error: "failed" as const, message: blogErrorMessage(error, failed) },
        { status: 500 },
      );
    }
  });
}

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale: staffLocale } = useAdmin();
  const { post, author, allTags, notice, locale, translationOf, otherVersion, otherAlt } =
    loaderData;
  const notices: Record<string, string> = {
    save: t.posts.saved,
    publish: t.posts.publishedToast,
    unpublish: t.posts.unpublishedToast,
  };
  const problems = isRefusal(actionData) ? actionData.problems : {};
  const error = postEditMessage(t, actionData, staffLocale);
  return (
    <>
      <Link to="/admin/posts" className="text-green-800 underline">
        ← {t.posts.title}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{post ? t.posts.edit : t.posts.new}</h1>
      <p className="mt-1 font-semibold text-slate-700" data-testid="post-language">
        {t.posts.language[locale]}
        {post && (
          <>
            {" · "}
            <Link to={`/admin/posts/${post.id}/side-by-side`} className="text-green-800 underline">
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
                  ? `/admin/posts/${otherVersion.id}`
                  : `/admin/posts/new?translationOf=${otherVersion.sourceId}&locale=${otherVersion.locale}`
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
      {notice && notices[notice] && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
          {notices[notice]}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      {post && <PostStatusLine post={post} />}
      <PostVersionForm
        post={post}
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

import { data, href, Link, redirect } from "react-router";
import * as z from "zod";
import type { Route } from "./+types/post-history";
import { formatDate, RefusalNotice, useAdmin } from "~/features/admin";
import { adminAction } from "~/features/admin/index.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import type { PostSnapshot } from "~/features/blog";
import {
  diffPost,
  getPostById,
  listPostVersions,
  readPostVersion,
} from "~/features/blog/index.server";
import { PostComparison, PostVersionList } from "~/features/blog-editor";
import { adminForm, choice } from "~/features/forms/index.server";
import { isRefusal, type FormRefusal } from "~/features/forms";
import { adminWords, words } from "~/i18n/words/admin";
import { localizePath } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { getLocale } from "~/lib/locale.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** A version number as the list's hidden field sends it. */
const versionNumber = () =>
  z
    .string({ error: "INVALID" })
    .regex(/^\d{1,9}$/, "INVALID")
    .transform(Number);

const restoreForm = adminForm(z.object({ intent: choice(["restore"]), version: versionNumber() }));

/** A post's saved versions; one compared with the post as it is, or put back into the editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const post = await getPostById(database, params.id);
  if (!post) throw data(null, { status: 404 });
  const versions = await listPostVersions(database, post.id);
  const asked = new URL(request.url).searchParams.get("compare");
  const compare = asked && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
  const before = compare === null ? null : await readPostVersion(database, post.id, compare);
  const locale = getLocale(request);
  const t = words(locale, adminWords).posts;
  const current: PostSnapshot = { ...post };
  const comparison = before && {
    version: compare!,
    differences: diffPost(before, current, {
      image: (alt) => fillTemplate(t.history.image, { alt }),
      none: t.history.emptyValue,
      state: (status, at) =>
        status === "published" && at
          ? fillTemplate(t.history.onlineFrom, { date: formatDate(at, locale) })
          : t.draft,
    }),
  };
  return { post: { id: post.id, title: post.title }, versions, comparison };
}

/**
 * "Put back into the editor": noted in the change log, then the editor opens with that version
 * in its form. Nothing is saved or published until the staff member saves it there.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: restoreForm }, async (user, form) => {
    const { database } = await getRuntime();
    const { version } = form.data;
    const post = await getPostById(database, params.id);
    if (!post) throw data(null, { status: 404 });
    if (!(await readPostVersion(database, post.id, version))) {
      // A version that is not (or no longer) in the list: an out-of-date or forged form.
      const refusal: FormRefusal = { refused: "stale", problems: {}, sent: {} };
      return data(refusal, { status: 400 });
    }
    await audit(user, "post.restore", { type: "post", id: post.id }, { version });
    return redirect(
      localizePath(
        `${href("/admin/posts/:id", { id: post.id })}?restore=${version}`,
        getLocale(request),
      ),
    );
  });
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const { post, versions, comparison } = loaderData;
  return (
    <>
      <Link to={href("/admin/posts/:id", { id: post.id })} className="text-green-800 underline">
        ← {t.posts.edit}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">
        {fillTemplate(t.posts.history.title, { title: post.title })}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.posts.history.intro}</p>
      <RefusalNotice answer={isRefusal(actionData) ? actionData : undefined} />
      {comparison && (
        <PostComparison version={comparison.version} differences={comparison.differences} />
      )}
      <PostVersionList postId={post.id} versions={versions} />
    </>
  );
}

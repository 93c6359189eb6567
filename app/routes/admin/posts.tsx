import { Form, Link } from "react-router";
import type { Route } from "./+types/posts";
import { formatDate, useAdmin } from "~/features/admin";
import { requireRole } from "~/features/auth/index.server";
import { listAllPosts } from "~/features/blog/index.server";
import { queryText } from "~/lib/clean-text";
import { getRuntime } from "~/runtime/runtime.server";

/** Every post, drafts included, for editors and administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const q = queryText(url, "q", 100) || undefined;
  const filter = status === "draft" || status === "published" ? status : undefined;
  return {
    posts: await listAllPosts(database, { status: filter, q }),
    status: filter ?? "",
    q: q ?? "",
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { posts, status, q } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.posts.title}</h1>
        <Link
          to="/admin/posts/new"
          className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
        >
          {t.posts.new}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <label>
          {t.posts.search}
          <input
            name="q"
            defaultValue={q}
            className="mt-1 block rounded-lg border border-slate-400 px-2 py-2"
          />
        </label>
        <label>
          {t.leads.status}
          <select
            name="status"
            defaultValue={status}
            className="mt-1 block rounded-lg border border-slate-400 px-2 py-2"
          >
            <option value="">{t.posts.all}</option>
            <option value="draft">{t.posts.draft}</option>
            <option value="published">{t.posts.published}</option>
          </select>
        </label>
        <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
          {t.leads.filter}
        </button>
      </Form>
      {posts.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.posts.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              data-post={post.slug}
            >
              <Link
                to={`/admin/posts/${post.id}`}
                className="font-semibold text-green-900 underline"
              >
                {post.title}
              </Link>
              <span className="text-sm text-slate-600">
                <span data-post-language={post.locale} className="font-semibold text-slate-800">
                  {t.posts.language[post.locale]}
                </span>{" "}
                · {post.status === "published" ? t.posts.published : t.posts.draft} ·{" "}
                {t.posts.updated} {formatDate(post.updatedAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

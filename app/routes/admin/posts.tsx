import { Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/posts";
import { formatDate, Pager, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { POST_STATES, postState, type PostState } from "~/features/blog";
import { countAllPosts, listAllPosts } from "~/features/blog/index.server";
import { fillTemplate } from "~/i18n/template";
import { queryText } from "~/lib/clean-text";
import { PAGE_SIZE, pageFromUrl, pageWithin } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/**
 * Every post, drafts included, for editors and administrators: a page at a time, with how many
 * there are in all, so none is ever left out unseen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const status = url.searchParams.get("status");
  const q = queryText(url, "q", 100) || undefined;
  const filter = POST_STATES.find((s) => s === status);
  const now = new Date().toISOString();
  const query = { status: filter, q };
  const total = await countAllPosts(database, query);
  // Past the end (a list that shrank since its link was made): the last page.
  const { page, offset } = pageWithin(pageFromUrl(url), total, PAGE_SIZE);
  const posts = await listAllPosts(database, { ...query, limit: PAGE_SIZE, offset });
  return {
    // Each post's state by the server's clock: a scheduled one is named so until its time.
    posts: posts.map((post) => ({ ...post, state: postState(post, now) })),
    status: filter ?? "",
    q: q ?? "",
    page,
    total,
    search: url.search,
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { posts, status, q, page, total, search } = loaderData;
  const stateWords: Record<PostState, string> = {
    draft: t.posts.draft,
    scheduled: t.posts.scheduled,
    published: t.posts.published,
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.posts.title}</h1>
        <Link
          to={href("/admin/posts/new")}
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
            {POST_STATES.map((state) => (
              <option key={state} value={state}>
                {stateWords[state]}
              </option>
            ))}
          </select>
        </label>
        <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
          {t.leads.filter}
        </button>
      </Form>
      <p className="mt-6 font-semibold text-slate-700" data-testid="posts-count">
        {plural(locale, total, t.posts.count)}
      </p>
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
                to={href("/admin/posts/:id", { id: post.id })}
                className="font-semibold text-green-900 underline"
              >
                {post.title}
              </Link>
              <span className="text-sm text-slate-600">
                <span data-post-language={post.locale} className="font-semibold text-slate-800">
                  {t.posts.language[post.locale]}
                </span>{" "}
                ·{" "}
                <span data-post-state={post.state}>
                  {post.state === "scheduled" && post.publishedAt
                    ? fillTemplate(t.posts.scheduledFor, {
                        date: formatDate(post.publishedAt, locale),
                      })
                    : stateWords[post.state]}
                </span>{" "}
                · {t.posts.updated} {formatDate(post.updatedAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={PAGE_SIZE} search={search} />
    </>
  );
}

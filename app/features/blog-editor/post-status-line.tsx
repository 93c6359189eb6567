import { href, Link } from "react-router";
import { formatDate, useAdmin } from "~/features/admin";
import type { PostState } from "~/features/blog";
import { fillTemplate } from "~/i18n/template";

/**
 * The line under the editor's title: where the post stands (a scheduled one with the day and
 * time it comes out, in Lomé), its address, preview, history and, once out, its live page.
 */
export function PostStatusLine({
  post,
  state,
}: {
  post: { id: string; slug: string; publishedAt: string | null };
  state: PostState;
}) {
  const { t, locale } = useAdmin();
  const words =
    state === "scheduled" && post.publishedAt
      ? fillTemplate(t.posts.scheduledFor, { date: formatDate(post.publishedAt, locale) })
      : state === "published"
        ? t.posts.published
        : t.posts.draft;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="post-status">
      <span data-post-state={state} className="font-semibold text-slate-800">
        {words}
      </span>{" "}
      · /blog/{post.slug} ·{" "}
      <Link
        to={href("/admin/posts/:id/preview", { id: post.id })}
        className="text-green-800 underline"
      >
        {t.posts.preview}
      </Link>{" "}
      ·{" "}
      <Link
        to={href("/admin/posts/:id/history", { id: post.id })}
        className="text-green-800 underline"
      >
        {t.posts.history.link}
      </Link>
      {state === "published" && (
        <>
          {" "}
          ·{" "}
          <a href={`/blog/${post.slug}`} className="text-green-800 underline">
            {t.posts.view}
          </a>
        </>
      )}
    </p>
  );
}

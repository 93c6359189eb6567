import { Link } from "react-router";
import { useAdmin } from "~/features/admin";

/** The line under the editor's title: where the post stands, its address, preview and live page. */
export function PostStatusLine({
  post,
}: {
  post: { id: string; slug: string; status: "draft" | "published" };
}) {
  const { t } = useAdmin();
  const online = post.status === "published";
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="post-status">
      {online ? t.posts.published : t.posts.draft} · /blog/{post.slug} ·{" "}
      <Link to={`/admin/posts/${post.id}/preview`} className="text-green-800 underline">
        {t.posts.preview}
      </Link>
      {online && (
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

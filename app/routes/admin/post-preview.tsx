import { data, href, Link } from "react-router";
import type { Route } from "./+types/post-preview";
import { useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { getPostById, renderPost } from "~/features/blog/index.server";
import { PROSE, PostImage, postState } from "~/features/blog";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/** A draft as readers will see it, visible only to the team (drafts never reach /blog). */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const post = await getPostById(database, params.id);
  if (!post) throw data(null, { status: 404 });
  return {
    post: { ...post, ...(await renderPost(database, post)) },
    state: postState(post, new Date().toISOString()),
  };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const { post, state } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <Link to={href("/admin/posts/:id", { id: post.id })} className="text-green-800 underline">
        ← {t.posts.edit}
      </Link>
      <p className="mt-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        {t.posts.preview} · {t.posts[state]}
      </p>
      <h1 className="mt-3 text-3xl font-bold">{post.title}</h1>
      {post.excerpt && <p className="mt-2 text-lg text-slate-700">{post.excerpt}</p>}
      {post.imageUrl && (
        <div className="mt-6 overflow-hidden rounded-xl">
          <PostImage
            src={post.imageUrl}
            alt={post.imageAlt ?? ""}
            media={post.coverImage}
            sizes="(min-width: 50rem) 48rem, 100vw"
            priority
            className="h-auto w-full"
          />
        </div>
      )}
      <div className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

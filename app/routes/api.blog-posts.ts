import type { Route } from "./+types/api.blog-posts";
import { blogListFailure, loadBlogList } from "~/features/blog/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getLocale } from "~/lib/locale.server";
import { sharedJson } from "~/lib/shared-json.server";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The blog's list as JSON, `{ q, tag, tags, posts, page, total, pageSize }`, for the page's
 * island to follow typing (docs/product/screens.md#blog): what the page shows for
 * `?q=&tag=&page=` in the language of `?lng=`, cached as briefly as the page. A page that does
 * not exist answers 404, as the page; a database that fails or is too slow, 503.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  const privately = { "Cache-Control": CachePolicy.noStore };
  try {
    const answer = await loadBlogList(database, url, getLocale(request));
    if ("missing" in answer)
      return Response.json(
        { error: "No such page", lastPage: answer.missing.lastPage },
        { status: 404, headers: privately },
      );
    return sharedJson(request, answer.list);
  } catch (error) {
    return Response.json({ error: blogListFailure(error) }, { status: 503, headers: privately });
  }
}

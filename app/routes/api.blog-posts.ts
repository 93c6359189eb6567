import type { Route } from "./+types/api.blog-posts";
import { blogListFailure, loadBlogList } from "~/features/blog/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { getLocale } from "~/lib/locale.server";
import { sharedJson } from "~/lib/shared-json.server";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The blog's list as JSON, `{ q, tag, tags, posts }`, for the page's island to follow typing
 * (docs/product/screens.md#blog): what the page shows for `?q=&tag=` in the language of `?lng=`,
 * cached as briefly as the page. A database that fails or is too slow answers 503, as the page.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  try {
    return sharedJson(request, await loadBlogList(database, url, getLocale(request)));
  } catch (error) {
    return Response.json(
      { error: blogListFailure(error) },
      { status: 503, headers: { "Cache-Control": CachePolicy.noStore } },
    );
  }
}

import { data } from "react-router";
import type { Route } from "./+types/blog";
import { CtaBand, PageHero } from "~/components/blocks";
import {
  rssLink,
  ActiveFilters,
  BlogFilters,
  BlogEmptyState,
  BlogErrorScreen,
  BlogLoadingNotice,
  useListLoading,
  PostCard,
} from "~/features/blog";
import { blogListFailure, loadBlogList } from "~/features/blog/index.server";
import { getLocale } from "~/lib/locale.server";
import { useRootData } from "~/lib/root-data";
import { plural } from "~/lib/plural";
import { pageMeta } from "~/lib/seo";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The filters live in the URL (?q=&tag=), so a filtered list can be shared and works without JS.
 * /api/blog/posts answers the same list as JSON (one function for both).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { database } = await getRuntime();
  try {
    return await loadBlogList(database, url, getLocale(request));
  } catch (error) {
    // The route's ErrorBoundary shows the spec's 'Erreur de chargement' screen.
    throw data(blogListFailure(error), { status: 503 });
  }
}

export const meta: Route.MetaFunction = pageMeta((root) => {
  const { title, description } = root.ui.pages.blog;
  return { title, description, extra: [rssLink(root)] };
});

export default function Blog({ loaderData: { q, tag, tags, posts } }: Route.ComponentProps) {
  const { ui, locale } = useRootData();
  const t = ui.pages.blog;
  const loading = useListLoading();
  const filtered = Boolean(q || tag);
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.intro} overlap />
      <section className="relative -mt-20 px-4">
        <div className="mx-auto max-w-5xl rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
          <BlogFilters q={q} tag={tag} tags={tags} />
          {filtered && (
            <div className="mt-4 border-t border-slate-100 pt-4">
              <ActiveFilters q={q} tag={tag} />
            </div>
          )}
        </div>
      </section>
      <section aria-labelledby="blog-count" className="px-4 py-12">
        <div className="mx-auto max-w-7xl">
          <p
            id="blog-count"
            role="status"
            className="mb-6 font-semibold text-slate-700"
            data-testid="blog-count"
          >
            {/* French says "0 article trouvé", English "0 articles found" */}
            {plural(locale, posts.length, t.count)}
          </p>
          {posts.length === 0 ? (
            <BlogEmptyState filtered={filtered} />
          ) : (
            <div
              aria-busy={loading}
              className={`grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}
            >
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </div>
      </section>
      <CtaBand
        cta={{
          title: t.ctaTitle,
          text: t.ctaText,
          primary: { label: t.ctaContact, href: "/contact" },
          secondary: { label: t.ctaServices, href: "/services" },
        }}
      />
      <BlogLoadingNotice />
    </>
  );
}

export function ErrorBoundary() {
  const t = useRootData().ui.pages.blog;
  return <BlogErrorScreen title={t.errorTitle} text={t.errorText} retry={t.retry} />;
}

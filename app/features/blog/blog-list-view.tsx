import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { plural } from "~/lib/plural";
import { ActiveFilters, BlogFilters } from "./blog-filters";
import { blogListHref, type BlogListData } from "./blog-list";
import { BlogPager } from "./blog-pager";
import { BlogEmptyState, BlogErrorScreen, BlogLoadingNotice } from "./blog-states";
import { FollowListContext } from "./list-link";
import { PostCard } from "./post-card";
import { useBlogList } from "./use-blog-list";

/**
 * The blog's filters, their chips, the count, the cards of one page and the links to the others:
 * rendered whole by the server, then, once the reader reaches for it, updated in place (from the
 * first page) as they type or pick a tag.
 */
export function BlogListView(initial: BlogListData) {
  const { ui, locale } = useRootData();
  const to = useLocalizedPath();
  const t = ui.pages.blog;
  const list = useBlogList(initial);
  const { shown, wanted, loading } = list;
  return (
    <FollowListContext.Provider value={list.follow}>
      <section className="relative -mt-20 px-4">
        <div className="mx-auto max-w-5xl rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6">
          <BlogFilters
            text={list.text}
            tag={wanted.tag}
            tags={shown.tags}
            onType={list.type}
            onTag={list.chooseTag}
            onSubmit={list.submit}
            onClear={list.clear}
            inputRef={list.inputRef}
            selectRef={list.selectRef}
          />
          {(wanted.q || wanted.tag) && (
            <div className="mt-4 border-t border-slate-100 pt-4">
              <ActiveFilters q={wanted.q} tag={wanted.tag} />
            </div>
          )}
        </div>
      </section>
      {list.failed ? (
        // The page's own 503 screen, under the page's heading; its retry loads these filters.
        <BlogErrorScreen
          title={t.errorTitle}
          text={t.errorText}
          retry={t.retry}
          href={to(blogListHref(wanted.q, wanted.tag))}
          level={2}
        />
      ) : (
        <section aria-labelledby="blog-count" className="px-4 py-12">
          <div className="mx-auto max-w-7xl">
            <p
              id="blog-count"
              role="status"
              className="mb-6 font-semibold text-slate-700"
              data-testid="blog-count"
            >
              {/* French says "0 article trouvé", English "0 articles found" */}
              {plural(locale, shown.total, t.count)}
            </p>
            <div
              aria-busy={loading}
              data-testid="blog-results"
              className={`transition-opacity ${loading ? "opacity-60" : ""}`}
            >
              {shown.posts.length === 0 ? (
                <BlogEmptyState filtered={Boolean(shown.q || shown.tag)} />
              ) : (
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {shown.posts.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </div>
              )}
              <BlogPager
                q={shown.q}
                tag={shown.tag}
                page={shown.page}
                total={shown.total}
                pageSize={shown.pageSize}
              />
            </div>
          </div>
        </section>
      )}
      <BlogLoadingNotice active={loading} />
    </FollowListContext.Provider>
  );
}

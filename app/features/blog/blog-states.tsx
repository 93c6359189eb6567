import { LoaderCircle, SearchX } from "~/components/icons";
import { fillTemplate } from "~/i18n/template";
import { formatNumber } from "~/lib/plural";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { blogListHref, type MissingBlogPage } from "./blog-list";
import { ListLink } from "./list-link";

/**
 * While the list updates, a small notice says so; its region exists from the start so screen
 * readers announce the change (docs/product/screens.md#blog-loading-and-errors).
 */
export function BlogLoadingNotice({ active }: { active: boolean }) {
  const { ui } = useRootData();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4"
    >
      {active && (
        <p
          className="inline-flex items-center gap-2 rounded-full bg-green-900 px-5 py-3 font-semibold text-white shadow-lg"
          data-testid="blog-loading"
        >
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          {ui.pages.blog.loading}
        </p>
      )}
    </div>
  );
}

/** No post to show: either nothing matches the filters, or nothing is published yet. */
export function BlogEmptyState({ filtered }: { filtered: boolean }) {
  const t = useRootData().ui.pages.blog;
  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border-2 border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="blog-empty"
    >
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">
        {filtered ? t.emptyFilteredTitle : t.emptyNoneTitle}
      </h2>
      <p className="mt-2 text-slate-700">{filtered ? t.emptyFilteredText : t.emptyNoneText}</p>
      {filtered && (
        <ListLink className="mt-6 inline-flex min-h-11 items-center rounded-full bg-green-800 px-6 font-semibold text-white hover:bg-green-900">
          {t.seeAll}
        </ListLink>
      )}
    </div>
  );
}

/**
 * The error screen of a blog page (docs/product/screens.md#blog-loading-and-errors): what failed,
 * and a retry that loads `href` again (by default the page's own address). A plain link, so it
 * works even if the page's scripts did not load. Under the list's heading, it is a section (h2).
 */
export function BlogErrorScreen({
  title,
  text,
  retry,
  href,
  level = 1,
}: {
  title: string;
  text: string;
  retry: string;
  href?: string;
  level?: 1 | 2;
}) {
  const { pathname, search } = useRootData();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="blog-error">
      <Heading className="text-3xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <a
        href={href ?? pathname + search}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-green-800 px-6 font-semibold text-white hover:bg-green-900"
      >
        {retry}
      </a>
    </section>
  );
}

/**
 * An address of the list whose page does not exist (past the last, or not a page number): it
 * answers 404 and says so, with links to the first page and, when known, the last one, keeping
 * the search and tag.
 */
export function BlogMissingPage({ q, tag, lastPage }: MissingBlogPage) {
  const { ui, locale } = useRootData();
  const to = useLocalizedPath();
  const t = ui.pages.blog;
  const button = "inline-flex min-h-11 items-center rounded-full px-6 font-semibold";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="blog-missing-page">
      <h2 className="text-3xl font-bold text-slate-900">{t.missingPageTitle}</h2>
      <p className="mt-4 text-lg text-slate-700">{t.missingPageText}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={to(blogListHref(q, tag))}
          className={`${button} bg-green-800 text-white hover:bg-green-900`}
        >
          {t.firstPage}
        </a>
        {lastPage !== null && lastPage > 1 && (
          <a
            href={to(blogListHref(q, tag, lastPage))}
            className={`${button} border border-green-800 text-green-900 hover:bg-green-50`}
          >
            {fillTemplate(t.lastPage, { page: formatNumber(locale, lastPage) })}
          </a>
        )}
      </p>
    </section>
  );
}

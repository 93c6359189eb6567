import { fillTemplate } from "~/i18n/template";
import { formatNumber } from "~/lib/plural";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { blogListHref, pageCount, pageWindow } from "./blog-list";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold";
const link = `${item} border border-green-800 text-green-900 hover:bg-green-50`;

/**
 * The list's pages: previous, next and the numbers around, as plain links (`?page=`, keeping the
 * search and tag) that work without JavaScript, keep the browser's Back, and never wake the
 * island (`data-plain-link`).
 */
export function BlogPager({
  q,
  tag,
  page,
  total,
  pageSize,
}: {
  q: string;
  tag: string;
  page: number;
  total: number;
  pageSize: number;
}) {
  const { ui, locale } = useRootData();
  const to = useLocalizedPath();
  const t = ui.pages.blog;
  const pages = pageCount(total, pageSize);
  if (pages === 1) return null;
  const href = (n: number) => to(blogListHref(q, tag, n));
  const number = (n: number) => formatNumber(locale, n);
  return (
    <nav aria-label={t.pagerLabel} className="mt-10 text-center" data-testid="blog-pager">
      <p className="text-slate-700">
        {fillTemplate(t.pageOf, { page: number(page), pages: number(pages) })}
      </p>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" data-plain-link="" className={link}>
              {t.previousPage}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} bg-green-800 text-white`}>
                  {number(n)}
                </span>
              ) : (
                <a
                  href={href(n)}
                  aria-label={fillTemplate(t.pageLink, { page: number(n) })}
                  data-plain-link=""
                  className={link}
                >
                  {number(n)}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next" data-plain-link="" className={link}>
              {t.nextPage}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

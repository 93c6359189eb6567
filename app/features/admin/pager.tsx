import { Link } from "react-router";
import { useAdmin } from "./admin-data";
import { fillTemplate } from "~/i18n/template";
import { pageCount } from "~/lib/paging";
import { formatNumber } from "~/lib/plural";

/**
 * "Page 2 of 5" with links to the pages around, keeping the list's filters (`search`). `more`:
 * the list was counted only as far as `total` and goes on ("Page 2 of more than 100").
 */
export function Pager({
  page,
  total,
  pageSize,
  search,
  more = false,
}: {
  page: number;
  total: number;
  pageSize: number;
  search: string;
  more?: boolean;
}) {
  const { t, locale } = useAdmin();
  const pages = pageCount(total, pageSize);
  if (pages === 1 && page === 1 && !more) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const link = "rounded-full border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100";
  return (
    <nav aria-label={t.pager.label} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={to(Math.min(page - 1, pages))} rel="prev" className={link}>
          {t.pager.previous}
        </Link>
      )}
      <span className="text-slate-700">
        {fillTemplate(more ? t.pager.pageOfMore : t.pager.page, {
          page: formatNumber(locale, page),
          pages: formatNumber(locale, pages),
        })}
      </span>
      {(page < pages || more) && (
        <Link to={to(page + 1)} rel="next" className={link}>
          {t.pager.next}
        </Link>
      )}
    </nav>
  );
}

import { href, Link } from "react-router";
import { useAdmin } from "~/features/admin";
import { PAGES, type PageKey } from "~/features/pages";
import { adminWords, words } from "~/i18n/words/admin";
import { localizePath } from "~/i18n/locale";
import { formatNumber, plural } from "~/lib/plural";

/**
 * The dashboard's list of page texts the figure-token migration left for a person
 * (docs/product/pages.md#figures-and-prices-in-texts); nothing shows when there are none.
 */
export function TextsToCheck({
  texts,
  total,
}: {
  texts: { page: PageKey; path: string; text: string }[];
  /** How many there are in all; more than `texts` when the list shows only the first. */
  total: number;
}) {
  const { locale } = useAdmin();
  const t = words(locale, adminWords).pages.textsToCheck;
  if (!texts.length) return null;
  return (
    <section className="mt-10" data-texts-to-check="">
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="mt-1 text-slate-600">{t.intro}</p>
      {total > texts.length && (
        <p className="mt-1 font-semibold text-slate-700">
          {plural(locale, total, t.shown, { shown: formatNumber(locale, texts.length) })}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {texts.map((item) => (
          <li key={`${item.page}:${item.path}`} className="grid gap-1 px-4 py-3">
            <span className="font-medium">{PAGES[item.page].label[locale]}</span>
            <q className="text-sm text-slate-700">{item.text.replace(/<[^>]*>/g, " ")}</q>
            <Link
              to={localizePath(href("/admin/pages/:page", { page: item.page }), locale)}
              className="text-sm font-semibold text-green-900 underline"
            >
              {t.open}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

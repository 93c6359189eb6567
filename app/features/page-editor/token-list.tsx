import { useAdmin } from "~/features/admin";
import { tokenChoices } from "~/features/pages";
import { adminWords, words } from "~/i18n/words/admin";

/**
 * The words in braces a text may hold, offered above the form: a figure or a price typed as a
 * number would stay behind when it changes (docs/product/pages.md#figures-and-prices-in-texts).
 */
export function TokenList({
  figures,
  prices,
}: {
  figures: { key: string; name: string }[];
  prices: { id: string; label: string }[];
}) {
  const { locale } = useAdmin();
  const t = words(locale, adminWords).pages.editor;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-tokens="">
      <summary className="cursor-pointer font-semibold text-slate-900">{t.tokensTitle}</summary>
      <p className="mt-2 text-slate-600">{t.companyHint}</p>
      <p className="mt-1 text-slate-600">{t.tokensHint}</p>
      <table className="mt-3 w-full text-left">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              {t.tokenCopy}
            </th>
            <th scope="col" className="py-1">
              {t.tokenShows}
            </th>
          </tr>
        </thead>
        <tbody>
          {tokenChoices(figures, prices).map(({ token, name }) => (
            <tr key={token} className="border-t border-slate-100">
              <td className="py-1 pr-4">
                <code className="select-all">{token}</code>
              </td>
              <td className="py-1">{name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

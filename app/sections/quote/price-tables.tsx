import {
  formatUnitPrice,
  sectionTitle,
  type PriceItem,
  type PriceSection,
} from "~/content/pricing";
import type { Locale } from "~/i18n/locale";

/**
 * The price grid (docs/product/prices.md#price-grid) as the company set it in the admin: one
 * real table per section.
 */
export function PriceTables({
  grid,
  priceHeader,
  locale,
}: {
  grid: readonly PriceSection[];
  priceHeader: string;
  locale: Locale;
}) {
  return (
    <div className="space-y-8">
      {grid.map((section) => (
        <PriceTable
          key={section.id}
          id={section.id}
          caption={sectionTitle(section, locale)}
          items={section.items}
          locale={locale}
          columns={[section.itemHeader[locale], priceHeader]}
          descriptionColumn={section.descriptionHeader[locale] || undefined}
        />
      ))}
    </div>
  );
}

/**
 * One table. On a phone the description sits under the item's name, so two columns fit 390 px
 * (and 320 px) without sideways scrolling; from `sm` up, the cleaning table gives it a column.
 */
function PriceTable({
  id,
  caption,
  items,
  locale,
  columns: [itemHeader, priceHeader],
  descriptionColumn,
}: {
  id: string;
  caption: string;
  items: readonly PriceItem[];
  locale: Locale;
  columns: [string, string];
  descriptionColumn?: string;
}) {
  const captionId = `price-table-${id}`;
  return (
    <div className="render-near-screen overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table data-price-table={id} className="w-full border-collapse text-left">
        <caption
          id={captionId}
          className="bg-green-800 px-4 py-3 text-left text-lg font-extrabold tracking-wide text-white"
        >
          {caption}
        </caption>
        <thead className="bg-green-50 text-sm text-green-900">
          <tr>
            <th scope="col" className="px-4 py-2 font-bold">
              {itemHeader}
            </th>
            {descriptionColumn && (
              <th scope="col" className="hidden px-4 py-2 font-bold sm:table-cell">
                {descriptionColumn}
              </th>
            )}
            <th scope="col" className="px-4 py-2 text-right font-bold">
              {priceHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-price-item={item.id} className="border-t border-slate-200">
              <th scope="row" className="px-4 py-3 align-top font-normal">
                <span className="flex items-start gap-2">
                  {item.color && (
                    <span
                      aria-hidden="true"
                      className="mt-1.5 h-3 w-3 shrink-0 rounded-full"
                      style={{ backgroundColor: item.color }}
                    />
                  )}
                  <span>
                    <span className="block font-semibold text-slate-900">{item.label[locale]}</span>
                    <span
                      className={`block text-sm text-slate-700 ${descriptionColumn ? "sm:hidden" : ""}`}
                    >
                      {item.description[locale]}
                    </span>
                  </span>
                </span>
              </th>
              {descriptionColumn && (
                <td className="hidden px-4 py-3 align-top text-slate-700 sm:table-cell">
                  {item.description[locale]}
                </td>
              )}
              <td
                data-price
                className="px-4 py-3 text-right align-top font-bold text-green-900 tabular-nums sm:whitespace-nowrap"
              >
                <PriceText text={formatUnitPrice(item, locale)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "15 000 – 150 000 FCFA / unité" in unbreakable chunks ("15 000 – 150 000 FCFA", "/ unité"), so
 * a narrow cell wraps between them: never "m²" alone on a line, and never a line starting with
 * "– 150 000 FCFA", which reads as a negative price. Same text content.
 */
function PriceText({ text }: { text: string }) {
  const chunks = text.split(/ (?=\/ )/);
  return chunks.map((chunk, i) => (
    <span key={chunk}>
      {i > 0 && " "}
      <span className="inline-block whitespace-nowrap">{chunk}</span>
    </span>
  ));
}

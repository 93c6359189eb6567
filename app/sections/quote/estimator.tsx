import { Calculator } from "~/components/icons";
import {
  FREQUENCY_OPTIONS,
  UNIT_LABELS,
  findPriceItem,
  formatFcfa,
  localizeOptions,
  sectionTitle,
  type Frequency,
  type PriceSection,
} from "~/content/pricing";
import type { QuoteContent } from "~/content/types";
import { useRootData } from "~/lib/root-data";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { computeEstimate, type EstimateInput } from "~/features/leads";

const control =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-green-700 focus:ring-2 focus:ring-green-700/30 focus:outline-none disabled:bg-slate-100";

type Props = {
  content: QuoteContent;
  locale: Locale;
  /** The price grid as the company set it */
  grid: readonly PriceSection[];
  value: EstimateInput;
  onChange: (value: EstimateInput) => void;
  /** The form tab's address: the tab bar opens it in place (`data-open-form`) */
  formHref: string;
};

/**
 * Instant estimate (beyond the spec): an item of the grid × a quantity × a frequency gives an
 * indicative range, computed by `estimatePrice` like the server does. It is also a GET form, so
 * "Calculate" gets the same answer from the server when JavaScript is off.
 */
export function Estimator({ content, locale, grid, value, onChange, formHref }: Props) {
  const { estimator } = content;
  const item = findPriceItem(grid, value.item);
  const unit = UNIT_LABELS[item?.unit ?? "m2"].short[locale];
  const estimate = computeEstimate(value, grid);
  const frequencyOff = item ? !item.frequencyApplies : false;
  const set = (patch: Partial<EstimateInput>) => onChange({ ...value, ...patch });
  const fcfa = (n: number) => formatFcfa(n, locale);
  // The GET form keeps the page's other parameters (language, concept) when JavaScript is off.
  const kept = [...new URLSearchParams(useRootData().search)].filter(
    ([key]) => !["item", "qty", "freq", "tab"].includes(key),
  );

  return (
    <section
      aria-labelledby="estimator-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="estimator-title"
        className="flex items-center gap-2 text-2xl font-bold text-slate-900"
      >
        <Calculator aria-hidden="true" className="h-6 w-6 text-green-800" />
        {estimator.title}
      </h2>
      <p className="mt-1 text-slate-700">{estimator.intro}</p>
      <form
        method="get"
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          // With JavaScript the result is already live; just bring the reader to it.
          event.preventDefault();
          document.getElementById("estimate-result")?.focus();
        }}
      >
        {kept.map(([key, v]) => (
          <input key={key} type="hidden" name={key} value={v} />
        ))}
        <div>
          <label htmlFor="estimate-item" className="block font-medium text-slate-800">
            {estimator.item.label}
          </label>
          <select
            id="estimate-item"
            name="item"
            value={value.item}
            onChange={(e) => set({ item: e.target.value })}
            className={control}
          >
            {grid.map((section) => (
              <optgroup key={section.id} label={sectionTitle(section, locale)}>
                {section.items.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label[locale]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <label htmlFor="estimate-quantity" className="block font-medium text-slate-800">
              {fillTemplate(estimator.quantity.label, { unit })}
            </label>
            <input
              id="estimate-quantity"
              name="qty"
              type="number"
              inputMode="decimal"
              min="0"
              max="1000000"
              step="any"
              value={value.quantity}
              placeholder={estimator.quantity.placeholder}
              onChange={(e) => set({ quantity: e.target.value })}
              className={control}
            />
          </div>
          <div>
            <label htmlFor="estimate-frequency" className="block font-medium text-slate-800">
              {estimator.frequency.label}
            </label>
            <select
              id="estimate-frequency"
              name="freq"
              value={value.frequency}
              disabled={frequencyOff}
              aria-describedby={frequencyOff ? "estimate-frequency-note" : undefined}
              onChange={(e) => set({ frequency: e.target.value as Frequency })}
              className={control}
            >
              {localizeOptions(FREQUENCY_OPTIONS, locale).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {frequencyOff && (
              <p id="estimate-frequency-note" className="mt-1 text-sm text-slate-700">
                {estimator.frequencyNotApplicable}
              </p>
            )}
          </div>
        </div>
        <output
          id="estimate-result"
          tabIndex={-1}
          htmlFor="estimate-item estimate-quantity estimate-frequency"
          className="block min-h-28 rounded-xl bg-green-50 p-4 ring-1 ring-green-100 focus:outline-none"
        >
          {estimate ? (
            <>
              <span
                data-testid="estimate-range"
                className="block text-2xl font-extrabold text-green-900"
              >
                {estimate.price.min === estimate.price.max
                  ? fcfa(estimate.price.min)
                  : fillTemplate(estimator.result, {
                      min: fcfa(estimate.price.min),
                      max: fcfa(estimate.price.max),
                    })}
              </span>
              <span
                data-testid="estimate-discounted"
                className="mt-1 block font-semibold text-slate-800"
              >
                {estimate.price.minAfterDiscount === estimate.price.maxAfterDiscount
                  ? fillTemplate(estimator.discountedSingle, {
                      amount: fcfa(estimate.price.minAfterDiscount),
                    })
                  : fillTemplate(estimator.discounted, {
                      min: fcfa(estimate.price.minAfterDiscount),
                      max: fcfa(estimate.price.maxAfterDiscount),
                    })}
              </span>
            </>
          ) : (
            <span className="block text-slate-700">{estimator.prompt}</span>
          )}
        </output>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-green-800 px-6 py-2 font-semibold text-green-900 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            {estimator.submit}
          </button>
          {estimate && (
            <a
              href={formHref}
              data-open-form=""
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-green-800 px-6 py-2 text-center font-semibold text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
            >
              {estimator.toForm}
            </a>
          )}
        </div>
        <p className="text-sm text-slate-700">{estimator.disclaimer}</p>
      </form>
    </section>
  );
}

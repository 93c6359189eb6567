import { FileText, Info, MessageCircle, Phone } from "~/components/icons";
import { LinkButton } from "~/components/blocks";
import type { PriceSection } from "~/content/pricing";
import type { QuoteContent } from "~/content/types";
import type { Locale } from "~/i18n/locale";
import type { EstimateInput } from "~/features/leads";
import EstimatorIsland from "./estimator.island";
import { PriceTables } from "./price-tables";

const focus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800";
const button = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors ${focus}`;

type Props = {
  content: QuoteContent;
  locale: Locale;
  grid: readonly PriceSection[];
  initialEstimate: EstimateInput;
  /** The form tab's address: the tab bar opens it in place (`data-open-form`) */
  formHref: string;
};

/**
 * The "price grid" tab: the tables and their notes, the estimate, what to know, how to go on.
 * Rendered on the server only: of all this, the estimator alone is an island.
 */
export function GridPanel({ content, locale, grid: prices, initialEstimate, formHref }: Props) {
  const { grid, important, actions } = content;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{grid.title}</h2>
        <p className="mt-2 mb-6 text-slate-700">{grid.intro}</p>
        <PriceTables grid={prices} priceHeader={grid.priceHeader} locale={locale} />
        <ul className="mt-6 space-y-2 rounded-2xl bg-green-50 p-5 ring-1 ring-green-100">
          {grid.notes.map((note) => (
            <li key={note} className="flex gap-2 text-slate-800">
              <span
                aria-hidden="true"
                className="mt-2 h-2 w-2 shrink-0 rounded-full bg-green-700"
              />
              {note}
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-6 lg:col-span-2">
        <EstimatorIsland
          content={content}
          locale={locale}
          grid={prices}
          initial={initialEstimate}
          formHref={formHref}
        />
        <section
          aria-labelledby="important-title"
          className="rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-5"
        >
          <h2
            id="important-title"
            className="flex items-center gap-2 text-lg font-bold text-amber-950"
          >
            <Info aria-hidden="true" className="h-5 w-5" />
            {important.title}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 marker:text-amber-700">
            {important.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <div className="grid gap-3">
          <a
            href={formHref}
            data-open-form=""
            data-testid="open-form"
            className={`${button} bg-green-800 text-white hover:bg-green-900`}
          >
            <FileText aria-hidden="true" className="h-5 w-5" />
            {actions.customQuote}
          </a>
          <a
            href={actions.call.href}
            className={`${button} border-2 border-green-800 text-green-900 hover:bg-green-50`}
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            {actions.call.label}
          </a>
          <a
            href={actions.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} border-2 border-green-800 text-green-900 hover:bg-green-50`}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            {actions.whatsapp.label}
          </a>
          <LinkButton link={actions.contact} variant="secondary" />
        </div>
      </div>
    </div>
  );
}

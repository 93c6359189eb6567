import { BUDGET_OPTIONS, localizeOptions, type PriceSection } from "~/content/pricing";
import type { ServiceType } from "~/content/service-types";
import type { QuoteContent } from "~/content/types";
import type { EstimateInput } from "~/features/leads";
import type { Locale } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { GridPanel } from "./grid-panel";
import QuoteFormIsland from "./quote-form.island";
import { tabFromSearch, tabSearch } from "./quote-tab";
import { QuoteTabBar } from "./quote-tab-bar";

export type QuoteTabsProps = {
  content: QuoteContent;
  locale: Locale;
  grid: readonly PriceSection[];
  concept?: ServiceType;
  /** The description's first words when the visitor came from a product card */
  productNote?: string;
  token: string;
  startedAt: number;
  /** The action's answer to a form posted without JavaScript */
  answer?: unknown;
  initialEstimate: EstimateInput;
};

/**
 * The quote page's tabs and their two panels, the price grid and the form. The panels are plain
 * server HTML; the tab bar, the estimator and the form are islands of their own, so the browser
 * hydrates a few small roots instead of the whole grid.
 */
export function QuoteTabs({ content, locale, grid, initialEstimate, ...form }: QuoteTabsProps) {
  const { pathname, search } = useRootData();
  const tab = tabFromSearch(search);
  return (
    <>
      <QuoteTabBar labels={content.tabs} />
      <div
        role="tabpanel"
        id="panel-calculator"
        aria-labelledby="tab-calculator"
        hidden={tab !== "calculator"}
        className="px-4 pt-10 pb-16"
      >
        <GridPanel
          content={content}
          locale={locale}
          grid={grid}
          initialEstimate={initialEstimate}
          formHref={`${pathname}${tabSearch(search, "form")}`}
        />
      </div>
      <div
        role="tabpanel"
        id="panel-form"
        aria-labelledby="tab-form"
        hidden={tab !== "form"}
        className="px-4 pt-10 pb-16"
      >
        <QuoteFormIsland
          form={content.form}
          locale={locale}
          grid={grid}
          initialEstimate={initialEstimate}
          budgets={localizeOptions(BUDGET_OPTIONS, locale)}
          {...form}
        />
      </div>
    </>
  );
}

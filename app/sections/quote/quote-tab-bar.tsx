import { FileText, Table2 } from "~/components/icons";
import type { QuoteContent } from "~/content/types";
import { pageScript } from "~/islands";
import { useRootData } from "~/lib/root-data";
import { tabFromSearch, tabSearch } from "./quote-tab";
import startQuoteTabs from "./quote-tabs.script";

const TABS = ["calculator", "form"] as const;
const icons = { calculator: Table2, form: FileText };

const QuoteTabsScript = pageScript("sections/quote/quote-tabs", startQuoteTabs, "load");

/**
 * The two tabs of docs/product/screens.md#quote (WAI-ARIA tabs). Each tab is a link
 * (`?tab=form`), so without JavaScript it opens the right panel from the server; a small page
 * script (no React) switches them in place (quote-tabs.script.ts). The selected tab's look
 * follows `aria-selected`, the one thing the script changes on it.
 */
export function QuoteTabBar({ labels }: { labels: QuoteContent["tabs"] }) {
  const { pathname, search } = useRootData();
  const tab = tabFromSearch(search);
  return (
    <div className="relative z-10 -mt-8 px-4">
      <div
        role="tablist"
        aria-label={labels.label}
        data-quote-tabs=""
        className="mx-auto grid max-w-xl scroll-mt-20 grid-cols-2 gap-1 rounded-2xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
      >
        {TABS.map((t) => {
          const TabIcon = icons[t];
          return (
            <a
              key={t}
              role="tab"
              id={`tab-${t}`}
              href={`${pathname}${tabSearch(search, t)}`}
              aria-selected={tab === t}
              aria-controls={`panel-${t}`}
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl px-2 py-2 text-center font-semibold transition-colors not-aria-selected:text-slate-800 not-aria-selected:hover:bg-green-50 not-aria-selected:hover:text-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 aria-selected:bg-green-800 aria-selected:text-white aria-selected:shadow sm:text-lg"
            >
              <TabIcon aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
              {labels[t]}
            </a>
          );
        })}
      </div>
      <QuoteTabsScript />
    </div>
  );
}

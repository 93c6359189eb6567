import { FileText, Table2 } from "~/components/icons";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { PriceSection, ServiceType } from "~/content/pricing";
import type { QuoteContent } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";
import type { Locale } from "~/i18n/locale";
import type { EstimateInput } from "~/features/leads";
import type { QuoteTab } from "./quote-tab";
import { GridPanel } from "./grid-panel";
import { QuoteForm } from "./quote-form";
import { useQuoteTab } from "./use-quote-tab";

const TABS = ["calculator", "form"] as const;
const icons = { calculator: Table2, form: FileText };
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

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
 * The two tabs of docs/product/screens.md#quote (WAI-ARIA, automatic activation). Each tab is
 * also a link (`?tab=form`), so without JavaScript it still opens the right panel from the server.
 * Both panels stay mounted: what the visitor typed survives a switch.
 */
export function QuoteTabs({
  content,
  locale,
  grid,
  concept,
  productNote,
  token,
  startedAt,
  answer,
  initialEstimate,
}: QuoteTabsProps) {
  const { tab, select, hrefFor } = useQuoteTab();
  const [estimate, setEstimate] = useState(initialEstimate);
  const hydrated = useHydrated();
  const tabRefs = useRef<Partial<Record<QuoteTab, HTMLAnchorElement | null>>>({});
  const tablist = useRef<HTMLDivElement>(null);

  const activate = (next: QuoteTab, { focus = false, scroll = false } = {}) => {
    select(next);
    if (scroll) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      tablist.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
    if (focus) tabRefs.current[next]?.focus({ preventScroll: scroll });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = TABS.indexOf(tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    activate(TABS[(target + TABS.length) % TABS.length]!, { focus: true });
  };

  /** For the call-to-action buttons of the grid: open the form and take the visitor there. */
  const openForm = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    activate("form", { focus: true, scroll: true });
  };

  return (
    <>
      <div className="relative z-10 -mt-8 px-4">
        <div
          ref={tablist}
          role="tablist"
          aria-label={content.tabs.label}
          className="mx-auto grid max-w-xl scroll-mt-20 grid-cols-2 gap-1 rounded-2xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          {TABS.map((t) => {
            const selected = tab === t;
            const TabIcon = icons[t];
            return (
              <a
                key={t}
                ref={(el) => {
                  tabRefs.current[t] = el;
                }}
                role="tab"
                id={`tab-${t}`}
                href={hrefFor(t)}
                aria-selected={selected}
                aria-controls={`panel-${t}`}
                tabIndex={hydrated && !selected ? -1 : 0}
                onKeyDown={onKeyDown}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  activate(t);
                }}
                className={`flex min-h-12 items-center justify-center gap-2 rounded-xl px-2 py-2 text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 sm:text-lg ${
                  selected
                    ? "bg-green-800 text-white shadow"
                    : "text-slate-800 hover:bg-green-50 hover:text-green-900"
                }`}
              >
                <TabIcon aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
                {content.tabs[t]}
              </a>
            );
          })}
        </div>
      </div>
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
          estimate={estimate}
          onEstimateChange={setEstimate}
          formHref={hrefFor("form")}
          onOpenForm={openForm}
        />
      </div>
      <div
        role="tabpanel"
        id="panel-form"
        aria-labelledby="tab-form"
        hidden={tab !== "form"}
        className="px-4 pt-10 pb-16"
      >
        <QuoteForm
          form={content.form}
          locale={locale}
          grid={grid}
          concept={concept}
          productNote={productNote}
          token={token}
          startedAt={startedAt}
          answer={answer}
          estimate={estimate}
        />
      </div>
    </>
  );
}

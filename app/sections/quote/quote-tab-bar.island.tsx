import { FileText, Table2 } from "~/components/icons";
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import type { QuoteContent } from "~/content/types";
import { island } from "~/islands";
import { useHydrated } from "~/lib/use-hydrated";
import type { QuoteTab } from "./quote-tab";
import { useQuoteTab } from "./use-quote-tab";

const TABS = ["calculator", "form"] as const;
const icons = { calculator: Table2, form: FileText };
const plainClick = (e: MouseEvent | React.MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The two tabs of docs/product/screens.md#quote (WAI-ARIA, automatic activation). Each tab is
 * also a link (`?tab=form`), so without JavaScript it opens the right panel from the server. The
 * panels are server-rendered around other islands (estimator, form): a switch shows and hides
 * them by their ids, and both stay in the page, so what the visitor typed survives it. Links
 * marked `data-open-form` (the grid's calls to action) open the form here too.
 */
function QuoteTabBar({ labels }: { labels: QuoteContent["tabs"] }) {
  const { tab, select, hrefFor } = useQuoteTab();
  const hydrated = useHydrated();
  const tabRefs = useRef<Partial<Record<QuoteTab, HTMLAnchorElement | null>>>({});
  const tablist = useRef<HTMLDivElement>(null);

  const activate = useCallback(
    (next: QuoteTab, { focus = false, scroll = false } = {}) => {
      select(next);
      for (const t of TABS) {
        const panel = document.getElementById(`panel-${t}`);
        if (panel) panel.hidden = t !== next;
      }
      if (scroll) {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        tablist.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      }
      if (focus) tabRefs.current[next]?.focus({ preventScroll: scroll });
    },
    [select],
  );

  // The calls to action in the grid live outside this island: one listener on the document.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-open-form]");
      if (!link || !plainClick(event)) return;
      event.preventDefault();
      activate("form", { focus: true, scroll: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [activate]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = TABS.indexOf(tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    activate(TABS[(target + TABS.length) % TABS.length]!, { focus: true });
  };

  return (
    <div className="relative z-10 -mt-8 px-4">
      <div
        ref={tablist}
        role="tablist"
        aria-label={labels.label}
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
              {labels[t]}
            </a>
          );
        })}
      </div>
    </div>
  );
}

// Small, and what a tap on a tab needs: awake once the page has settled.
export default island("sections/quote/quote-tab-bar", QuoteTabBar, "idle");

import { useEffect, useRef } from "react";
import type { ServicesContent } from "~/content/types";
import { AnchorLink } from "./anchor-link";
import { useScrollSpy } from "./use-scroll-spy";

/**
 * "In view": a section whose top is within 100 px of the window's top
 * (docs/product/screens.md#services).
 * NOTE: the sections a pill or a link jumps to therefore land 96 px down: `scroll-mt-4` (16 px)
 * plus the page's `scroll-padding-top: 5rem` (app.css). Their own top padding keeps their title
 * clear of the header (64 px) and this bar.
 */
export const SCROLL_SPY_OFFSET = 100;

/**
 * The sticky pill bar under the site header (64 px): one pill per concept plus Formations; the
 * pill of the section in view is highlighted (aria-current). On phones the bar scrolls sideways
 * and brings the highlighted pill into view.
 */
export function SectionNav({ nav }: { nav: ServicesContent["nav"] }) {
  const active = useScrollSpy(
    nav.items.map((item) => item.id),
    SCROLL_SPY_OFFSET,
  );
  const bar = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = bar.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    const pill = active ? list.querySelector<HTMLElement>(`[data-pill="${active}"]`) : null;
    // Centred on the highlighted pill; back to the start above the first section.
    const left = pill ? pill.offsetLeft - (list.clientWidth - pill.offsetWidth) / 2 : 0;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left, behavior: reduce ? "auto" : "smooth" });
  }, [active]);

  return (
    <nav
      aria-label={nav.label}
      className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
    >
      <ul
        ref={bar}
        className="relative mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] lg:justify-center [&::-webkit-scrollbar]:hidden"
      >
        {nav.items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id} className="shrink-0">
              <AnchorLink
                targetId={item.id}
                data-pill={item.id}
                aria-current={current ? "location" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 ${
                  current
                    ? "border-green-800 bg-green-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-green-700 hover:text-green-900"
                }`}
              >
                {item.label}
              </AnchorLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

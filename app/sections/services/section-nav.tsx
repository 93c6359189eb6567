import type { ServicesContent } from "~/content/types";
import { pageScript } from "~/islands";
import followSections from "./section-nav.script";

/**
 * "In view": a section whose top is within 100 px of the window's top
 * (docs/product/screens.md#services).
 * NOTE: the sections a pill or a link jumps to therefore land 96 px down: `scroll-mt-4` (16 px)
 * plus the page's `scroll-padding-top: 5rem` (app.css). Their own top padding keeps their title
 * clear of the header (64 px) and this bar.
 */
export const SCROLL_SPY_OFFSET = 100;

const FollowSections = pageScript("sections/services/section-nav", followSections, "idle");

/**
 * The sticky pill bar under the site header (64 px): one pill per concept plus Formations; the
 * pill of the section in view is highlighted (aria-current). On phones the bar scrolls sideways
 * and brings the highlighted pill into view. Server HTML; a page script follows the scrolling
 * (section-nav.script.ts).
 */
export function SectionNav({
  nav,
  concepts,
}: {
  nav: ServicesContent["nav"];
  concepts: ServicesContent["concepts"]["items"];
}) {
  // The concepts, in their order, then the trainings.
  const items = [
    ...concepts.map((c) => ({ id: c.id, label: c.title })),
    { id: "formations", label: nav.formations },
  ];
  return (
    <nav
      aria-label={nav.label}
      className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
    >
      <ul
        data-section-nav=""
        className="relative mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none] lg:justify-center [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              data-pill={item.id}
              className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors not-aria-[current=location]:border-slate-300 not-aria-[current=location]:bg-white not-aria-[current=location]:text-slate-800 not-aria-[current=location]:hover:border-green-700 not-aria-[current=location]:hover:text-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 aria-[current=location]:border-green-800 aria-[current=location]:bg-green-800 aria-[current=location]:text-white"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <FollowSections offset={SCROLL_SPY_OFFSET} />
    </nav>
  );
}

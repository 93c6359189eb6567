import { isPlainClick } from "~/lib/plain-click";
import { glideToSection } from "./glide";

/**
 * The services page's pill bar, run as a page script (no React, so the page loads none): the
 * pill of the section in view is marked `aria-current` (its look follows that), on phones the bar
 * scrolls sideways to keep it in view, and a pill glides to its section and moves focus there,
 * so keyboard and screen-reader users continue from the section they chose. "In view": the last
 * section whose top is at most `offset` px below the top of the window. The layout is read at
 * most once per frame, however often the page scrolls.
 */
export default function followSections({ offset }: { offset: number }): (() => void) | undefined {
  const bar = document.querySelector<HTMLElement>("[data-section-nav]");
  if (!bar) return undefined;
  const pills = [...bar.querySelectorAll<HTMLAnchorElement>("a[data-pill]")];
  const reduce = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
  let active: string | null | undefined;
  let frame = 0;

  const update = () => {
    frame = 0;
    const line = scrollY + offset;
    let current: string | null = null;
    for (const pill of pills) {
      const section = document.getElementById(pill.dataset.pill ?? "");
      if (section && section.getBoundingClientRect().top + scrollY <= line)
        current = pill.dataset.pill!;
    }
    if (current === active) return;
    active = current;
    for (const pill of pills)
      if (pill.dataset.pill === current) pill.setAttribute("aria-current", "location");
      else pill.removeAttribute("aria-current");
    if (bar.scrollWidth <= bar.clientWidth) return;
    const pill = pills.find((p) => p.dataset.pill === current);
    // Centred on the highlighted pill; back to the start above the first section.
    const left = pill ? pill.offsetLeft - (bar.clientWidth - pill.offsetWidth) / 2 : 0;
    bar.scrollTo({ left, behavior: reduce() ? "auto" : "smooth" });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onClick = (event: MouseEvent) => {
    const pill = (event.target as Element).closest<HTMLAnchorElement>("a[data-pill]");
    const target = pill && document.getElementById(pill.dataset.pill ?? "");
    if (!target || !isPlainClick(event)) return;
    event.preventDefault();
    glideToSection(target);
  };

  update();
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule);
  bar.addEventListener("click", onClick);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("scroll", schedule);
    removeEventListener("resize", schedule);
    bar.removeEventListener("click", onClick);
  };
}

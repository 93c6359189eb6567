/**
 * Glides to a section of the page (or jumps, for visitors who ask for less motion), keeps its
 * address shareable, and moves focus there so keyboard and screen-reader users continue from it.
 * The target carries tabIndex={-1} for that. Replacing the history entry keeps the router's own
 * state (key, index) untouched where there is a router.
 */
export function glideToSection(target: HTMLElement): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  window.history.replaceState(window.history.state, "", `#${target.id}`);
  target.focus({ preventScroll: true });
}

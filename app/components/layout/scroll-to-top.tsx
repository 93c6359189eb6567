import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Longer than any smooth scroll to the top; afterwards scrolling is instant again. */
const SMOOTH_FOR_MS = 1500;

/**
 * Every navigation to a new page scrolls smoothly to the top (docs/product/screens.md#shared-frame; instantly under
 * `prefers-reduced-motion`). React Router's <ScrollRestoration> does the scrolling, instantly:
 * this asks the document to animate it, just for that navigation. Its layout effect runs before
 * the restoration's (children first), so the jump is already smooth. "Back" (POP) and `#anchor`
 * links are left alone: there the reader expects to land at once where they were.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash || navigationType === "POP") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "smooth";
    // NOTE: Chromium reads the style only once it is recomputed; without this the jump stays instant.
    void getComputedStyle(root).scrollBehavior;
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("scrollend", done);
      root.style.removeProperty("scroll-behavior");
    };
    const timer = setTimeout(done, SMOOTH_FOR_MS);
    window.addEventListener("scrollend", done);
  }, [pathname, hash, navigationType]);
  return null;
}

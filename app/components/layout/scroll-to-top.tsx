import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A new path scrolls smoothly to the top (docs/product/screens.md#shared-frame). Hash links
 * (#concepts) are left to the browser, and so is "back", where <ScrollRestoration> puts the
 * reader back.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname, hash]);
  return null;
}

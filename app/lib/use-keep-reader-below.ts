import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * For a block whose height changes once `enhanced` turns true (shown whole in the server's HTML,
 * folded by JavaScript): when the page was opened at an `#anchor` and the reader is already
 * looking at what follows the block (a shared link lower on the page), the page scrolls by the
 * height the block lost, so the text under their eyes stays where it was. The browser's own scroll
 * anchoring does not do it reliably: it may anchor on a node inside the block that gets hidden.
 * Only with an anchor: measuring forces a layout in the middle of hydration, a cost an ordinary
 * visit, which starts at the top of the page, should not pay.
 */
export function useKeepReaderBelow(block: RefObject<HTMLElement | null>, enhanced: boolean) {
  const topBefore = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const next = followingElement(block.current);
    if (!next) return;
    if (!enhanced) {
      if (window.location.hash) topBefore.current = next.getBoundingClientRect().top;
      return;
    }
    const before = topBefore.current;
    topBefore.current = undefined;
    // What follows the block starts in the lower half of the screen or below: the reader is
    // looking at the block or above it, where nothing moved.
    if (before === undefined || before > window.innerHeight / 2) return;
    const shift = next.getBoundingClientRect().top - before;
    if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" });
  }, [block, enhanced]);
}

/** What follows `element` on the page, also when it is the whole of an island (app/islands/). */
function followingElement(element: Element | null): Element | null {
  if (!element) return null;
  if (element.nextElementSibling) return element.nextElementSibling;
  const parent = element.parentElement;
  return parent?.localName === "ac-island" ? followingElement(parent) : null;
}

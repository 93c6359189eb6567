import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * For a block whose height changes once `enhanced` turns true (shown whole in the server's HTML,
 * folded by JavaScript): when the reader is already looking at what follows the block (a shared
 * `#anchor` link lower on the page, or a scroll during a slow start), the page scrolls by the
 * height the block lost, so the text under their eyes stays where it was. The browser's own scroll
 * anchoring does not do it reliably: it may anchor on a node inside the block that gets hidden.
 */
export function useKeepReaderBelow(block: RefObject<HTMLElement | null>, enhanced: boolean) {
  const topBefore = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const next = block.current?.nextElementSibling;
    if (!next) return;
    if (!enhanced) {
      topBefore.current = next.getBoundingClientRect().top;
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

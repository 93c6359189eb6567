import { useEffect, useState } from "react";

/**
 * The section in view (docs/product/screens.md#services): the last of `ids` whose top is at most
 * `offset` px below the top of the window (top ≤ scrollY + offset), or null above the first one.
 * Reads the layout at most once per frame (requestAnimationFrame), however often scroll fires.
 */
export function useScrollSpy(ids: readonly string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const sections = key.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.scrollY + offset;
      let current: string | null = null;
      for (const id of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top + window.scrollY <= line) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key, offset]);
  return active;
}

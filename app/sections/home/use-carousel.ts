import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { isFocusVisible, REDUCED_MOTION } from "./carousel-attention";

/**
 * State of an auto-advancing carousel drawn by React (the testimonials). The home hero turns the
 * same way without React: hero-carousel.script.ts.
 *
 * - advances every `intervalMs`, wrapping around;
 * - stops while the pointer is over it or keyboard focus is inside it (WCAG 2.2.2), and resumes
 *   where it stopped: the time left on the current slide is kept, so the progress bar and the
 *   timer stay in step;
 * - a visitor who prefers reduced motion gets no auto-advance until they press "play";
 * - nothing moves before hydration: the server renders the first slide, still.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  // null until the visitor presses pause/play: then their choice wins over the default.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);

  const autoplay = count > 1 && (choice ? choice === "play" : !reducedMotion);
  const running = hydrated && autoplay && !hovered && !keyboardFocus;

  // Time left on the current slide: kept across pauses, a full interval for a new slide.
  const clock = useRef({ slide: index, remaining: intervalMs });
  useEffect(() => {
    if (!running) return;
    if (clock.current.slide !== index) clock.current = { slide: index, remaining: intervalMs };
    const current = clock.current;
    const started = Date.now();
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), current.remaining);
    return () => {
      clearTimeout(timer);
      current.remaining = Math.max(0, current.remaining - (Date.now() - started));
    };
  }, [running, index, count, intervalMs]);

  /** Shows slide `i` (wrapping around) for a full interval. */
  const goTo = (i: number) => {
    const slide = ((i % count) + count) % count;
    clock.current = { slide, remaining: intervalMs };
    setIndex(slide);
  };

  return {
    index,
    count,
    intervalMs,
    hydrated,
    /** Rotation is on (the visitor may still be holding it with hover or focus). */
    autoplay,
    /** The slides are moving right now. */
    running,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    toggleAutoplay: () => setChoice(autoplay ? "pause" : "play"),
    /** Spread on the carousel's root element. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Only keyboard focus holds the carousel: a mouse click on an arrow should not stop it for good.
      onFocus: (event: FocusEvent<HTMLElement>) => setKeyboardFocus(isFocusVisible(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setKeyboardFocus(false);
      },
    },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

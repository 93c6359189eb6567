/** What holds a carousel still, shared by the testimonials' hook and the hero's page script. */

/** A visitor who asked for less motion gets no slide that moves by itself. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Keyboard focus (not a click) inside a carousel holds it: true when `element` shows a focus ring. */
export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

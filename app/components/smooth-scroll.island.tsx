import { island } from "~/islands";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Marks a page whose in-page links glide to their anchor (app.css), once scripts run: a shared
 * link to an anchor must land at once, and only later clicks glide.
 */
function SmoothScroll() {
  return useHydrated() ? <span data-smooth-scroll="" hidden /> : null;
}

export default island("components/smooth-scroll", SmoothScroll, "idle");

/**
 * Marks a page whose in-page links glide to their anchor (app.css), once scripts run: a shared
 * link to an anchor must land at once, and only later clicks glide.
 */
export default function glideToAnchors() {
  const html = document.documentElement;
  html.dataset.smoothScroll = "";
  return () => delete html.dataset.smoothScroll;
}

/**
 * Marks a page whose in-page links glide to their anchor (app.css), once its islands are awake:
 * a shared link to an anchor must land at once, and so must the page's moves while islands wake
 * (tabs folding above a reader who arrived at an anchor). Only later clicks glide.
 */
export default function glideToAnchors() {
  const html = document.documentElement;
  const glide = () => {
    html.dataset.smoothScroll = "";
  };
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated === undefined) return;
    observer.disconnect();
    glide();
  });
  if (html.dataset.hydrated !== undefined) glide();
  else observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
  return () => {
    observer.disconnect();
    delete html.dataset.smoothScroll;
  };
}

let linked: Promise<void> | undefined;

/**
 * Links the site's whole stylesheet, once, and resolves when it has loaded (or failed: the page
 * keeps its inline rules). A document with islands inlines every rule its HTML uses, so the rest
 * is needed only by what an island renders later (an error message, an opened menu). Linking it
 * when the first island wakes, rather than with the page, spares every visit that wakes none a
 * second pass of styling over the whole document.
 */
export function linkStylesheet(): Promise<void> {
  if (linked) return linked;
  const href =
    document.querySelector<HTMLScriptElement>("script[data-stylesheet]")?.dataset.stylesheet;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
    return (linked = Promise.resolve());
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  linked = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  document.head.append(link);
  return linked;
}

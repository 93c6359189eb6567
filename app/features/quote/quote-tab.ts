/** The quote page's two tabs, and how the address says which one is open. */
export type QuoteTab = "calculator" | "form";

/** `?tab=form` opens the form, anything else the price grid (spec: grid first). */
export const tabFromSearch = (search: string): QuoteTab =>
  new URLSearchParams(search).get("tab") === "form" ? "form" : "calculator";

/**
 * The address of a tab: the current query with `tab=form`, or without `tab` for the grid. Other
 * parameters stay (language, concept, and the estimate, which the form sends along).
 */
export function tabSearch(search: string, tab: QuoteTab): string {
  const params = new URLSearchParams(search);
  params.delete("tab");
  if (tab === "form") params.set("tab", "form");
  const query = params.toString();
  return query ? `?${query}` : "";
}

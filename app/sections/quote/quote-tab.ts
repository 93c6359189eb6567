import { serviceTypeOf } from "~/content/service-types";

/** The quote page's two tabs, and how the address says which one is open. */
export type QuoteTab = "calculator" | "form";

/**
 * The tab shown: `?tab=form` or `?tab=calculator` say it; otherwise a link that names a service
 * (`?concept=`, the concepts' "free quote" buttons) opens the form it pre-fills, and a plain
 * visit the price grid (docs/product/screens.md#quote: grid first).
 */
export function tabFromSearch(search: string): QuoteTab {
  const params = new URLSearchParams(search);
  const tab = params.get("tab");
  if (tab === "form" || tab === "calculator") return tab;
  return serviceTypeOf(params.get("concept")) ? "form" : "calculator";
}

/**
 * The address of a tab: the current query with `tab=form`, or without `tab` for the grid (with
 * `tab=calculator` when a `concept` would otherwise open the form). Other parameters stay
 * (language, concept, and the estimate, which the form sends along).
 */
export function tabSearch(search: string, tab: QuoteTab): string {
  const params = new URLSearchParams(search);
  params.delete("tab");
  if (tab === "form") params.set("tab", "form");
  else if (tabFromSearch(`?${params}`) !== "calculator") params.set("tab", "calculator");
  const query = params.toString();
  return query ? `?${query}` : "";
}

import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { tabFromSearch, type QuoteTab } from "./estimate";

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

/**
 * The open tab of the quote page. It starts from the address (`?tab=form`, so a link can open the
 * form and the server renders the right tab without JavaScript), follows real navigations, and a
 * switch updates the address in place: no router navigation, so no loader call and no wait on a
 * slow network.
 */
export function useQuoteTab() {
  const location = useLocation();
  const [state, setState] = useState(() => ({
    key: location.key,
    tab: tabFromSearch(location.search),
  }));
  let tab = state.tab;
  if (state.key !== location.key) {
    // A navigation (a link to /quote?tab=form, a form submission): the address decides again.
    tab = tabFromSearch(location.search);
    setState({ key: location.key, tab });
  }
  const select = useCallback((next: QuoteTab) => {
    setState((s) => ({ ...s, tab: next }));
    const url = `${window.location.pathname}${tabSearch(window.location.search, next)}`;
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return {
    tab,
    select,
    hrefFor: (t: QuoteTab) => `${location.pathname}${tabSearch(location.search, t)}`,
  };
}

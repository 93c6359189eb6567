import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { tabFromSearch, tabSearch, type QuoteTab } from "./quote-tab";

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

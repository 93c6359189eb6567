import { useCallback, useState } from "react";
import { useRootData } from "~/lib/root-data";
import { tabFromSearch, tabSearch, type QuoteTab } from "./quote-tab";

/**
 * The open tab of the quote page. It starts from the address (`?tab=form`, so a link can open the
 * form and the server renders the right tab without JavaScript), and a switch updates the address
 * in place: no new page, so no wait on a slow network.
 */
export function useQuoteTab() {
  const { pathname, search } = useRootData();
  const [tab, setTab] = useState(() => tabFromSearch(search));
  const select = useCallback((next: QuoteTab) => {
    setTab(next);
    const url = `${window.location.pathname}${tabSearch(window.location.search, next)}`;
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return { tab, select, hrefFor: (t: QuoteTab) => `${pathname}${tabSearch(search, t)}` };
}

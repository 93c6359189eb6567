import { TAB_KEYS } from "~/lib/tab-keys";
import { tabSearch, type QuoteTab } from "./quote-tab";

import { isPlainClick } from "~/lib/plain-click";

/**
 * The quote page's tabs, switched in place (WAI-ARIA tabs, automatic activation): a switch shows
 * and hides the server's two panels by their ids and updates the address, so what the visitor
 * typed survives it and nothing waits on the network. Links marked `data-open-form` (the grid's
 * calls to action) open the form here too. A page script, not an island: it needs no React, so
 * the page does not load React before the reader starts on the form.
 */
export default function startQuoteTabs(): (() => void) | undefined {
  const tablist = document.querySelector<HTMLElement>("[data-quote-tabs]");
  if (!tablist) return undefined;
  const tabs = [...tablist.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const named = (name: QuoteTab) => tabs.find((tab) => tab.id === `tab-${name}`);

  const show = (selected: HTMLAnchorElement) => {
    for (const tab of tabs) {
      const on = tab === selected;
      tab.setAttribute("aria-selected", String(on));
      // One tab stop for the list; the arrows move between tabs.
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !on;
    }
  };
  const activate = (tab: HTMLAnchorElement, { focus = false, scroll = false } = {}) => {
    show(tab);
    const name = tab.id.replace(/^tab-/, "") as QuoteTab;
    const url = `${location.pathname}${tabSearch(location.search, name)}`;
    history.replaceState(history.state, "", url);
    if (scroll) {
      const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
      tablist.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
    if (focus) tab.focus({ preventScroll: scroll });
  };

  show(tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0]!);
  const onTabClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLAnchorElement>('[role="tab"]');
    if (!tab || !isPlainClick(event)) return;
    event.preventDefault();
    activate(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key];
    const index = tabs.indexOf(event.target as HTMLAnchorElement);
    if (!move || index < 0) return;
    event.preventDefault();
    activate(tabs[move(index, tabs.length)]!, { focus: true });
  };
  const onOpenForm = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[data-open-form]");
    const form = named("form");
    if (!link || !form || !isPlainClick(event)) return;
    event.preventDefault();
    activate(form, { focus: true, scroll: true });
  };
  tablist.addEventListener("click", onTabClick);
  tablist.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onOpenForm);
  return () => {
    tablist.removeEventListener("click", onTabClick);
    tablist.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onOpenForm);
  };
}

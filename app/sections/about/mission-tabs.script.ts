import { TAB_KEYS } from "~/lib/tab-keys";

/**
 * Folds the About page's Mission / Vision / Values blocks into WAI-ARIA tabs (automatic
 * activation; arrow keys, Home and End), Mission first. The server's page shows the three blocks
 * one after another with the bar hidden and no tab roles, so it reads whole without JavaScript.
 * A page script, not an island: it needs no React, so the page loads none.
 */
export default function startMissionTabs(): (() => void) | undefined {
  const tablist = document.querySelector<HTMLElement>("[data-mission-tabs]");
  if (!tablist) return undefined;
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const panelOf = (tab: HTMLElement) =>
    document.getElementById(tab.getAttribute("aria-controls") ?? "");

  const show = (selected: HTMLButtonElement) => {
    for (const tab of tabs) {
      const on = tab === selected;
      tab.setAttribute("aria-selected", String(on));
      // One tab stop for the list; the arrows move between tabs.
      tab.tabIndex = on ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !on;
    }
  };

  keepReaderBelow(tablist.closest("section"), () => {
    tablist.setAttribute("role", "tablist");
    tablist.setAttribute("aria-labelledby", "mvv-title");
    for (const tab of tabs) {
      tab.setAttribute("role", "tab");
      const panel = panelOf(tab);
      panel?.setAttribute("role", "tabpanel");
      panel?.setAttribute("aria-labelledby", tab.id);
      if (panel) panel.tabIndex = 0;
    }
    show(tabs[0]!);
    tablist.hidden = false;
  });

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>("button[aria-controls]");
    if (tab) show(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    show(next);
    next.focus();
  };
  tablist.addEventListener("click", onClick);
  tablist.addEventListener("keydown", onKeyDown);
  return () => {
    tablist.removeEventListener("click", onClick);
    tablist.removeEventListener("keydown", onKeyDown);
  };
}

/**
 * Runs `fold`, which makes `block` shorter. When the page was opened at an `#anchor` and the reader
 * already looks at what follows the block (a shared /a-propos#equipe link), the page then scrolls
 * by the height the block lost, so the text under their eyes stays put; the browser's own scroll
 * anchoring may anchor on a node inside the block that gets hidden. Only with an anchor: measuring
 * forces a layout that an ordinary visit, which starts at the top, should not pay for.
 */
function keepReaderBelow(block: Element | null, fold: () => void) {
  const next = block?.nextElementSibling;
  const before = next && location.hash ? next.getBoundingClientRect().top : undefined;
  fold();
  // What follows starts in the lower half of the screen or below: the reader looks at the block
  // or above it, where nothing moved.
  if (!next || before === undefined || before > innerHeight / 2) return;
  const shift = next.getBoundingClientRect().top - before;
  if (shift !== 0) scrollBy({ top: shift, behavior: "instant" });
}

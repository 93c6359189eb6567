const KEY = "language-switch-place";

/**
 * Switching a page's language loads a new document: the page it leaves notes where the reader
 * was, and the new page scrolls there at once (loader.ts), so the reader stays at the same place.
 */
export function keepPlace(): void {
  // The last element with an id whose top is above the screen's: its own place may move (parts
  // above it fold into tabs once scripts run), the reader's distance from it does not.
  let anchor: { id: string; offset: number } | undefined;
  for (const element of document.querySelectorAll("main [id]")) {
    if (!element.getClientRects().length) continue; // hidden: no place of its own
    const top = element.getBoundingClientRect().top;
    if (top > 0) break;
    anchor = { id: element.id, offset: -top };
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, ...anchor }));
  } catch {
    // Storage disabled: the new page opens at its top.
  }
}

export function restorePlace(): () => void {
  const kept = readKept();
  if (!kept?.id || kept.path !== location.pathname) return () => {};
  const { id, offset = 0 } = kept;
  let placed = -1;
  const place = () => {
    const anchor = document.getElementById(id);
    if (!anchor) return;
    window.scrollTo({
      top: anchor.getBoundingClientRect().top + window.scrollY + offset,
      behavior: "instant",
    });
    placed = window.scrollY;
  };
  place();
  // Islands that wake at once may fold parts above the reader (tabs): once they have, the place
  // is set again, unless the reader has scrolled meanwhile.
  return () => {
    if (window.scrollY === placed) place();
  };
}

function readKept(): { path?: string; id?: string; offset?: number } | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return JSON.parse(kept ?? "null") as { path?: string; id?: string; offset?: number } | null;
  } catch {
    return null; // nothing kept, or storage disabled
  }
}

/** Whether a form of the page holds text the reader typed (it would be lost by leaving). */
export function hasTypedText(): boolean {
  for (const form of document.forms)
    for (const field of form.elements)
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        !["hidden", "checkbox", "radio", "submit"].includes(field.type) &&
        field.value !== field.defaultValue
      )
        return true;
  return false;
}

import {
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  localizePath,
  parseLocale,
  type Locale,
} from "~/i18n/locale";

/** Remembers a reader's language: a cookie for the server, local storage for the next visit. */
export function rememberLocale(locale: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the cookie is enough.
  }
}

/**
 * docs/product/languages.md#detection-order, the browser's half: if neither the URL nor the
 * cookie chose a language, one kept on this device (local, then session storage) wins over what
 * the server guessed. Returns the address to go to, or null when the page stays; the language in
 * use is remembered either way.
 */
export function syncLocale(locale: Locale, where: { search: string; path: string }): string | null {
  const inUrl = new URLSearchParams(where.search).has("lng");
  const inCookie = document.cookie.split(";").some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
  if (!inUrl && !inCookie) {
    const stored =
      parseLocale(safeRead(() => localStorage.getItem(LOCALE_STORAGE_KEY))) ??
      parseLocale(safeRead(() => sessionStorage.getItem(LOCALE_STORAGE_KEY)));
    if (stored && stored !== locale) {
      rememberLocale(stored);
      return localizePath(where.path, stored);
    }
  }
  rememberLocale(locale);
  return null;
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

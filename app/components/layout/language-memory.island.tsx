import { useEffect } from "react";
import { island } from "~/islands";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, localizePath, parseLocale } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { rememberLocale } from "./remember-locale";

/**
 * The browser half of docs/product/languages.md#detection-order in a document with islands (the
 * router's pages use useLocaleSync): with no language in the URL or the cookie, one kept on this
 * device wins over the server's guess; the language in use is then kept. Renders nothing.
 */
function LanguageMemory() {
  const { locale } = useRootData();
  useEffect(() => {
    const inUrl = new URLSearchParams(location.search).has("lng");
    const inCookie = document.cookie
      .split(";")
      .some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
    if (!inUrl && !inCookie) {
      const stored =
        parseLocale(read(() => localStorage.getItem(LOCALE_STORAGE_KEY))) ??
        parseLocale(read(() => sessionStorage.getItem(LOCALE_STORAGE_KEY)));
      if (stored && stored !== locale) {
        rememberLocale(stored);
        location.replace(localizePath(location.pathname + location.search + location.hash, stored));
        return;
      }
    }
    rememberLocale(locale);
  }, [locale]);
  return null;
}

function read(get: () => string | null): string | null {
  try {
    return get();
  } catch {
    return null;
  }
}

export default island("components/layout/language-memory", LanguageMemory, "idle");

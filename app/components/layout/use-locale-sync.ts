import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { rememberLocale } from "./remember-locale";
import { useRootData } from "~/lib/root-data";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, localizePath, parseLocale } from "~/i18n/locale";

/**
 * Browser half of docs/product/languages.md#detection-order: if neither URL nor cookie chose a
 * language, a choice cached in local storage, then session storage, wins over what the server
 * guessed. The language in use is then cached in local storage.
 */
export function useLocaleSync() {
  const { locale } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const inUrl = new URLSearchParams(location.search).has("lng");
    const inCookie = document.cookie
      .split(";")
      .some((c) => c.trim().startsWith(`${LOCALE_COOKIE}=`));
    if (!inUrl && !inCookie) {
      const stored =
        parseLocale(safeRead(() => localStorage.getItem(LOCALE_STORAGE_KEY))) ??
        parseLocale(safeRead(() => sessionStorage.getItem(LOCALE_STORAGE_KEY)));
      if (stored && stored !== locale) {
        rememberLocale(stored);
        navigate(localizePath(location.pathname + location.search + location.hash, stored), {
          replace: true,
        });
        return;
      }
    }
    rememberLocale(locale);
  }, [locale, location.pathname, location.search, location.hash, navigate]);
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

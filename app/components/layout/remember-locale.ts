import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from "~/i18n/locale";

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

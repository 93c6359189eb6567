import type { Locale } from "./locale";

/**
 * One value per language, made the first time that language asks for it. Building an Intl
 * formatter costs a cheap phone several milliseconds, which a page should not pay while it
 * loads, nor at all for the language it does not show.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

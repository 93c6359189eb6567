/** The site's languages. French is the default and lives at clean URLs; English adds `?lng=en`. */
export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
export const LOCALE_COOKIE = "lng";
/**
 * The admin's own language: a staff member who previews the English site keeps a French admin,
 * and the reverse. Read and written only for the admin's addresses (`/admin`, `/admin/…`).
 */
export const ADMIN_LOCALE_COOKIE = "admin_lng";
/** Whether `pathname` is one of the admin's addresses (React Router's `/admin.data` included). */
export const isAdminPath = (pathname: string) => /^\/admin(?:[/.]|$)/.test(pathname);
export const LOCALE_STORAGE_KEY = "i18nextLng";

/**
 * Reads a language value from an untrusted source (query string, cookie, storage, header).
 * Accepts "en", "EN", "en-GB"...; anything else — including injection-like values such as
 * `<script>` or `en"onload=` — is ignored (returns undefined) rather than trusted.
 */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value || value.length > 12) return undefined;
  const match = /^([a-zA-Z]{2})(?:[-_][a-zA-Z0-9]{2,8})?$/.exec(value.trim());
  const base = match?.[1]?.toLowerCase();
  return LOCALES.find((l) => l === base);
}

/** Picks the first supported language of an Accept-Language header, honouring q weights. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag, q } of ranked) {
    const locale = q > 0 ? parseLocale(tag) : undefined;
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The URL of `path` in `locale`: French stays clean, English carries `?lng=en`.
 * Keeps other query parameters and the hash.
 */
export function localizePath(path: string, locale: Locale): string {
  if (/^(?:[a-z]+:|\/\/|#)/i.test(path)) return path;
  const url = new URL(path, "http://x");
  if (locale === DEFAULT_LOCALE) url.searchParams.delete("lng");
  else url.searchParams.set("lng", locale);
  return url.pathname + url.search + url.hash;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "fr" ? "en" : "fr";
}

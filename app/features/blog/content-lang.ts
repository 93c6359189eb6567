import type { Locale } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";

/**
 * The `lang` to put on a post's texts: nothing when the post is in the page's language, its own
 * language otherwise (an untranslated post on the other language's page), so screen readers
 * pronounce it right and translation tools know what it holds.
 */
export function useContentLang(postLocale: Locale): Locale | undefined {
  return useRootData().locale === postLocale ? undefined : postLocale;
}

import { useRootData } from "~/lib/root-data";

/**
 * Posts are written in French (the company's language): on an English page their texts carry
 * lang="fr", so screen readers pronounce them right and translation tools know what they hold.
 */
export function useContentLang(): "fr" | undefined {
  return useRootData().locale === "fr" ? undefined : "fr";
}

import { useEffect } from "react";
import { island } from "~/islands";
import { useRootData } from "~/lib/root-data";
import { syncLocale } from "./remember-locale";

/**
 * The language kept on this device, in a document with islands (the router's pages use
 * useLocaleSync): see syncLocale. Renders nothing.
 */
function LanguageMemory() {
  const { locale } = useRootData();
  useEffect(() => {
    const path = location.pathname + location.search + location.hash;
    const target = syncLocale(locale, { search: location.search, path });
    if (target) location.replace(target);
  }, [locale]);
  return null;
}

export default island("components/layout/language-memory", LanguageMemory, "idle");

import { pageScript } from "~/islands";
import keepLanguage from "./language-memory.script";

/**
 * The language kept on this device, once the page has settled, in a document with islands (the
 * router's pages use useLocaleSync, which moves without reloading).
 */
export const LanguageMemory = pageScript("components/layout/language-memory", keepLanguage, "idle");

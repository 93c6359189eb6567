import type { Locale } from "~/i18n/locale";
import { syncLocale } from "./remember-locale";

/** The language kept on this device, in a document with islands (see syncLocale). */
export default function keepLanguage({ locale }: { locale: Locale }) {
  const path = location.pathname + location.search + location.hash;
  const target = syncLocale(locale, { search: location.search, path });
  if (target) location.replace(target);
}

import Bowser from "bowser";
import { adminWords, words } from "~/i18n/words/admin";
import type { Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { relativeTimeFormat } from "~/i18n/formats";

/**
 * "Chrome sur Android", "Safari on iOS": a session's browser and system in words, from its user
 * agent (bowser, a well-kept parser), instead of the raw string.
 */
export function deviceLabel(userAgent: string | null | undefined, locale: Locale): string {
  const said = words(locale, adminWords).account;
  if (!userAgent) return said.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return fillTemplate(said.device, { browser, system });
  return browser || system || said.unknownDevice;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "il y a 5 minutes", "5 min ago"… by Intl, "à l'instant" / "just now" under a minute. */
export function lastActive(iso: string, locale: Locale, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, ms] of UNITS)
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, "second");
}

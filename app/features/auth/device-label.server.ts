import Bowser from "bowser";
import type { Locale } from "~/i18n/locale";

const WORDS: Record<Locale, { on: string; unknown: string }> = {
  fr: { on: "sur", unknown: "Appareil inconnu" },
  en: { on: "on", unknown: "Unknown device" },
};

/**
 * "Chrome sur Android", "Safari on iOS": a session's browser and system in words, from its user
 * agent (bowser, a well-kept parser), instead of the raw string.
 */
export function deviceLabel(userAgent: string | null | undefined, locale: Locale): string {
  const w = WORDS[locale];
  if (!userAgent) return w.unknown;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} ${w.on} ${system}`;
  return browser || system || w.unknown;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "il y a 5 minutes", "5 min ago"… by Intl, "à l'instant" / "just now" under a minute. */
export function lastActive(iso: string, locale: Locale, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, ms] of UNITS)
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, "second");
}

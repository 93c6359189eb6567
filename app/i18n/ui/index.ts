import { fillTemplate } from "~/i18n/template";
import type { Locale } from "../locale";
import en from "./en";
import fr, { type UiStrings } from "./fr";

export type { UiStrings };
const byLocale: Record<Locale, UiStrings> = { fr, en };

/** Every string leaf of `value` with its `{company}` placeholders filled. */
function withCompany<T>(value: T, company: string): T {
  if (typeof value === "string") return fillTemplate(value, { company }) as T;
  if (Array.isArray(value)) return value.map((leaf: unknown) => withCompany(leaf, company)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, leaf]) => [key, withCompany(leaf, company)]),
    ) as T;
  return value;
}

// The strings of the current name, per language: rebuilt only when the owner renames the company.
const filled = new Map<Locale, { company: string; strings: UiStrings }>();

/**
 * The interface strings of one language, with `{company}` filled from the company's name as set
 * in the admin (never written into the strings themselves, so a renamed company, or another
 * company running the site, shows its own name). Server side; the browser gets them through the
 * root loader. Other placeholders ("{n}") are left for the component that renders them.
 */
export function uiStrings(locale: Locale, company: string): UiStrings {
  const cached = filled.get(locale);
  if (cached?.company === company) return cached.strings;
  const strings = withCompany(byLocale[locale], company);
  filled.set(locale, { company, strings });
  return strings;
}

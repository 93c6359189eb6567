import type { Vocabulary } from "./read-form";

/**
 * Problems the admin's content forms report, by field, as codes; the page shows the sentence in
 * the staff member's language (app/i18n/fr/admin/site.ts, `site.problems`).
 */
export const FIELD_CODES = [
  "REQUIRED",
  "TOO_LONG",
  "PHONE",
  "EMAIL",
  "URL",
  "TIME",
  "TIME_ORDER",
  /** A day's second time range must open after the first one closes. */
  "TIME_SECOND",
  "NUMBER",
  "COUNTRY_CODE",
  "DAYS",
  "AMOUNT",
  "RANGE",
  "UNIT",
  "COLOR",
  "QUOTED",
  "IMAGE",
  "TOO_MANY",
  "MONTHS",
  "PASSWORD",
  /** A pasted map address that is shortened (goo.gl), or holds no position (company settings). */
  "MAP_SHORT_LINK",
  "MAP_LINK",
  /** An icon smaller than a phone's home screen needs. */
  "ICON_SIZE",
  /** A page listed twice in one menu. */
  "DUPLICATE",
  /** More links than a menu holds. */
  "MENU_SIZE",
  /** A post's address with other characters than a-z, 0-9 and single hyphens. */
  "SLUG",
  /** A post's address that another post has now, or had and still redirects. */
  "SLUG_TAKEN",
  "SLUG_FORMER",
  /** A campaign link's short address that another link has. */
  "LINK_TAKEN",
  /** A date and time that does not exist (31 June, 24:00) or is out of any sensible range. */
  "DATE_TIME",
  /** A value no field of the page offers (a hidden field, a choice): the form is out of date. */
  "INVALID",
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];
export type FieldProblems = Partial<Record<string, FieldCode>>;
/** The admin's vocabulary for `readForm`: a message no code names is a value no field offers. */
export const ADMIN_CODES: Vocabulary<FieldCode> = { codes: FIELD_CODES, other: "INVALID" };

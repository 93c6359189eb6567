import * as z from "zod";
import { DAY_NAMES, DEFAULT_WEEK, isWeekHours, weekFromDays } from "~/content/opening-hours";
import { normalizePhone } from "~/lib/phone";
import { checkbox } from "~/features/forms/index.server";
import { cleanLine } from "~/lib/clean-text";
import {
  FOLLOWING_WEEKDAYS,
  hoursProblems,
  openField,
  SAME_WEEKDAYS_FIELD,
  TIME_FIELDS,
  weekFromForm,
  withSameWeekdays,
  type HoursForm,
  type OpenField,
  type TimeField,
} from "./hours-fields";
import { parseMapLink, type MapPosition } from "./map-link";
import { SOCIAL_FIELDS, type CompanySettings } from "./settings";

/** A field as sent; absent (a forged form) counts as empty, a file or a list is INVALID. */
const sent = () => z.string({ error: "INVALID" }).default("");
const text = (max: number, required = true) =>
  sent()
    .transform((v) => cleanLine(v).trim())
    .pipe(
      required
        ? z.string().min(1, "REQUIRED").max(max, "TOO_LONG")
        : z.string().max(max, "TOO_LONG"),
    );
const phone = (required: boolean) =>
  sent().transform((v, ctx) => {
    if (!v.trim()) {
      if (required) ctx.addIssue({ code: "custom", message: "REQUIRED" });
      return "";
    }
    const normalized = normalizePhone(v);
    if (!normalized) ctx.addIssue({ code: "custom", message: "PHONE" });
    return normalized ?? "";
  });
const email = () =>
  sent()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.string().min(1, "REQUIRED").pipe(z.email("EMAIL")));
// Checked together, day by day, by `hoursProblems`; bounded here like every text.
const time = () => sent().pipe(z.string().max(20, "TIME"));
const coordinate = (limit: number) =>
  sent()
    .transform((v) => Number(v.trim().replace(",", ".")))
    .pipe(z.number("NUMBER").min(-limit, "NUMBER").max(limit, "NUMBER"));
/** A pasted Google Maps address or "lat, lon": when given, it sets the map position. */
const mapLink = () =>
  sent().transform((v, ctx): MapPosition | null => {
    const read = parseMapLink(cleanLine(v).slice(0, 2000));
    if (typeof read !== "string") return read;
    ctx.addIssue({ code: "custom", message: read });
    return null;
  });
const socialUrl = () =>
  sent()
    .transform((v) => v.trim())
    .pipe(
      z.union([z.literal(""), z.url({ protocol: /^https$/, error: "URL" }).max(300, "TOO_LONG")]),
    );

/** The identity's own fields; the hours come as one input per value (`hours-fields.ts`). */
const identityFields = {
  name: text(80),
  phone: phone(true),
  phone2: phone(false),
  whatsapp: phone(false),
  email: email(),
  leadsNotifyTo: email(),
  street: text(160),
  district: text(80),
  city: text(80),
  country: text(80),
  countryCode: sent()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "COUNTRY_CODE")),
  latitude: coordinate(90),
  longitude: coordinate(180),
  sundayFr: text(80, false),
  sundayEn: text(80, false),
  emergenciesFr: text(80, false),
  emergenciesEn: text(80, false),
  facebook: socialUrl(),
  instagram: socialUrl(),
  linkedin: socialUrl(),
  x: socialUrl(),
  tiktok: socialUrl(),
  youtube: socialUrl(),
} satisfies Record<Exclude<keyof CompanySettings, "hours">, z.ZodType>;

const hoursFields = {
  ...(Object.fromEntries(DAY_NAMES.map((day) => [openField(day), checkbox()])) as Record<
    OpenField,
    ReturnType<typeof checkbox>
  >),
  ...(Object.fromEntries(TIME_FIELDS.map((field) => [field, time()])) as Record<
    TimeField,
    ReturnType<typeof time>
  >),
  [SAME_WEEKDAYS_FIELD]: checkbox(),
};

/**
 * The identity form of /admin/settings (read by `parseAdminForm`). Every problem is reported by
 * field, in codes the page translates; `settingsFromForm` turns what it accepted into settings.
 */
export const companySettingsSchema = z
  .object({ ...identityFields, ...hoursFields, mapLink: mapLink() })
  .superRefine((form, ctx) => {
    for (const { field, code } of hoursProblems(withSameWeekdays(form))) {
      // Days following Monday repeat its problems: said once, beside Monday's fields.
      if (form.sameWeekdays && FOLLOWING_WEEKDAYS.some((day) => field.startsWith(day))) continue;
      ctx.addIssue({ code: "custom", path: [field], message: code });
    }
  });

/** The settings to store from an accepted identity form. */
export function settingsFromForm(form: z.output<typeof companySettingsSchema>): CompanySettings {
  const identity = Object.fromEntries(
    Object.keys(identityFields).map((key) => [key, form[key as keyof typeof identityFields]]),
  ) as Omit<CompanySettings, "hours">;
  const pasted = form.mapLink ? { ...form.mapLink } : {};
  return { ...identity, ...pasted, hours: weekFromForm(withSameWeekdays(form as HoursForm)) };
}

/**
 * A stored document checked again on read (a hand-edited row must not break every page), in
 * either shape: day by day (`hours`), or as saved before hours per day (`days` with one
 * `opens`–`closes` range), which is converted so nothing the owner set is lost.
 */
export function storedSettings(value: unknown): CompanySettings | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { days, opens, closes, hours, ...rest } = value as Record<string, unknown>;
  if (
    typeof rest.name !== "string" ||
    typeof rest.phone !== "string" ||
    typeof rest.email !== "string" ||
    typeof rest.latitude !== "number"
  )
    return undefined;
  const week = isWeekHours(hours)
    ? hours
    : Array.isArray(days) && typeof opens === "string" && typeof closes === "string"
      ? weekFromDays(days.map(String), opens, closes)
      : DEFAULT_WEEK;
  // A network added since the settings were saved starts empty (not shown).
  const networks = Object.fromEntries(SOCIAL_FIELDS.map((network) => [network, ""]));
  return { ...networks, ...(rest as Omit<CompanySettings, "hours">), hours: week };
}

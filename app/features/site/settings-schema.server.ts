import * as z from "zod";
import { DAY_NAMES, type DayName } from "~/content/company";
import { normalizePhone } from "~/features/leads/phone";
import { choice, list } from "~/features/admin/admin-form.server";
import { cleanLine } from "~/lib/clean-text";
import type { CompanySettings } from "./settings";

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
const time = () => sent().pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "TIME"));
const coordinate = (limit: number) =>
  sent()
    .transform((v) => Number(v.trim().replace(",", ".")))
    .pipe(z.number("NUMBER").min(-limit, "NUMBER").max(limit, "NUMBER"));
const socialUrl = () =>
  sent()
    .transform((v) => v.trim())
    .pipe(
      z.union([z.literal(""), z.url({ protocol: /^https$/, error: "URL" }).max(300, "TOO_LONG")]),
    );

/**
 * The identity form of /admin/settings (read by `readAdminForm`). Every problem is reported by
 * field, in codes the page translates.
 */
export const companySettingsSchema = z
  .object({
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
    days: list(choice(DAY_NAMES as readonly [DayName, ...DayName[]])).refine(
      (days) => days.length > 0,
      "DAYS",
    ),
    opens: time(),
    closes: time(),
    sundayFr: text(80, false),
    sundayEn: text(80, false),
    emergenciesFr: text(80, false),
    emergenciesEn: text(80, false),
    facebook: socialUrl(),
    linkedin: socialUrl(),
    x: socialUrl(),
    tiktok: socialUrl(),
    youtube: socialUrl(),
  } satisfies Record<keyof CompanySettings, z.ZodType>)
  .refine((s) => s.opens < s.closes, { path: ["closes"], message: "TIME_ORDER" });

/** A stored document checked again on read (a hand-edited row must not break every page). */
export function isSettings(value: unknown): value is CompanySettings {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    typeof v.phone === "string" &&
    typeof v.email === "string" &&
    Array.isArray(v.days) &&
    typeof v.latitude === "number"
  );
}

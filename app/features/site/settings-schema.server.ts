import * as z from "zod";
import { DAY_NAMES, type DayName } from "~/content/company";
import { normalizePhone } from "~/features/leads/phone";
import { SOCIAL_FIELDS, type CompanySettings } from "./settings";
import type { FieldCode, FieldProblems } from "./validation";

const text = (max: number, required = true) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(
      required
        ? z.string().min(1, "REQUIRED").max(max, "TOO_LONG")
        : z.string().max(max, "TOO_LONG"),
    );
const phone = (required: boolean) =>
  z.string().transform((v, ctx) => {
    if (!v.trim()) {
      if (required) ctx.addIssue({ code: "custom", message: "REQUIRED" });
      return "";
    }
    const normalized = normalizePhone(v);
    if (!normalized) ctx.addIssue({ code: "custom", message: "PHONE" });
    return normalized ?? "";
  });
const email = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.string().min(1, "REQUIRED").pipe(z.email("EMAIL")));
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "TIME");
const coordinate = (limit: number) =>
  z
    .string()
    .transform((v) => Number(v.trim().replace(",", ".")))
    .pipe(z.number("NUMBER").min(-limit, "NUMBER").max(limit, "NUMBER"));
const socialUrl = z
  .string()
  .transform((v) => v.trim())
  .pipe(
    z.union([z.literal(""), z.url({ protocol: /^https$/, error: "URL" }).max(300, "TOO_LONG")]),
  );

const schema = z
  .object({
    name: text(80),
    phone: phone(true),
    phone2: phone(false),
    whatsapp: phone(false),
    email,
    leadsNotifyTo: email,
    street: text(160),
    district: text(80),
    city: text(80),
    country: text(80),
    countryCode: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, "COUNTRY_CODE")),
    latitude: coordinate(90),
    longitude: coordinate(180),
    days: z.array(z.enum(DAY_NAMES as [DayName, ...DayName[]])).min(1, "DAYS"),
    opens: time,
    closes: time,
    sundayFr: text(80, false),
    sundayEn: text(80, false),
    emergenciesFr: text(80, false),
    emergenciesEn: text(80, false),
    ...Object.fromEntries(SOCIAL_FIELDS.map((n) => [n, socialUrl])),
  })
  .refine((s) => s.opens < s.closes, { path: ["closes"], message: "TIME_ORDER" });

/** Reads the settings form. Every problem is reported by field, in codes the page translates. */
export function parseSettingsForm(
  form: FormData,
): { ok: true; settings: CompanySettings } | { ok: false; problems: FieldProblems } {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape ?? {})) input[key] = String(form.get(key) ?? "");
  input.days = form.getAll("days").map(String);
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data as CompanySettings };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    problems[field] ??= issue.message as FieldCode;
  }
  return { ok: false, problems };
}

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

import * as z from "zod/mini";
import {
  BUDGET_VALUES,
  CONTACT_SERVICE_VALUES,
  FREQUENCY_VALUES,
  URGENCY_VALUES,
} from "~/content/pricing";
import { SERVICE_TYPE_VALUES } from "~/content/service-types";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { readForm } from "~/features/forms";
import { LEAD_CODES, LIMITS } from "./form-codes";
import type { LeadKind } from "./lead-kind";
import { normalizePhone } from "~/lib/phone";

// One schema per form, read by `readLeadForm` in the browser (to check before sending) and in the
// action (the authority). zod/mini keeps the browser's share small. Each failure carries a code
// the page turns into a sentence in the visitor's language (docs/product/forms.md#error-messages).

/**
 * Every text field goes through the input boundary first (app/lib/clean-text): control
 * characters are dropped, so what is checked, stored and mailed is the same on both databases.
 * Only messages keep their line breaks; names, e-mail, phone and choices are single lines.
 */
const text = (max: number, multiline = false) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? "REQUIRED_FIELD_MISSING" : "TYPE_TEXT"),
    })
    .check(
      z.overwrite((v) => (multiline ? cleanText(v) : cleanLine(v)).trim()),
      z.maxLength(max, "TOO_LONG"),
    );
const required = (max: number, multiline = false) =>
  text(max, multiline).check(z.minLength(1, "REQUIRED_FIELD_EMPTY"));
/** Optional text: absent or blank both become undefined. */
const optional = (max: number) =>
  z.pipe(
    z.optional(text(max)),
    z.transform((v) => (v ? v : undefined)),
  );
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** An address, or "" when none was given (the lead tables keep `email` not null). */
const email = z.pipe(
  optional(LIMITS.email),
  z.transform((v, ctx) => {
    if (v && !EMAIL.test(v)) ctx.issues.push({ code: "custom", message: "TYPE_EMAIL", input: v });
    return v ?? "";
  }),
);
const optionalPhone = z.pipe(
  optional(LIMITS.phone),
  z.transform((v, ctx) => {
    if (!v) return undefined;
    const normalized = normalizePhone(v);
    if (!normalized) ctx.issues.push({ code: "custom", message: "TYPE_PHONE", input: v });
    return normalized ?? v;
  }),
);
/** A number, or "" when none was given (contact and quote keep `phone` not null). */
const phone = z.pipe(
  optionalPhone,
  z.transform((v) => v ?? ""),
);

/**
 * Most visitors here answer on WhatsApp rather than by e-mail: one way to reach them is enough,
 * and a refusal names both fields (docs/product/forms.md#e-mail-or-phone). Checked even when
 * other fields fail, so the visitor learns it at the first try.
 */
const emailOrPhone = (["email", "phone"] as const).map((field) =>
  z.refine<{ email?: string; phone?: string }>((lead) => Boolean(lead.email || lead.phone), {
    message: "EMAIL_OR_PHONE",
    path: [field],
    when: () => true,
  }),
);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    optional(60),
    z.transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!(values as readonly string[]).includes(v))
        ctx.issues.push({ code: "custom", message: "INVALID_OPTION", input: v });
      return v as T[number];
    }),
  );
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "REQUIRED_FIELD_EMPTY" : "INVALID_OPTION",
  });

export const contactSchema = z
  .object({
    firstName: required(LIMITS.name),
    lastName: required(LIMITS.name),
    email,
    phone,
    company: optional(LIMITS.company),
    subject: optional(LIMITS.subject),
    service: choice(CONTACT_SERVICE_VALUES),
    message: required(LIMITS.message, true),
    urgency: choice(URGENCY_VALUES),
  })
  .check(...emailOrPhone);
export type ContactInput = z.output<typeof contactSchema>;

export const quoteSchema = z
  .object({
    firstName: required(LIMITS.name),
    lastName: required(LIMITS.name),
    email,
    phone,
    company: optional(LIMITS.company),
    serviceType: requiredChoice(SERVICE_TYPE_VALUES),
    area: optional(LIMITS.area),
    frequency: choice(FREQUENCY_VALUES),
    description: required(LIMITS.message, true),
    budget: choice(BUDGET_VALUES),
    urgency: choice(URGENCY_VALUES),
    // The instant estimate the visitor saw, recomputed on the server from the current grid (which
    // the company edits, so any id-shaped value passes here; an unknown item estimates nothing).
    estimateItem: z.pipe(
      optional(40),
      z.transform((v, ctx) => {
        if (v !== undefined && !/^[a-z0-9-]+$/.test(v))
          ctx.issues.push({ code: "custom", message: "INVALID_OPTION", input: v });
        return v;
      }),
    ),
    estimateQuantity: z.pipe(
      optional(12),
      z.transform((v, ctx) => {
        if (v === undefined) return undefined;
        const n = Number(v.replace(",", "."));
        if (!Number.isFinite(n) || n <= 0 || n > 1_000_000)
          ctx.issues.push({ code: "custom", message: "TYPE_NUMERIC", input: v });
        return n;
      }),
    ),
  })
  .check(...emailOrPhone);
export type QuoteInput = z.output<typeof quoteSchema>;

export const testimonialSchema = z
  .object({
    name: required(LIMITS.name),
    email,
    // Sent as "N/5 ★★★★★" (docs/product/forms.md#testimonial-form); the number before "/" counts.
    rating: z.pipe(
      z.string({
        error: (issue) => (issue.input === undefined ? "REQUIRED_FIELD_MISSING" : "TYPE_NUMERIC"),
      }),
      z.transform((v, ctx) => {
        const n = Number(/^\s*([1-5])(?:\s*\/\s*5)?/.exec(v)?.[1]);
        if (!Number.isInteger(n) || n < 1 || n > 5)
          ctx.issues.push({
            code: "custom",
            message: v.trim() ? "TYPE_NUMERIC" : "REQUIRED_FIELD_EMPTY",
            input: v,
          });
        return n;
      }),
    ),
    testimonial: required(LIMITS.testimonial, true),
    phone: optionalPhone,
  })
  .check(...emailOrPhone);
export type TestimonialInput = z.output<typeof testimonialSchema>;

/** Each lead form's schema, by form: the browser's check and the action's authority. */
export const LEAD_SCHEMAS = {
  contact: contactSchema,
  quote: quoteSchema,
  testimonial: testimonialSchema,
} as const satisfies Record<LeadKind, z.ZodMiniObject>;

/**
 * A lead form read through its schema by the site's one reader: the browser's check before
 * sending and the action's authority are this same call.
 */
export const readLeadForm = (kind: LeadKind, form: FormData | Record<string, unknown>) =>
  readForm(form, LEAD_SCHEMAS[kind], LEAD_CODES);

import type { FormProblems, Vocabulary } from "~/features/forms";

// What the browser needs of the lead forms without loading zod: error codes, field limits and
// the rating text. The schemas (schemas.ts) are built from the same values.

/** The lead forms' vocabulary for `readForm`: a message no code names is UNSPECIFIED. */
export const LEAD_CODES = {
  codes: [
    "REQUIRED_FIELD_MISSING",
    "REQUIRED_FIELD_EMPTY",
    "TYPE_EMAIL",
    "TYPE_NUMERIC",
    "TYPE_TEXT",
    "TYPE_PHONE",
    "TOO_LONG",
    "INVALID_OPTION",
    "EMAIL_OR_PHONE",
    "UNSPECIFIED",
  ],
  other: "UNSPECIFIED",
} as const satisfies Vocabulary<string>;
export type FieldErrorCode = (typeof LEAD_CODES.codes)[number];
export type FieldErrors = FormProblems<FieldErrorCode>;

/** Length limits, shared with the inputs' maxLength. */
export const LIMITS = {
  name: 80,
  email: 254,
  phone: 32,
  company: 120,
  subject: 150,
  area: 60,
  message: 5000,
  testimonial: 2000,
} as const;

/** A testimonial's rating as sent (docs/product/forms.md#testimonial-form): "4/5 ★★★★☆". */
export function ratingText(rating: number): string {
  return `${rating}/5 ${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;
}

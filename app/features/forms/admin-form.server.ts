import * as z from "zod";
import { cleanLine, cleanText, clipText } from "~/lib/clean-text";
import type { FormRefusal, RefusalReason } from "./admin-form";
import { postedForm, readForm, type FormProblems, type FormValues } from "./read-form";
import { ADMIN_CODES, type FieldCode } from "./validation";

/**
 * The admin's side of the form boundary (docs/decisions/046-one-form-boundary.md): every admin
 * action reads its form with `readForm` and one zod schema — a `z.discriminatedUnion("intent",
 * …)` when the screen has several buttons, a `z.object` when it has one. What the schema refuses
 * is answered 400 with a `FormRefusal` the page shows in the staff member's language, before the
 * action reads or writes anything.
 */

export interface AdminForm<S extends z.ZodType> {
  schema: S;
  /** Names read exactly as sent (passwords: only hashed, never stored or shown). */
  raw: readonly string[];
  /**
   * Names whose values a refused form sends back (to fill the form again, to find its row); "all":
   * every text field but the `raw` ones.
   */
  keep: readonly string[] | "all";
}

/** A screen's form: its schema and how to read it. */
export function adminForm<S extends z.ZodType>(
  schema: S,
  options: { raw?: readonly string[]; keep?: readonly string[] | "all" } = {},
): AdminForm<S> {
  return { schema, raw: options.raw ?? [], keep: options.keep ?? [] };
}

/** Reads the request's form through the one reader; never throws for what a client sent. */
export async function parseAdminForm<S extends z.ZodType>(
  request: Request,
  form: AdminForm<S>,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; refusal: FormRefusal }> {
  const body = await postedForm(request);
  if (!body) return { ok: false, refusal: { refused: "form", problems: {}, sent: {} } };
  const read = await readForm(body, form.schema, ADMIN_CODES, form.raw);
  if (read.ok) return { ok: true, data: read.data };
  const keep =
    form.keep === "all"
      ? Object.keys(read.values).filter((name) => !form.raw.includes(name))
      : form.keep;
  return { ok: false, refusal: refusalOf(read.problems, read.values, keep) };
}

/**
 * The 400 answer built from the schema's problems: field problems only when the fields are the
 * reason.
 */
function refusalOf(
  problems: FormProblems<FieldCode>,
  values: FormValues,
  keep: readonly string[],
): FormRefusal {
  const codes = Object.values(problems).flat();
  const refused: RefusalReason = problems.intent
    ? "intent"
    : codes.includes("INVALID")
      ? "stale"
      : "fields";
  const sent: FormRefusal["sent"] = {};
  // Bounded: the answer echoes what the page needs, never a whole forged body.
  const text = (v: unknown) => (typeof v === "string" ? clipText(v, 10_000) : undefined);
  for (const name of keep) {
    const value = values[name];
    if (typeof value === "string") sent[name] = text(value)!;
    else if (Array.isArray(value))
      sent[name] = value.map(text).filter((v): v is string => v !== undefined);
  }
  const first = Object.entries(problems).map(([field, list]) => [field, list![0]]);
  return { refused, problems: refused === "fields" ? Object.fromEntries(first) : {}, sent };
}

/* ------------------------------------------------------------------------------------------
 * Field builders: the rules the admin's forms share. Each one fails with a code of
 * `FIELD_CODES` (app/features/forms/validation.ts) that the page shows in words; a value no field
 * offers (a file where text was expected, a name sent twice, an unknown choice) is INVALID.
 * ---------------------------------------------------------------------------------------- */

/** Text as sent; absent (a forged form) counts as empty, as an empty input does. */
const sentText = () => z.string({ error: "INVALID" }).default("");

interface TextRules {
  /** Empty is refused with REQUIRED. */
  required?: boolean;
  /** Longer is cut to `max` (a screen that always did so) instead of refused with TOO_LONG. */
  clip?: boolean;
}

const bounded = (max: number, { required = false, clip = false }: TextRules) =>
  (clip ? z.string().transform((v) => clipText(v, max)) : z.string().max(max, "TOO_LONG")).pipe(
    required ? z.string().min(1, "REQUIRED") : z.string(),
  );

/** One line of text, trimmed, at most `max` characters. */
export const line = (max: number, rules: TextRules = {}) =>
  sentText()
    .transform((v) => cleanLine(v).trim())
    .pipe(bounded(max, rules));

/** Several lines of text (a textarea), trimmed, at most `max` characters. */
export const text = (max: number, rules: TextRules = {}) =>
  sentText()
    .transform((v) => cleanText(v).trim())
    .pipe(bounded(max, rules));

/** A secret as typed (see `raw`), at most `max` characters; absent counts as empty. */
export const secret = (max = 1000) => sentText().pipe(z.string().max(max, "TOO_LONG"));

/** The id of a row, as our hidden fields carry it (UUIDs, better-auth ids). */
export const id = () => z.string({ error: "INVALID" }).regex(/^[\w-]{1,100}$/, "INVALID");

/** A whole percentage, 0 to 100, as a slider sends it (a focal point); absent is the middle. */
export const percent = () =>
  z
    .string({ error: "INVALID" })
    .default("50")
    .pipe(z.string().regex(/^\d{1,3}$/, "NUMBER"))
    .transform(Number)
    .pipe(z.number().max(100, "NUMBER"));

/** One of the values a select, a radio group or a hidden field offers. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "INVALID" });

/** A checkbox: sent means ticked. */
export const checkbox = () =>
  z
    .string({ error: "INVALID" })
    .optional()
    .transform((v) => v !== undefined);

/** Every value of a name sent several times (checkboxes, a multiple file input), maybe none. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/**
 * A file input: the file, or undefined when none was chosen (a browser sends an empty file, or an
 * empty text when the form is not multipart). Any other text is INVALID.
 */
export const upload = () =>
  z
    .union([z.custom<File>((v) => v instanceof File), z.literal("")], { error: "INVALID" })
    .optional()
    .transform((file) => (file instanceof File && file.size > 0 ? file : undefined));

/** The id of a picture the page uploaded already (a UUID), or undefined when none was. */
export const mediaId = () =>
  z
    .string({ error: "INVALID" })
    .regex(/^([0-9a-f-]{36})?$/, "INVALID")
    .optional()
    .transform((v) => v || undefined);

/** A multiple file input: the chosen files (empty entries dropped). */
export const uploads = () =>
  list(upload()).transform((files) => files.filter((f): f is File => f !== undefined));

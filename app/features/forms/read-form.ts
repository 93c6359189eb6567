import * as z from "zod/mini";
import { cleanText } from "~/lib/clean-text";

/**
 * The one way the site reads a form (docs/decisions/046-one-form-boundary.md): the lead forms in
 * the browser and in their action, and every admin action. A posted form, or the same fields as a
 * plain object (JSON), is checked by the form's zod schema (zod or zod/mini) and comes out as
 * typed data, or as problems by field: codes its page shows in the reader's language.
 */

/** A form as a plain object: a name sent once is its value, sent several times a list. */
export type FormValues = Record<string, unknown>;
/** What a schema refused, by field ("form" for the whole): codes of its vocabulary, first first. */
export type FormProblems<C extends string> = Partial<Record<string, C[]>>;

/** The codes a form's pages have words for; any other message of its schema is `other`. */
export interface Vocabulary<C extends string> {
  codes: readonly C[];
  other: C;
}

export type FormRead<T, C extends string> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; problems: FormProblems<C>; values: FormValues };

/** The request's body as a form, or undefined when it is none (JSON, plain text, broken, empty). */
export async function postedForm(request: Request): Promise<FormData | undefined> {
  return request.formData().catch(() => undefined);
}

/**
 * A form as a plain object. Text goes through the input boundary (decision 009: control
 * characters such as NUL dropped, line breaks as `\n`), except `raw` names; files stay files.
 * Built with `Object.fromEntries`, so a field named `__proto__` is just a field.
 */
export function formValues(
  form: FormData | Record<string, unknown>,
  raw: readonly string[] = [],
): FormValues {
  const entries: Array<[string, unknown]> =
    form instanceof FormData
      ? [...form]
      : Object.entries(form).flatMap(([name, v]) =>
          (Array.isArray(v) ? v : [v]).map((x): [string, unknown] => [name, x]),
        );
  const values = new Map<string, unknown[]>();
  for (const [name, value] of entries) {
    const clean = typeof value === "string" && !raw.includes(name) ? cleanText(value) : value;
    values.set(name, [...(values.get(name) ?? []), clean]);
  }
  return Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
  );
}

/** Reads a form through its schema; never throws for what a client sent. */
export async function readForm<S extends z.core.$ZodType, C extends string>(
  form: FormData | Record<string, unknown>,
  schema: S,
  vocabulary: Vocabulary<C>,
  raw: readonly string[] = [],
): Promise<FormRead<z.output<S>, C>> {
  const values = formValues(form, raw);
  const parsed = await z.safeParseAsync(schema, values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const problems: FormProblems<C> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    const code = vocabulary.codes.includes(issue.message as C)
      ? (issue.message as C)
      : vocabulary.other;
    const codes = (problems[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return { ok: false, problems, values };
}

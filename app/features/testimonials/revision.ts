import type { FieldProblems } from "~/features/forms";
import type { TestimonialRevision } from "./testimonials.server";

const LIMITS = { name: 80, content: 2000, display: 120 } as const;

/**
 * Reads a moderator's form: name and text required, rating 1–5, language fr or en. Only the
 * fields the form carries are revised (a bare "approve" from a script changes the status alone).
 */
export function parseRevision(
  form: FormData,
): { ok: true; revision: Partial<TestimonialRevision> } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const revision: Partial<TestimonialRevision> = {};
  const value = (key: string) => String(form.get(key) ?? "").trim();
  for (const key of ["name", "content"] as const) {
    if (!form.has(key)) continue;
    const v = value(key);
    if (!v) problems[key] = "REQUIRED";
    else if (v.length > LIMITS[key]) problems[key] = "TOO_LONG";
    revision[key] = v;
  }
  for (const key of ["company", "role", "service", "location"] as const) {
    if (!form.has(key)) continue;
    const v = value(key);
    if (v.length > LIMITS.display) problems[key] = "TOO_LONG";
    revision[key] = v || null;
  }
  if (form.has("rating")) {
    const rating = Number(value("rating"));
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = "NUMBER";
    revision.rating = rating;
  }
  if (form.has("locale")) {
    const locale = value("locale");
    if (locale !== "fr" && locale !== "en") problems.locale = "REQUIRED";
    revision.locale = locale === "en" ? "en" : "fr";
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, revision };
}

import type { FieldProblems } from "~/features/site/validation";
import type { TestimonialRevision } from "./testimonials.server";

const LIMITS = { name: 80, content: 2000, display: 120 } as const;

/** Reads a moderator's form: name and text required, rating 1–5, language fr or en. */
export function parseRevision(
  form: FormData,
): { ok: true; revision: TestimonialRevision } | { ok: false; problems: FieldProblems } {
  const get = (key: string) => String(form.get(key) ?? "").trim();
  const problems: FieldProblems = {};
  const required = (key: "name" | "content") => {
    const value = get(key);
    if (!value) problems[key] = "REQUIRED";
    else if (value.length > LIMITS[key]) problems[key] = "TOO_LONG";
    return value;
  };
  const optional = (key: string) => {
    const value = get(key);
    if (value.length > LIMITS.display) problems[key] = "TOO_LONG";
    return value || null;
  };
  const rating = Number(get("rating"));
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = "NUMBER";
  const locale = get("locale");
  if (locale !== "fr" && locale !== "en") problems.locale = "REQUIRED";
  const revision: TestimonialRevision = {
    name: required("name"),
    content: required("content"),
    rating,
    locale: locale === "en" ? "en" : "fr",
    company: optional("company"),
    role: optional("role"),
    service: optional("service"),
    location: optional("location"),
  };
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, revision };
}

import { fillTemplate } from "~/i18n/template";
import type { FieldProblems } from "~/features/forms/validation";
import type { Words } from "~/i18n/words";

/**
 * Why an admin action refused what was posted (`parseAdminForm` in admin-form.server.ts), from
 * the least to the most fixable by the staff member:
 * - `form`: the body was not a form at all (a script, a broken client);
 * - `intent`: no action of this screen has that name (an old page, a forged button);
 * - `stale`: a value no field of the page offers (hidden ids, choices): reload and try again;
 * - `fields`: typed values to correct, by field (`problems`).
 */
export type RefusalReason = "form" | "intent" | "stale" | "fields";

/** The 400 answer of a refused admin form. Nothing was changed. */
export interface FormRefusal {
  refused: RefusalReason;
  /** By field name, codes the page turns into words (`site.problems`). */
  problems: FieldProblems;
  /** What was sent in the fields the screen keeps (to fill its form again, to find its row). */
  sent: Record<string, string | string[]>;
}

/** An action's answer says the form was refused (its other answers never have `refused`). */
export function isRefusal(answer: unknown): answer is FormRefusal {
  return typeof answer === "object" && answer !== null && "refused" in answer;
}

/**
 * The field problems to show in the form of row `id` ("" for the form that adds one), from a
 * refused form or from the action's own answer, on screens with one form per row.
 */
export function rowProblems(
  answer: { id: string; problems: FieldProblems } | FormRefusal | undefined,
  id: string,
): FieldProblems {
  if (!answer) return {};
  if (isRefusal(answer)) return (answer.sent.id ?? "") === id ? answer.problems : {};
  return answer.id === id ? answer.problems : {};
}

/**
 * Why the form was refused, in one sentence of the staff member's language. `marked`: the page
 * shows each field's problem beside the field, so the sentence only says to correct them.
 */
export function refusalText(t: Words<"admin">, refusal: FormRefusal, marked = false): string {
  if (refusal.refused !== "fields") return t.refused[refusal.refused];
  if (marked) return t.site.invalid;
  const sentences = [...new Set(Object.values(refusal.problems))].map(
    (code) => code && t.site.problems[code],
  );
  return fillTemplate(t.refused.fields, { problems: sentences.filter(Boolean).join(" ") });
}

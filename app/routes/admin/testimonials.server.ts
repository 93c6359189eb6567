import * as z from "zod";
import { adminForm, choice, id, line, text } from "~/features/forms/index.server";

/** Shown on the site beside the name; empty is none. */
const display = () =>
  line(120)
    .transform((v) => v || null)
    .optional();

/**
 * A moderator's revision: name and text required, rating 1–5, language fr or en. Each field is
 * optional as a whole: only the fields the form carries are revised (a bare "approve" from a
 * script changes the status alone).
 */
const revision = {
  id: id(),
  name: line(80, { required: true }).optional(),
  content: text(2000, { required: true }).optional(),
  company: display(),
  role: display(),
  service: display(),
  location: display(),
  rating: z
    .string({ error: "INVALID" })
    .regex(/^[1-5]$/, "NUMBER")
    .transform(Number)
    .optional(),
  locale: choice(["fr", "en"]).optional(),
};

/**
 * /admin/testimonials: every button saves what the moderator typed, then "approve" publishes it
 * and "reject" hides it ("edit", the main button, which names no intent, only saves).
 */
export const testimonialsForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("edit").default("edit"), ...revision }),
    z.object({ intent: z.literal("approve"), ...revision }),
    z.object({ intent: z.literal("reject"), ...revision }),
  ]),
  { keep: ["id"] },
);

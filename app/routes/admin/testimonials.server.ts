import * as z from "zod";
import { adminForm, id } from "~/features/forms/index.server";

/** A revision field as sent, or absent: only the fields the form carries are revised. */
const sent = () => z.string({ error: "INVALID" }).optional();
const revision = {
  id: id(),
  name: sent(),
  content: sent(),
  company: sent(),
  role: sent(),
  service: sent(),
  location: sent(),
  rating: sent(),
  locale: sent(),
};

/**
 * /admin/testimonials: every button saves what the moderator typed, then "approve" publishes it
 * and "reject" hides it ("edit", the main button, which names no intent, only saves). The schema
 * checks the shape; the testimonial's own rules (`parseRevision`) check the fields, in the action.
 */
export const testimonialsForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("edit").default("edit"), ...revision }),
    z.object({ intent: z.literal("approve"), ...revision }),
    z.object({ intent: z.literal("reject"), ...revision }),
  ]),
  { keep: ["id"] },
);

/** The revision fields the form carried, as the FormData `parseRevision` reads. */
export function revisionForm(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  return form;
}

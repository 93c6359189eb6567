import * as z from "zod";
import { clipText } from "~/lib/clean-text";
import { adminForm } from "~/features/forms/index.server";

// A position in the grid; one that is not there (or negative) changes nothing (applyIntent).
const index = z.int();

/**
 * The price grid's buttons: save (the main button, which names no intent, and Enter in a field),
 * add a section, and the buttons of one section (`add-item:2`) or one line (`up-item:2.3`).
 */
const intent = z.union([
  z.literal("save"),
  z.literal("add-section"),
  z.templateLiteral([
    z.enum(["add-item", "up-section", "down-section", "remove-section"]),
    ":",
    index,
  ]),
  z.templateLiteral([z.enum(["up-item", "down-item", "remove-item"]), ":", index, ".", index]),
]);

/**
 * /admin/prices: the whole grid in one form, every value as typed (`s.0.titleFr`,
 * `s.0.i.3.min`…), read into a draft and checked as a whole by `validateDraft`.
 */
export const pricesForm = adminForm(
  z
    .object({ intent: intent.default("save") })
    // Bounded as read; what is too long for its field is said by validateDraft, beside it.
    .catchall(z.string({ error: "INVALID" }).transform((v) => clipText(v, 2000))),
);

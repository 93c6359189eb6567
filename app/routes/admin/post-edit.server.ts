import * as z from "zod";
import {
  fromLomeInput,
  isSlugShaped,
  MAX_SLUG_LENGTH,
  normaliseTags,
  POST_LIMITS,
} from "~/features/blog";
import { cleanLine } from "~/lib/clean-text";
import { adminForm, choice, id, line, text } from "~/features/forms/index.server";

/** The side-by-side page of an article: the only address the form may send the editor back to. */
const SIDE_BY_SIDE = /^\/admin\/posts\/[\w-]{1,64}\/side-by-side$/;

const optional = (max: number) => line(max).transform((v) => v || null);

const version = {
  title: line(POST_LIMITS.title, { required: true }),
  // The address after /blog/. Empty: made from the title. Absent (a page older than the field, a
  // script): left as it is. Refused in words rather than silently rewritten, so staff know it.
  slug: z
    .string({ error: "INVALID" })
    .transform((v) => cleanLine(v).trim())
    .pipe(
      z
        .string()
        .refine((v) => v === "" || (v.length <= MAX_SLUG_LENGTH && isSlugShaped(v)), "SLUG"),
    )
    .optional(),
  // When the post comes out, as Lomé's clocks show it (a datetime-local field). Empty: not chosen
  // (now, when published). Absent (a page older than the field): left as it is.
  publishedAt: z
    .string({ error: "INVALID" })
    .transform((v) => cleanLine(v).trim())
    .pipe(z.string().refine((v) => v === "" || fromLomeInput(v) !== null, "DATE_TIME"))
    .transform((v) => (v ? fromLomeInput(v) : null))
    .optional(),
  excerpt: text(POST_LIMITS.excerpt),
  content: text(POST_LIMITS.content),
  imageUrl: optional(POST_LIMITS.imageUrl),
  imageAlt: optional(POST_LIMITS.imageAlt),
  tags: line(2000, { clip: true }).transform((v) => normaliseTags(v.split(","))),
  // Absent (a script, a page older than the field): the default author. Sent: required.
  author: z
    .string({ error: "INVALID" })
    .transform((v) => cleanLine(v).trim())
    .pipe(z.string().min(1, "REQUIRED").max(POST_LIMITS.author, "TOO_LONG"))
    .optional(),
  locale: choice(["fr", "en"]).default("fr"),
  // A new version of an existing article: the id of the one it translates.
  translationOf: z.union([z.literal(""), id()]).default(""),
  returnTo: line(200, { clip: true }).transform((v) => (SIDE_BY_SIDE.test(v) ? v : null)),
  // The history's version the form was filled from, when one was put back.
  restoredFrom: z
    .string({ error: "INVALID" })
    .regex(/^\d{1,9}$/, "INVALID")
    .transform(Number)
    .optional(),
};

/**
 * The article editor: save (the main button, which names no intent), publish, unpublish (each saves
 * the fields too) and delete, which needs no field but where to go back to.
 */
export const postEditForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("save").default("save"), ...version }),
    z.object({ intent: z.literal("publish"), ...version }),
    z.object({ intent: z.literal("unpublish"), ...version }),
    z.object({ intent: z.literal("delete") }),
  ]),
);

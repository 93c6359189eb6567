import * as z from "zod";
import { GALLERY_MAX_FILES } from "~/features/company";
import { adminForm, choice, id, line, percent, text, uploads } from "~/features/forms/index.server";

const album = {
  titleFr: line(120, { required: true }),
  titleEn: line(120),
  descriptionFr: text(500),
  descriptionEn: text(500),
};
const caption = { captionFr: line(200, { clip: true }), captionEn: line(200, { clip: true }) };
/** Which list a row belongs to: an album, or a photo of an album. */
const row = { id: id(), target: choice(["album", "photo"]).default("album") };

/**
 * /admin/gallery: create an album, add photos to one, save an album, or a photo's caption and
 * focal point (the main button, which names no intent), move or remove either.
 */
export const galleryForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), ...album }),
    z.object({
      intent: z.literal("upload"),
      id: id(),
      photos: uploadsOf(GALLERY_MAX_FILES),
      ...caption,
    }),
    z.discriminatedUnion("target", [
      z.object({
        intent: z.literal("save").default("save"),
        target: z.literal("album").default("album"),
        id: id(),
        ...album,
      }),
      z.object({
        intent: z.literal("save").default("save"),
        target: z.literal("photo"),
        id: id(),
        ...caption,
        focusX: percent(),
        focusY: percent(),
      }),
    ]),
    z.object({ intent: z.literal("remove"), ...row }),
    z.object({ intent: z.literal("up"), ...row }),
    z.object({ intent: z.literal("down"), ...row }),
  ]),
  { keep: ["id"] },
);

/** At least one photo, at most `max` in one request. */
function uploadsOf(max: number) {
  return uploads().pipe(z.array(z.instanceof(File)).min(1, "REQUIRED").max(max, "TOO_MANY"));
}

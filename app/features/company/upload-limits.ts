import { MAX_UPLOAD_BYTES } from "~/features/media";
import { href } from "react-router";

/** Photos one gallery upload may carry (the whole request is held in memory while read). */
export const GALLERY_MAX_FILES = 6;

const FORM_OVERHEAD = 64 * 1024;

/**
 * Admin screens whose forms carry pictures, and the largest body each accepts (every other
 * request is capped far lower by the server). Keyed by path without the `.data` suffix that
 * React Router adds to submissions made with JavaScript.
 */
export const UPLOAD_BODY_LIMITS: Record<string, number> = {
  [href("/admin/media")]: MAX_UPLOAD_BYTES + FORM_OVERHEAD,
  [href("/admin/team")]: MAX_UPLOAD_BYTES + FORM_OVERHEAD,
  [href("/admin/clients")]: MAX_UPLOAD_BYTES + FORM_OVERHEAD,
  [href("/admin/gallery")]: GALLERY_MAX_FILES * MAX_UPLOAD_BYTES + FORM_OVERHEAD,
};

/** The upload screen a request path belongs to, or undefined for an ordinary form. */
export function uploadPath(pathname: string): string | undefined {
  const path = pathname.replace(/\.data$/, "");
  return Object.hasOwn(UPLOAD_BODY_LIMITS, path) ? path : undefined;
}

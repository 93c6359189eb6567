import * as z from "zod";
import { pageField, SHARE_PAGES } from "~/content/brand";
import { adminForm, checkbox, line, mediaId, upload } from "~/features/forms/index.server";

/** One picture slot: a file (without JavaScript), a picture already sent, or "back to the site's". */
const slot = (name: string) => ({
  [name]: upload(),
  [`${name}MediaId`]: mediaId(),
  [`${name}Reset`]: checkbox(),
});

/**
 * /admin/brand: the logo, the icon, the site's share picture with its descriptions, and each
 * page's own share picture, in one form with one save.
 */
export const brandForm = adminForm(
  z.object({
    ...slot("logo"),
    ...slot("icon"),
    ...slot("share"),
    shareAltFr: line(300),
    shareAltEn: line(300),
    ...Object.assign({}, ...SHARE_PAGES.map((page) => slot(pageField(page)))),
  }),
);

/** One slot's values as the form sent them. */
export function slotOf(data: Record<string, unknown>, name: string) {
  return {
    file: data[name] as File | undefined,
    mediaId: data[`${name}MediaId`] as string | undefined,
    reset: data[`${name}Reset`] === true,
  };
}

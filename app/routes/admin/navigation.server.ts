import * as z from "zod";
import {
  isMenuPage,
  MENU_LABEL_MAX,
  MENU_LIMITS,
  MENU_NAMES,
  type MenuItem,
  type Menus,
} from "~/content/menus";
import { adminForm, line, list } from "~/features/forms/index.server";

const paths = list(z.string({ error: "INVALID" }).refine(isMenuPage, "INVALID"));
const labels = list(line(MENU_LABEL_MAX));

/**
 * /admin/navigation: both menus in one form, each link as a row of three fields sent in order
 * (page, French words, English words). A page twice in a menu, too many links or an empty header
 * menu come back with words; a page the site does not have is a forged or stale form.
 */
export const menusForm = adminForm(
  z
    .object({
      headerPath: paths,
      headerFr: labels,
      headerEn: labels,
      footerPath: paths,
      footerFr: labels,
      footerEn: labels,
    })
    .superRefine((form, ctx) => {
      for (const name of MENU_NAMES) {
        const pages = form[`${name}Path`];
        const issue = (message: string, field: string = name) =>
          ctx.addIssue({ code: "custom", message, path: [field] });
        if (form[`${name}Fr`].length !== pages.length || form[`${name}En`].length !== pages.length)
          issue("INVALID", `${name}Path`);
        else if (new Set(pages).size !== pages.length) issue("DUPLICATE");
        else if (pages.length > MENU_LIMITS[name]) issue("MENU_SIZE");
      }
      if (!form.headerPath.length)
        ctx.addIssue({ code: "custom", message: "REQUIRED", path: ["header"] });
    })
    .transform((form): Menus => {
      const menu = (name: (typeof MENU_NAMES)[number]): MenuItem[] =>
        form[`${name}Path`].map((path, i) => ({
          path,
          label: { fr: form[`${name}Fr`][i]!, en: form[`${name}En`][i]! },
        }));
      return { header: menu("header"), footer: menu("footer") };
    }),
  { keep: "all" },
);

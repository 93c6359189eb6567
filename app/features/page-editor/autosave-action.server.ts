import type { RouterContextProvider } from "react-router";
import { autosaveAction } from "~/features/admin/index.server";
import { PAGES, check, type PageKey } from "~/features/pages";
import { checkContext, pageKeyOf, sanitizeRich } from "./page-actions.server";

/** What the Pages editor's autosave keeps of a page: its document as typed. */
export interface PageTyping {
  doc: unknown;
}

/** The autosave target of a page: "page:home". */
export const pageTarget = (page: PageKey) => `page:${page}`;

/**
 * The Pages editor's autosave: the document kept in the checked shape, problems and all (it only
 * ever goes back into this person's editor), its rich texts sanitised as a save does.
 */
export async function pageAutosaveAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  param: string | undefined,
) {
  return autosaveAction(args, {
    target: () => pageTarget(pageKeyOf(param)),
    async clean(sent) {
      const page = pageKeyOf(param);
      const typed = (sent as PageTyping | null)?.doc;
      const { doc } = check(PAGES[page].fields, typed, await checkContext(page, typed));
      return { doc: sanitizeRich(PAGES[page].fields, doc) };
    },
  });
}

/**
 * The content a public page renders: its published document laid over the code's content, built
 * once per content version and language. Signed-in staff who add `?apercu=brouillon` to the
 * address see the draft instead (never cached: their session cookie keeps them off the shared
 * copy, and the parameter is not one the page cache accepts).
 */
import type { SiteContent } from "~/content";
import { getSessionUser } from "~/features/auth/index.server";
import type { SiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import { getRuntime } from "~/runtime/runtime.server";
import { projectPage, loadPageMedia, readDraft } from "~/features/pages/index.server";
import type { PageDocument, PageKey } from "~/features/pages";
import { PREVIEW_PARAM, PREVIEW_VALUE } from "./preview";

type ShownPage = Exclude<PageKey, "figures">;

// Per published documents object (replaced on every reload), per page and language.
const built = new WeakMap<object, Map<string, unknown>>();

function render<P extends ShownPage>(
  page: P,
  locale: Locale,
  site: SiteData,
  doc: PageDocument,
  figures: PageDocument,
  media: SiteData["pageMedia"],
): SiteContent[P] {
  return projectPage(page, locale, doc, {
    figures,
    media,
    prices: site.prices,
    facts: site.facts,
  });
}

/** Whether this request asks for the draft (staff still have to be signed in to get it). */
export function asksForDraft(request: Request): boolean {
  return new URL(request.url).searchParams.get(PREVIEW_PARAM) === PREVIEW_VALUE;
}

/**
 * A public page's content in one language. `preview` is true when a signed-in staff member
 * asked for the draft and got it (the page then says so).
 */
export async function pageContent<P extends ShownPage>(
  request: Request,
  page: P,
  locale: Locale,
  site: SiteData,
): Promise<{ content: SiteContent[P]; preview: boolean }> {
  if (asksForDraft(request)) {
    const user = await getSessionUser(request);
    if (user && (user.role === "admin" || user.role === "editor")) {
      const { db } = (await getRuntime()).database;
      const [draft, figures] = await Promise.all([readDraft(db, page), readDraft(db, "figures")]);
      const media = await loadPageMedia(db, { [page]: draft.doc });
      return {
        content: render(page, locale, site, draft.doc, figures.doc, media),
        preview: true,
      };
    }
  }
  let pages = built.get(site.pages);
  if (!pages) built.set(site.pages, (pages = new Map()));
  const key = `${page}:${locale}:${site.version}`;
  if (!pages.has(key))
    pages.set(
      key,
      render(page, locale, site, site.pages[page], site.pages.figures, site.pageMedia),
    );
  return { content: pages.get(key) as SiteContent[P], preview: false };
}

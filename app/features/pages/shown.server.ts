/**
 * The content a public page renders: its published document shown beside the code's frame, built
 * once per content version and language. When signed-in staff asked for the draft, the public
 * frame's middleware (page-editor's `previewDrafts`) leaves a reader of drafts in the request's
 * context, and the page shows the draft instead (never cached).
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { SiteContent } from "~/content";
import type { PageDocument } from "~/content/fields";
import type { MediaImage } from "~/content/media-image";
import type { PriceSection } from "~/content/pricing";
import type { SiteFacts } from "~/content/site-facts";
import type { Locale } from "~/i18n/locale";
import { projectPage } from "./content.server";
import type { PageKey } from "./registry";

type ShownPage = Exclude<PageKey, "figures">;

/** What a page is built from: the published documents and what they refer to. */
export interface PublishedSite {
  version: number;
  pages: Record<PageKey, PageDocument>;
  pageMedia: ReadonlyMap<string, MediaImage>;
  prices: readonly PriceSection[];
  facts: SiteFacts;
}

/** A page's draft with the key figures' draft and the pictures both name. */
export interface Draft {
  doc: PageDocument;
  figures: PageDocument;
  media: ReadonlyMap<string, MediaImage>;
}

/** Set for a request of staff who asked for the drafts; absent for everyone else. */
export const draftReader = createContext<((page: ShownPage) => Promise<Draft>) | null>(null);

// Per published documents object (replaced on every reload), per page and language.
const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A public page's content in one language. `preview` is true when it shows the draft a
 * signed-in staff member asked for (the page then says so).
 */
export async function pageContent<P extends ShownPage>(
  context: Readonly<RouterContextProvider>,
  page: P,
  locale: Locale,
  site: PublishedSite,
): Promise<{ content: SiteContent[P]; preview: boolean }> {
  const readDraft = context.get(draftReader);
  if (readDraft) {
    const { doc, figures, media } = await readDraft(page);
    const sources = { figures, media, prices: site.prices, facts: site.facts };
    return { content: projectPage(page, locale, doc, sources), preview: true };
  }
  let pages = built.get(site.pages);
  if (!pages) built.set(site.pages, (pages = new Map()));
  const key = `${page}:${locale}:${site.version}`;
  if (!pages.has(key)) {
    const sources = {
      figures: site.pages.figures,
      media: site.pageMedia,
      prices: site.prices,
      facts: site.facts,
    };
    pages.set(key, projectPage(page, locale, site.pages[page], sources));
  }
  return { content: pages.get(key) as SiteContent[P], preview: false };
}

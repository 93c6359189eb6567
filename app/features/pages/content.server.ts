/**
 * A page's content: its seed is the initial document, and a stored document is shown in one
 * language beside the frame the code holds (app/content/{fr,en}/<page>.ts).
 */
import { pageFrame, type SiteContent } from "~/content";
import type { KeyFigureUnit, ListItem, PageDocument } from "~/content/fields";
import {
  findPriceItem,
  formatFcfa,
  formatFcfaRange,
  formatUnitPrice,
  type PriceSection,
} from "~/content/pricing";
import type { SiteFacts } from "~/content/site-facts";
import type { MediaImage } from "~/content/media-image";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import type { Locale } from "~/i18n/locale";
import { formatKeyFigure } from "./key-figures";
import { readPriceValue } from "./price-text";
import { PAGES, type PageKey } from "./registry";
import { fillAllTokens, type TokenSources } from "./tokens";
import { project, type ProjectionContext } from "./walk";

export { figureChoices, formatKeyFigure, foundingYear } from "./key-figures";

/** A page's document on a new install: its seed, in both languages. Not to mutate. */
export function initialDocument(page: PageKey): PageDocument {
  return PAGES[page].seed;
}

/** What a page's projection reads besides its own document. */
export interface ProjectionSources {
  figures: PageDocument;
  media: ReadonlyMap<string, MediaImage>;
  prices: readonly PriceSection[];
  facts: SiteFacts;
}

/** A typed price as the page shows it: "35 000 FCFA", "15 000 – 25 000 FCFA", or "". */
function amountText(value: unknown, locale: Locale): string {
  const price = readPriceValue(value);
  if (typeof price === "number") return formatFcfa(price, locale);
  if (price && price !== "invalid") return formatFcfaRange(price.min, price.max, locale);
  return "";
}

/** One language's content of a page, from its document and the code's frame. */
export function projectPage<P extends Exclude<PageKey, "figures">>(
  page: P,
  locale: Locale,
  doc: PageDocument,
  sources: ProjectionSources,
): SiteContent[P] {
  const tokens = tokenSources(locale, sources);
  const ctx: ProjectionContext = {
    locale,
    media: sources.media,
    figure: tokens.figure,
    price: (id) => {
      const item = findPriceItem(sources.prices, id);
      return item && formatUnitPrice(item, locale);
    },
    amount: (value) => amountText(value, locale),
    html: sanitizePostHtml,
  };
  const content = project(PAGES[page].fields, doc, pageFrame(locale, page, sources.facts), ctx);
  // One pass over every text the page shows, the frame's words included, so no token reaches a
  // visitor whichever field it was typed in.
  return fillAllTokens(content, tokens) as SiteContent[P];
}

const figureItems = (figures: PageDocument) =>
  ((figures.figures as Record<string, unknown> | undefined)?.items ?? []) as ListItem[];

/** What the tokens of a page are filled from, in one language. */
export function tokenSources(locale: Locale, sources: ProjectionSources): TokenSources {
  return {
    locale,
    company: sources.facts.company.name,
    figure: (key) => {
      const f = figureItems(sources.figures).find((item) => item.key === key);
      return f ? formatKeyFigure(Number(f.value), f.unit as KeyFigureUnit, locale) : undefined;
    },
    price: (id) => findPriceItem(sources.prices, id),
  };
}

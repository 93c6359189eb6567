/**
 * Between the typed content of the code (app/content) and the stored page documents: the initial
 * document of each page is taken from the code's content in both languages, and a stored
 * document is laid over that content for the public page. A few places differ in shape between
 * the two (three photos stored as three fields, figures stored by key): `adapters` bridge them.
 */
import { getPageContent, type SiteContent } from "~/content";
import {
  findPriceItem,
  formatFcfa,
  formatFcfaRange,
  formatUnitPrice,
  type PriceSection,
} from "~/content/pricing";
import { DEFAULT_FACTS, type SiteFacts } from "~/content/site-facts";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import type { MediaImage } from "~/content/media-image";
import type { Locale } from "~/i18n/locale";
import type { KeyFigureUnit, ListItem, PageDocument } from "./fields";
import { readPriceValue } from "./price-text";
import { PAGES, type PageKey } from "./registry";
import { formatKeyFigure, initialFiguresDocument } from "./key-figures";
import { fillAllTokens, mapStrings, type TokenSources } from "./tokens";
import { extract, project, type ProjectionContext } from "./walk";

export { figureChoices, formatKeyFigure, foundingYear } from "./key-figures";

type Obj = Record<string, any>;

/** Which key figure each stat of the initial content shows, in its order. */
const INITIAL_STATS: Record<string, string[]> = {
  "home:trust.stats": ["clients", "satisfaction", "years", "awards"],
  "about:hero.stats": ["years", "clients", "awards", "satisfaction"],
  "products:whyChoose.stats": ["clients", "satisfaction", "awards", "quote-hours"],
};

const withFigureKeys = (stats: Obj[], keys: string[]) =>
  stats.map((stat, i) => ({ ...stat, id: keys[i], figure: keys[i] }));

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface Adapter {
  /** The code's content of one language, in the shape of the page's fields. */
  toModel: (content: Obj) => Obj;
  /** The projected content, back in the shape the page's components read. */
  toContent: (content: Obj, prices: readonly PriceSection[], locale: Locale) => Obj;
}

const same: Adapter = { toModel: (c) => c, toContent: (c) => c };

/** Drops the stats whose key figure was removed, and names the value as components read it. */
const figureStats = (stats: Obj[]) =>
  stats
    .filter((s) => s.figure)
    .map(({ figure, id: _key, ...rest }) => ({ ...rest, value: figure }));

const adapters: Partial<Record<PageKey, Adapter>> = {
  home: {
    toModel: (c) => ({
      ...c,
      trust: {
        ...c.trust,
        stats: withFigureKeys(c.trust.stats, INITIAL_STATS["home:trust.stats"]!),
      },
    }),
    toContent: (c) => ({ ...c, trust: { ...c.trust, stats: figureStats(c.trust.stats) } }),
  },
  about: {
    toModel: (c) => ({
      ...c,
      hero: { ...c.hero, stats: withFigureKeys(c.hero.stats, INITIAL_STATS["about:hero.stats"]!) },
      summary: {
        ...c.summary,
        text: (c.summary.paragraphs as string[]).map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
      },
    }),
    toContent: (c) => ({
      ...c,
      hero: { ...c.hero, stats: figureStats(c.hero.stats) },
      summary: { title: c.summary.title, paragraphs: [], html: sanitizePostHtml(c.summary.text) },
    }),
  },
  services: {
    toModel: (c) => ({
      ...c,
      concepts: {
        ...c.concepts,
        items: c.concepts.items.map((item: Obj) => ({
          ...item,
          photo1: item.images[0],
          photo2: item.images[1],
          photo3: item.images[2],
        })),
      },
    }),
    toContent: (c) => {
      const items = c.concepts.items.map(({ photo1, photo2, photo3, ...item }: Obj) => ({
        ...item,
        images: [photo1, photo2, photo3],
      }));
      // The sticky menu follows the concepts, in their order, then the trainings.
      const last = (c.nav.items as Obj[]).at(-1)!;
      const nav = {
        ...c.nav,
        items: [...items.map((i: Obj) => ({ id: i.id, label: i.title })), last],
      };
      return { ...c, nav, concepts: { ...c.concepts, items } };
    },
  },
  products: {
    toModel: (c) => ({
      ...c,
      whyChoose: {
        ...c.whyChoose,
        stats: withFigureKeys(c.whyChoose.stats, INITIAL_STATS["products:whyChoose.stats"]!),
      },
    }),
    toContent: (c, prices, locale) => {
      const range = (r: Obj) => ({
        ...r,
        products: r.products.map((p: Obj) => {
          const item = p.priceItem ? findPriceItem(prices, p.priceItem) : undefined;
          const price = readPriceValue(p.price);
          const priceText = item
            ? formatUnitPrice(item, locale)
            : typeof price === "number"
              ? formatFcfa(price, locale)
              : price && price !== "invalid"
                ? formatFcfaRange(price.min, price.max, locale)
                : "";
          return { ...p, priceText };
        }),
      });
      return {
        ...c,
        ecotrash: range(c.ecotrash),
        ecoclean: range(c.ecoclean),
        whyChoose: { ...c.whyChoose, stats: figureStats(c.whyChoose.stats) },
      };
    },
  },
};

/** Where a stored text names the company: filled with its name from the settings. */
export const COMPANY_PLACEHOLDER = "{company}";

/**
 * A page's initial document: the code's content, in both languages. The company's name becomes
 * `{company}`, so renaming the company in the settings still renames it in every text.
 */
export function initialDocument(page: PageKey, facts: SiteFacts = DEFAULT_FACTS): PageDocument {
  // Read on every load of the stored pages (to complete them): built once per page. Not to mutate.
  if (facts === DEFAULT_FACTS) {
    let doc = initialCache.get(page);
    if (!doc) initialCache.set(page, (doc = buildInitialDocument(page, facts)));
    return doc;
  }
  return buildInitialDocument(page, facts);
}

const initialCache = new Map<PageKey, PageDocument>();

function buildInitialDocument(page: PageKey, facts: SiteFacts): PageDocument {
  if (page === "figures") return initialFiguresDocument();
  const adapter = adapters[page] ?? same;
  const fr = adapter.toModel(getPageContent("fr", page, facts) as Obj);
  const en = adapter.toModel(getPageContent("en", page, facts) as Obj);
  const name = facts.company.name;
  return mapStrings(extract(PAGES[page].fields, fr, en), (s) =>
    name ? s.replaceAll(name, COMPANY_PLACEHOLDER) : s,
  );
}

/** What a page's projection reads besides its own document. */
export interface ProjectionSources {
  figures: PageDocument;
  media: ReadonlyMap<string, MediaImage>;
  prices: readonly PriceSection[];
  facts: SiteFacts;
}

/** One language's content of a page, from its document laid over the code's content. */
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
    price: (id) => findPriceItem(sources.prices, id),
  };
  const adapter = adapters[page] ?? same;
  const base = adapter.toModel(getPageContent(locale, page, sources.facts) as Obj);
  const projected = project(PAGES[page].fields, doc, base, ctx);
  const content = adapter.toContent(projected, sources.prices, locale);
  // One pass over every text the page shows, the code's interface words included, so no token
  // reaches a visitor whichever field it was typed in.
  return fillAllTokens(content, tokens) as SiteContent[P];
}

const figureItems = (figures: PageDocument) =>
  ((figures.figures as Obj | undefined)?.items ?? []) as ListItem[];

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

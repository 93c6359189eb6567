import type { AppDatabase } from "~/db/db.server";
import { DEFAULT_PRICE_SECTIONS, type PriceSection } from "~/content/pricing";
import { siteFacts, type SiteFacts } from "~/content/site-facts";
import type { CompanyIdentity } from "~/content/company";
import type { LegalFacts } from "~/content/legal-facts";
import { readPrivacySettings } from "~/features/company/privacy-settings.server";
import { loadPageMedia, readPublishedPages } from "~/features/pages/index.server";
import type { PageDocument, PageKey } from "~/features/pages";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";
import { readContentVersion, readNextPublication } from "./content-version.server";
import { copies, generations, reloads, type CachedCopy } from "./site-data-cache.server";

export { invalidateSiteData } from "./site-data-cache.server";
import { listAlbums, type GalleryAlbum } from "./gallery.server";
import { readMenus } from "./menus.server";
import { brandPictures, readBrand, type BrandPictures } from "./brand.server";
import { listPartners, type Partner } from "./partners.server";
import { readPriceGrid, withEnglishFallback } from "./prices.server";
import { defaultSettings, toIdentity, type CompanySettings } from "./settings";
import { readSettings } from "./settings.server";
import { listTeam, type TeamMember } from "./team.server";
import type { MediaImage } from "~/content/media-image";
import type { Menus } from "~/content/menus";

/** Owner-edited content public pages show: identity, prices, team, tickers and gallery. */
export interface SiteData {
  version: number;
  /**
   * When a scheduled post comes out (ms), or null: this copy, and every cached answer keyed on
   * `cacheKey`, is out of date from then on although nobody edited anything.
   */
  changesAt: number | null;
  /** What cached public answers are kept under: changes with each edit and each publication time. */
  cacheKey: string;
  settings: CompanySettings;
  company: CompanyIdentity;
  /** Retention period, publisher and host (legal notice, privacy page, retention job). */
  legal: LegalFacts;
  prices: PriceSection[];
  team: TeamMember[];
  clients: Partner[];
  partners: Partner[];
  /** Albums with their photos, for /galeries */
  gallery: GalleryAlbum[];
  /** The header's and the footer's links, in the company's order */
  menus: Menus;
  /** The company's logo, icon and share pictures (null: the site's own) */
  brand: BrandPictures;
  facts: SiteFacts;
  /** Each page's published document (docs/decisions/034-page-content-model.md) */
  pages: Record<PageKey, PageDocument>;
  /** The uploaded pictures those documents show, by media id */
  pageMedia: ReadonlyMap<string, MediaImage>;
}

/**
 * How often a process asks the database whether another process changed the content. A change
 * made here is seen here at once; elsewhere within this delay (plus one query).
 */
export const CONTENT_CHECK_MS = 2_000;

type Cached = CachedCopy<SiteData>;
const cache = copies as WeakMap<AppDatabase, Cached>;
const pending = reloads as WeakMap<AppDatabase, Promise<SiteData>>;

/**
 * The site's identity, prices, team, clients, partners and gallery, from memory. At most every
 * CONTENT_CHECK_MS it reads one number (the content version) and reloads everything only when
 * that number moved. Concurrent requests share one check.
 */
export async function getSiteData(database: AppDatabase): Promise<SiteData> {
  const cached = cache.get(database);
  if (cached && fresh(cached, Date.now())) return cached.data;
  const running = pending.get(database);
  if (running) return running;
  const started: Promise<SiteData> = refresh(database, cached).finally(() => {
    // An invalidation may have replaced this reload by a newer one: leave that one shared.
    if (pending.get(database) === started) pending.delete(database);
  });
  pending.set(database, started);
  return started;
}

/** A scheduled post has come out since this copy was loaded: it lacks the post. */
function due(data: SiteData, now: number): boolean {
  return data.changesAt !== null && data.changesAt <= now;
}

/**
 * Checked within the interval, and no publication time passed since that check: one that did is
 * looked at at once, not at the next interval (a failed look waits for the interval).
 */
function fresh(cached: Cached, now: number): boolean {
  if (now - cached.checkedAt >= CONTENT_CHECK_MS) return false;
  return !(due(cached.data, now) && cached.checkedAt < cached.data.changesAt!);
}

async function refresh(database: AppDatabase, cached: Cached | undefined): Promise<SiteData> {
  const generation = generations.get(database) ?? 0;
  try {
    const version = await readContentVersion(database.db);
    if (cached && cached.data.version === version && !due(cached.data, Date.now())) {
      cached.checkedAt = Date.now();
      return cached.data;
    }
    const data = await loadSiteData(database, version);
    if ((generations.get(database) ?? 0) === generation) {
      cache.set(database, { data, checkedAt: Date.now() });
    }
    return data;
  } catch (error) {
    // A database that stops answering for a moment must not take every page down with it:
    // keep showing what we had, and ask again after the next interval.
    if (!cached) throw error;
    log.warn("site content not refreshed, serving the copy in memory", { error });
    cached.checkedAt = Date.now();
    return cached.data;
  }
}

async function loadSiteData(database: AppDatabase, version: number): Promise<SiteData> {
  const { db } = database;
  const [stored, legal, grid, team, everyPartner, gallery, pages, menus, brand, changesAt] =
    await Promise.all([
      readSettings(database),
      readPrivacySettings(database),
      readPriceGrid(db),
      listTeam(db),
      listPartners(db),
      listAlbums(db),
      readPublishedPages(db),
      readMenus(database),
      readBrand(database).then((settings) => brandPictures(db, settings)),
      readNextPublication(db),
    ]);
  const pageMedia = await loadPageMedia(db, pages);
  // Before the first seed (or with a damaged row) pages still render from the initial content.
  const settings = stored ?? defaultSettings("");
  const company = toIdentity(settings);
  const prices = withEnglishFallback(grid.length || version ? grid : DEFAULT_PRICE_SECTIONS);
  return {
    version,
    changesAt,
    cacheKey: `${version}:${changesAt ?? "none"}`,
    settings,
    company,
    legal,
    prices,
    team,
    clients: everyPartner.filter((p) => p.kind === "client"),
    partners: everyPartner.filter((p) => p.kind === "partner"),
    gallery,
    menus,
    brand,
    facts: siteFacts(company, prices, legal),
    pages,
    pageMedia,
  };
}

/** The process database's site data, for route loaders. */
export async function currentSiteData(): Promise<SiteData> {
  return getSiteData((await getRuntime()).database);
}

import type { Kysely } from "kysely";
import { DEFAULT_BRAND, SHARE_PAGES, type BrandSettings } from "~/content/brand";
import type { MediaImage } from "~/content/media-image";
import type { MenuPage } from "~/content/menus";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { mediaByIds } from "~/features/media/index.server";
import { cleanLine } from "~/lib/clean-text";
import { readSettingsDocument, writeSettingsDocument } from "./settings-documents.server";

/** Stored beside the company's identity, as its own document (its own screen and audit entry). */
const KEY = "brand";
const MEDIA_ID = /^[\w-]{1,64}$/;

/** A stored document as far as it is sound; missing or damaged reads as the built-in pictures. */
export function soundBrand(value: unknown): BrandSettings {
  if (!value || typeof value !== "object") return DEFAULT_BRAND;
  const v = value as Record<string, unknown>;
  const id = (x: unknown) => (typeof x === "string" && MEDIA_ID.test(x) ? x : null);
  const alt = (v.shareAlt ?? {}) as Record<string, unknown>;
  const words = (x: unknown) => (typeof x === "string" ? cleanLine(x).trim().slice(0, 300) : "");
  const pages = (v.pageShare ?? {}) as Record<string, unknown>;
  const pageShare: BrandSettings["pageShare"] = {};
  for (const page of SHARE_PAGES) {
    const picture = id(pages[page]);
    if (picture) pageShare[page] = picture;
  }
  return {
    logo: id(v.logo),
    icon: id(v.icon),
    share: id(v.share),
    shareAlt: { fr: words(alt.fr), en: words(alt.en) },
    pageShare,
  };
}

export async function readBrand(database: AppDatabase): Promise<BrandSettings> {
  return soundBrand(await readSettingsDocument(database, KEY));
}

export async function saveBrand(
  database: AppDatabase,
  value: BrandSettings,
  userId: string | null,
): Promise<void> {
  await writeSettingsDocument(database, KEY, value, userId);
}

/** The brand's pictures as pages show them; a picture deleted since reads as the built-in one. */
export interface BrandPictures {
  settings: BrandSettings;
  logo: MediaImage | null;
  icon: MediaImage | null;
  share: MediaImage | null;
  pageShare: Partial<Record<MenuPage, MediaImage>>;
}

export async function brandPictures(
  db: Kysely<Database>,
  settings: BrandSettings,
): Promise<BrandPictures> {
  const ids = [settings.logo, settings.icon, settings.share, ...Object.values(settings.pageShare)];
  const found = await mediaByIds(
    db,
    ids.filter((id): id is string => !!id),
  );
  const image = (id: string | null | undefined) => (id && found.get(id)?.image) || null;
  const pageShare: BrandPictures["pageShare"] = {};
  for (const [page, id] of Object.entries(settings.pageShare)) {
    const picture = image(id);
    if (picture) pageShare[page as MenuPage] = picture;
  }
  return {
    settings,
    logo: image(settings.logo),
    icon: image(settings.icon),
    share: image(settings.share),
    pageShare,
  };
}

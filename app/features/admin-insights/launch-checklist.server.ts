import { isDeepStrictEqual } from "node:util";
import type { AppConfig } from "~/config/config.server";
import type { AppDatabase } from "~/db/db.server";
import { PLACEHOLDER_PHONES } from "~/content/company";
import {
  initialDocument,
  artworkCount,
  loadPageMedia,
  readPublishedPages,
} from "~/features/pages/index.server";
import type { Words } from "~/features/pages";
import { PAGES, type PageKey } from "~/features/pages";
import { demoCounts, readSettings } from "~/features/company/index.server";

export type LaunchStep =
  "identity" | "phone" | "accounts" | "demo" | "photos" | "pictures" | "figures" | "mail";

/** The pages whose pictures start as the site's bundled artwork. */
export const ARTWORK_PAGES = [
  "home",
  "about",
  "services",
  "products",
] as const satisfies readonly PageKey[];
export type ArtworkPage = (typeof ARTWORK_PAGES)[number];

export interface LaunchChecklist {
  steps: Record<LaunchStep, boolean>;
  /** Per page, how many published pictures still show the artwork ("pictures" waits for 0s) */
  artwork: { page: ArtworkPage; label: Words; count: number }[];
}

/**
 * What a new owner still has to do before launch, checked against the database: the identity
 * saved once from the admin, no placeholder phone left, a second staff account, no demo rows,
 * real photos (gallery and team portraits), and what the pages still show of ours rather than
 * the company's: the artwork, the example key figures. Mail is the server's setting: without
 * SMTP_URL every message is only written to a file (features/mail/transport.server.ts).
 */
export async function launchChecklist(
  database: AppDatabase,
  config: Pick<AppConfig, "SMTP_URL">,
): Promise<LaunchChecklist> {
  const { db } = database;
  const [identityRow, settings, staff, demo, photos, team, pages] = await Promise.all([
    db
      .selectFrom("site_settings")
      .select("updated_by")
      .where("key", "=", "company")
      .executeTakeFirst(),
    readSettings(database),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "in", ["admin", "editor"])
      .executeTakeFirst(),
    demoCounts(database),
    db
      .selectFrom("gallery_photos")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db.selectFrom("team_members").select(["photo_media_id"]).execute(),
    readPublishedPages(db),
  ]);
  // An upload removed from the library shows the artwork again, so only existing ones count.
  const media = await loadPageMedia(
    db,
    Object.fromEntries(ARTWORK_PAGES.map((p) => [p, pages[p]])),
  );
  const artwork = ARTWORK_PAGES.map((page) => ({
    page,
    label: PAGES[page].label,
    count: artworkCount(PAGES[page].fields, pages[page], media),
  }));
  const digits = (p: string) => `+${p.replace(/\D/g, "")}`;
  const phones = settings ? [settings.phone, settings.phone2, settings.whatsapp] : [];
  return {
    steps: {
      identity: Boolean(identityRow?.updated_by),
      phone:
        Boolean(settings) &&
        !phones.some((p) => p && (PLACEHOLDER_PHONES as readonly string[]).includes(digits(p))),
      accounts: Number(staff?.n ?? 0) >= 2,
      demo: Object.values(demo).every((n) => n === 0),
      photos: Number(photos?.n ?? 0) > 0 && team.every((m) => m.photo_media_id),
      pictures: artwork.every((a) => a.count === 0),
      // The initial figures are invented: any edit of them is the company's own.
      figures: !isDeepStrictEqual(pages.figures, initialDocument("figures")),
      mail: Boolean(config.SMTP_URL),
    },
    artwork,
  };
}

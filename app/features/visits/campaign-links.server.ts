import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import type { PublicPage } from "~/content/public-pages";
import { readTarget, targetOf, type CampaignLink } from "./campaign-links";

type Db = Kysely<Database>;

export interface NewCampaignLink {
  slug: string;
  page: PublicPage;
  locale: Locale;
  source: string;
  campaign: string;
}

function toLink(row: Database["campaign_links"]): CampaignLink | null {
  const target = readTarget(row.target);
  if (!target) return null;
  const { id, slug, source, campaign, created_at } = row;
  return { id, slug, ...target, source, campaign, createdAt: created_at };
}

/** Every campaign link, newest first (a company makes a few a month: no paging needed). */
export async function listCampaignLinks(db: Db): Promise<CampaignLink[]> {
  const rows = await db
    .selectFrom("campaign_links")
    .selectAll()
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toLink).filter((link) => link !== null);
}

export async function findCampaignLink(db: Db, slug: string): Promise<CampaignLink | null> {
  const row = await db
    .selectFrom("campaign_links")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? toLink(row) : null;
}

/**
 * Stores a new link, or answers "taken" when its slug is already one's: the insert itself decides
 * (a unique index), so two staff choosing the same slug at once get one link and one refusal.
 */
export async function createCampaignLink(
  db: Db,
  link: NewCampaignLink,
  userId: string,
): Promise<{ id: string } | "taken"> {
  const id = randomUUID();
  const inserted = await db
    .insertInto("campaign_links")
    .values({
      id,
      slug: link.slug,
      target: targetOf(link.page, link.locale),
      source: link.source,
      medium: "campaign-link",
      campaign: link.campaign,
      created_by: userId,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? { id } : "taken";
}

/** Removes a link; its past visits stay counted under its campaign. False when it was gone. */
export async function removeCampaignLink(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("campaign_links").where("id", "=", id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

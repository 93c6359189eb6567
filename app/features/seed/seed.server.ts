import { nowIso, type AppDatabase } from "~/db/db.server";
import { clients, DEMO_LEADER, partners } from "~/content/demo";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { log } from "~/lib/logger.server";
import { seedDemoPosts } from "~/features/blog/index.server";
import { seedPages } from "~/features/page-editor/index.server";
import { bumpContentVersion, savePriceGridIn } from "~/features/company/index.server";
import { defaultSettings } from "~/features/company";
import { seedDemoTestimonials } from "~/features/testimonials/index.server";

/** The row of site_settings that says a database was seeded, and with what. */
const SEED_KEY = "seed";

export interface SeedOptions {
  /** The initial lead notification address (LEADS_NOTIFY_TO) */
  notifyTo: string;
  /** SEED_DEMO: whether a new install gets invented demo content */
  demo: boolean;
}

/**
 * Fills a new database once, and never again (docs/decisions/012-owner-edited-content.md):
 * the initial identity and price grid, plus demo content (testimonials, posts, a team member,
 * clients and partners, all marked `is_demo`) unless SEED_DEMO=0. The "seed" row is claimed in
 * the same transaction, so two processes starting together seed once, a crash seeds nothing,
 * and content the owner deleted never comes back on a restart.
 */
export async function seedSite(database: AppDatabase, options: SeedOptions): Promise<void> {
  // Pages came after the first seed: an install from before them gets them at its next start.
  const pages = await database.db.transaction().execute(async (trx) => {
    const seeded = await seedPages(trx);
    if (seeded) await bumpContentVersion(trx);
    return seeded;
  });
  if (pages) log.info("page content seeded from the initial content", { pages });
  const counts = await database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("site_settings")
      .values({
        key: SEED_KEY,
        value: JSON.stringify({ at: nowIso(), demo: options.demo }),
        updated_at: nowIso(),
        updated_by: null,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    const inTrx: AppDatabase = { ...database, db: trx };
    await trx
      .insertInto("site_settings")
      .values({
        key: "company",
        value: JSON.stringify(defaultSettings(options.notifyTo)),
        updated_at: nowIso(),
        updated_by: null,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const hasGrid = await trx.selectFrom("price_sections").select("id").limit(1).execute();
    if (!hasGrid.length) await savePriceGridIn(trx, DEFAULT_PRICE_SECTIONS);
    await bumpContentVersion(trx);
    if (!options.demo) return { demo: false };
    return {
      demo: true,
      testimonials: await seedDemoTestimonials(inTrx),
      posts: await seedDemoPosts(inTrx),
      ...(await seedDemoPeople(inTrx)),
    };
  });
  if (!counts) return;
  if (counts.demo) log.info("demo content seeded (marked as demo, removable from /admin)", counts);
  else log.info("initial content seeded without demo content (SEED_DEMO=0)");
}

/** The invented leader, clients and partners, into empty tables only. */
async function seedDemoPeople({ db }: AppDatabase) {
  const now = nowIso();
  let team = 0;
  let tickers = 0;
  if (!(await db.selectFrom("team_members").select("id").limit(1).execute()).length) {
    const { photoBuiltin, name, phone, email, ...texts } = DEMO_LEADER;
    await db
      .insertInto("team_members")
      .values({
        id: crypto.randomUUID(),
        position: 0,
        name,
        role_fr: texts.roleFr,
        role_en: texts.roleEn,
        photo_media_id: null,
        photo_builtin: photoBuiltin,
        phone,
        email,
        education_fr: texts.educationFr,
        education_en: texts.educationEn,
        training_fr: texts.trainingFr,
        training_en: texts.trainingEn,
        experience_fr: texts.experienceFr,
        experience_en: texts.experienceEn,
        is_demo: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    team = 1;
  }
  if (!(await db.selectFrom("partners").select("id").limit(1).execute()).length) {
    const rows = [
      ...clients.map((name, position) => ({ kind: "client" as const, name, position })),
      ...partners.map((name, position) => ({ kind: "partner" as const, name, position })),
    ];
    await db
      .insertInto("partners")
      .values(
        rows.map((r) => ({
          ...r,
          id: crypto.randomUUID(),
          logo_media_id: null,
          url: null,
          is_demo: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    tickers = rows.length;
  }
  return { team, clientsAndPartners: tickers };
}

import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion } from "./content-version.server";
import { invalidateSiteData } from "./site-data.server";

/**
 * Runs an edit of something public pages show (a post, a testimonial's moderation) in one
 * transaction with the content version's bump, so every process drops its cached pages
 * (docs/decisions/017-page-cache.md); this process sees the change at once, others within the
 * site data's check interval.
 */
export async function editPublicContent<T>(
  database: AppDatabase,
  edit: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await database.db.transaction().execute(async (trx) => {
    const value = await edit(trx);
    await bumpContentVersion(trx);
    return value;
  });
  invalidateSiteData(database);
  return result;
}

import type { DeleteResult, Transaction, UpdateResult } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { bumpContentVersion } from "./content-version.server";
import { invalidateSiteData } from "./site-data-cache.server";

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

/**
 * An edit of one row of owner-edited content (a team member, a client's logo): the content
 * version is bumped only when the row was there. False when it was not (the caller answers 404).
 */
export async function editOneRow(
  database: AppDatabase,
  edit: (trx: Transaction<Database>) => Promise<UpdateResult | DeleteResult>,
): Promise<boolean> {
  const changed = await database.db.transaction().execute(async (trx) => {
    const result = await edit(trx);
    const rows = "numUpdatedRows" in result ? result.numUpdatedRows : result.numDeletedRows;
    if (Number(rows) !== 1) return false;
    await bumpContentVersion(trx);
    return true;
  });
  if (changed) invalidateSiteData(database);
  return changed;
}

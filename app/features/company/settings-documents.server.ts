import { nowIso, type AppDatabase } from "~/db/db.server";
import { bumpContentVersion } from "./content-version.server";

/**
 * The company's settings are JSON documents in `site_settings`, one per screen (identity,
 * privacy, menus, logo and sharing): each read and written whole.
 */

/** The stored document, parsed; undefined when missing or not JSON (a hand-damaged row). */
export async function readSettingsDocument({ db }: AppDatabase, key: string): Promise<unknown> {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  try {
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the document; public pages show it within seconds in every process. */
export async function writeSettingsDocument(
  { db }: AppDatabase,
  key: string,
  value: unknown,
  userId: string | null,
): Promise<void> {
  const row = { value: JSON.stringify(value), updated_at: nowIso(), updated_by: userId };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key, ...row })
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
    await bumpContentVersion(trx);
  });
}

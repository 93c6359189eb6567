import { nowIso, type AppDatabase } from "~/db/db.server";
import { bumpContentVersion } from "./content-version.server";
import type { CompanySettings } from "./settings";
import { storedSettings } from "./settings-schema.server";

const KEY = "company";

/** The stored identity, or undefined before the first start seeded it. */
export async function readSettings({ db }: AppDatabase): Promise<CompanySettings | undefined> {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return storedSettings(JSON.parse(row.value));
  } catch {
    return undefined;
  }
}

/** Replaces the identity; every process shows it within seconds (content version). */
export async function saveSettings(
  { db }: AppDatabase,
  settings: CompanySettings,
  userId: string | null,
): Promise<void> {
  const row = { value: JSON.stringify(settings), updated_at: nowIso(), updated_by: userId };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key: KEY, ...row })
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
    await bumpContentVersion(trx);
  });
}

/** Which fields changed, for the audit log (old and new values; nothing secret lives here). */
export function settingsChanges(
  before: CompanySettings | undefined,
  after: CompanySettings,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof CompanySettings)[]) {
    const from = before?.[key];
    if (JSON.stringify(from) !== JSON.stringify(after[key]))
      changes[key] = { from: from ?? null, to: after[key] };
  }
  return changes;
}

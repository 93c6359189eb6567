import type { AppDatabase } from "~/db/db.server";
import { readSettingsDocument, writeSettingsDocument } from "./settings-documents.server";
import type { CompanySettings } from "./settings";
import { storedSettings } from "./settings-schema.server";

const KEY = "company";

/** The stored identity, or undefined before the first start seeded it. */
export async function readSettings(database: AppDatabase): Promise<CompanySettings | undefined> {
  const value = await readSettingsDocument(database, KEY);
  if (value === undefined) return undefined;
  try {
    return storedSettings(value);
  } catch {
    return undefined;
  }
}

/** Replaces the identity; every process shows it within seconds (content version). */
export async function saveSettings(
  database: AppDatabase,
  settings: CompanySettings,
  userId: string | null,
): Promise<void> {
  await writeSettingsDocument(database, KEY, settings, userId);
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

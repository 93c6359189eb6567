import type { AppConfig, EnvConfig } from "~/config/config.server";
import { migrateToLatest, type AppDatabase } from "~/db/db.server";
import { ensureSigningSecret } from "~/features/auth/index.server";
import { importLegacyUploads } from "~/features/media/index.server";
import { log } from "~/lib/logger.server";

/**
 * Brings a database to this version before anything reads it: migrations, then the state an
 * older version kept in DATA_DIR (generated secret, uploads) moved in, then the signing secret.
 * Safe to run by several processes at once and again at every start. The server runs it at
 * start; backup and migrate-to-postgres run it on their source so nothing is left behind.
 */
export async function prepareDatabase(database: AppDatabase, env: EnvConfig): Promise<AppConfig> {
  const applied = await migrateToLatest(database);
  if (applied.length) log.info("migrations applied", { applied, dialect: database.dialect });
  const AUTH_SECRET = env.AUTH_SECRET ?? (await ensureSigningSecret(database, env.DATA_DIR));
  await importLegacyUploads(database, env.DATA_DIR);
  return { ...env, AUTH_SECRET };
}

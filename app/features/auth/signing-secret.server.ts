import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { log } from "~/lib/logger.server";

const SECRET_NAME = "auth";

/** Where versions before the database-held secret kept the generated one. */
export function legacySecretFile(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

/**
 * The signing secret every process sharing this database uses when AUTH_SECRET is unset (it signs
 * session cookies and encrypts TOTP secrets, so all processes must agree on it).
 *
 * Generated once, race-safe: each process offers a candidate with insert-if-absent, then everyone
 * reads back the one row that won. A secret an older version kept in DATA_DIR/auth-secret is the
 * candidate of choice, so its sessions and TOTP enrolments keep working after the upgrade; once
 * the database holds the secret, the file goes.
 */
export async function ensureSigningSecret(database: AppDatabase, dataDir: string): Promise<string> {
  const file = legacySecretFile(dataDir);
  const legacy = readLegacySecret(file);
  await database.db
    .insertInto("app_secrets")
    .values({
      name: SECRET_NAME,
      value: legacy ?? randomBytes(32).toString("base64url"),
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const { value } = await database.db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", SECRET_NAME)
    .executeTakeFirstOrThrow();
  // A second process sharing this DATA_DIR may have tidied the file already: not an error.
  if (legacy === value && tidy(() => rmSync(file)))
    log.info("signing secret moved from DATA_DIR/auth-secret into the database");
  else if (legacy && legacy !== value && tidy(() => renameSync(file, `${file}.unused`)))
    // Another process (with another DATA_DIR) got there first; its secret is the site's now.
    log.warn(
      "DATA_DIR/auth-secret differs from the secret already in the database: the database's is used, the file was renamed auth-secret.unused",
    );
  return value;
}

function tidy(action: () => void): boolean {
  try {
    action();
    return true;
  } catch {
    return false;
  }
}

function readLegacySecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, "utf8").trim();
    return secret.length >= 32 ? secret : undefined;
  } catch {
    return undefined;
  }
}

import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { ensureSigningSecret } from "./signing-secret.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "secret-"));

forEachDatabase((open) => {
  let database: AppDatabase;
  afterEach(async () => database && (await database.close()));

  it("is generated once into the database: processes starting together all get the one that won", async () => {
    database = await open();
    const dirs = [dataDir(), dataDir(), dataDir(), dataDir()];
    const secrets = await Promise.all(dirs.map((dir) => ensureSigningSecret(database, dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await ensureSigningSecret(database, dataDir())).toBe(secrets[0]);
    // Nothing of it on disk: DATA_DIR is not where the site's state lives.
    for (const dir of dirs) expect(readdirSync(dir)).toEqual([]);
  });

  it("takes over the secret an older version kept in DATA_DIR/auth-secret, then removes the file", async () => {
    database = await open();
    const dir = dataDir();
    const legacy = "k".repeat(43);
    writeFileSync(path.join(dir, "auth-secret"), `${legacy}\n`, { mode: 0o600 });
    expect(await ensureSigningSecret(database, dir)).toBe(legacy);
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
    expect(await ensureSigningSecret(database, dataDir())).toBe(legacy);
  });

  it("keeps the database's secret when another DATA_DIR brings a different one", async () => {
    database = await open();
    const first = await ensureSigningSecret(database, dataDir());
    const dir = dataDir();
    writeFileSync(path.join(dir, "auth-secret"), "z".repeat(43));
    expect(await ensureSigningSecret(database, dir)).toBe(first);
    expect(readdirSync(dir)).toEqual(["auth-secret.unused"]);
    expect(readFileSync(path.join(dir, "auth-secret.unused"), "utf8")).toBe("z".repeat(43));
  });
});

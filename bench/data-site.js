// One seeded site for the data bench (bench/data.js): a fresh database (a SQLite file, or a
// PostgreSQL schema), migrated by a first start of the production build, filled with the
// generated rows, then served again with the administrator signed in.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { startServer } from "./leads.js";
import { generate } from "./data-seed.js";
import { writeTables } from "./data-write.js";

const ADMIN = { email: "bench@africaclean.tg", password: "bench-password-correct-horse" };
const ORIGIN = "http://localhost:3000";

async function signIn(url) {
  const res = await fetch(`${url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }),
  });
  if (res.status !== 302) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A fresh database: a SQLite file in `dataDir`, or a PostgreSQL schema. */
async function freshDatabase(kind, dataDir) {
  if (kind === "sqlite")
    return { env: {}, target: { file: path.join(dataDir, "site.db") }, drop: async () => {} };
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    target: { databaseUrl: url.toString() },
    drop: () => admin(`drop schema ${schema} cascade`),
  };
}

async function adminId(target) {
  if (target.file) {
    const db = new SQLite(target.file, { readonly: true });
    const row = db.prepare(`select id from "user" where email = ?`).get(ADMIN.email);
    db.close();
    return row.id;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const { rows } = await client
    .query(`select id from "user" where email = $1`, [ADMIN.email])
    .finally(() => client.end());
  return rows[0].id;
}

async function stop(child) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/**
 * A site of `buildDir` (the current build when undefined) on a fresh database of `kind`, seeded
 * at `sizeName`: its URL, the administrator's cookie, a quote request's id, the seconds the rows
 * took to write, and `close` (stops the server, drops the database). `more(target)` may write
 * rows of its own before the second start.
 */
export async function seededSite(kind, sizeName, buildDir, more) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const database = await freshDatabase(kind, dataDir);
  const env = {
    ...database.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_HOUR: "off",
    NODE_ENV: "production",
    ...(buildDir ? { BUILD_DIR: buildDir } : {}),
  };
  const cleanUp = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start migrates the database and creates the administrator the rows point to.
    const first = await startServer({ dataDir, env });
    await stop(first.child);
    const started = performance.now();
    const tables = generate(sizeName, { adminId: await adminId(database.target) });
    await writeTables(database.target, tables);
    await more?.(database.target);
    const seedS = Math.round((performance.now() - started) / 100) / 10;
    const server = await startServer({ dataDir, env });
    const close = async () => {
      await stop(server.child);
      await cleanUp();
    };
    try {
      const cookie = await signIn(server.url);
      return {
        url: server.url,
        cookie,
        leadId: tables.quote_requests[5].id,
        seedS,
        target: database.target,
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

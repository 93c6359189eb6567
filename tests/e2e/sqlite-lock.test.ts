import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, onTestFinished } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { leaseCounter } from "~/db/day-claims.server";
import { RETENTION_DAY_COUNTER } from "~/features/privacy/retention.server";
import { it, type E2eServer } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { until } from "../helpers/until";

/**
 * Another process holds the SQLite write lock (a second server, a backup, `npm run admin`):
 * the site keeps answering while a quote waits for the lock, stores it once when the lock goes,
 * and answers 503 in the visitor's language, having stored nothing, when it never does.
 */

const root = path.resolve(import.meta.dirname, "../..");
// The SQLite file's lock is the subject. TRUST_PROXY and a distinct address per request keep
// the lead rate limit out of the way.
it.override({ databaseKind: "sqlite", serverEnv: { TRUST_PROXY: "1" } });

/** A separate process that takes the write lock (BEGIN IMMEDIATE) and keeps it until told. */
async function holdWriteLock(file: string): Promise<{ release: () => Promise<void> }> {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    process.stdout.write("locked\\n");
    process.stdin.once("data", () => { db.exec("ROLLBACK"); db.close(); process.stdout.write("released\\n"); });
  `;
  const child = spawn(process.execPath, ["-e", script, file], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  onTestFinished(() => {
    child.kill();
  });
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (chunk) => {
        out += chunk;
        if (out.includes(word)) resolve();
      });
      child.once("exit", (code) =>
        reject(new Error(`lock holder exited (${code}) before "${word}"`)),
      );
    });
  await said("locked");
  return {
    async release() {
      const done = said("released");
      child.stdin!.write("release\n");
      await done;
    },
  };
}

/** "pending" when `promise` has not settled by the next turn of the event loop. */
const state = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "settled",
      () => "settled",
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), 0)),
  ]);

let ip = 0;
/** A quote's fields; each test's e-mail addresses are its own. */
function quote(email: string): Record<string, string> {
  return {
    firstName: "Kofi",
    lastName: "Agbo",
    email,
    phone: "+228 70 00 00 01",
    serviceType: "sante-pro",
    description: "Désinfection mensuelle d'un cabinet.",
    ...guardFields(),
  };
}
const send = (server: E2eServer, page: string, fields: Record<string, string>) =>
  postForm(server.url, page, fields, { headers: { "x-forwarded-for": `10.7.0.${++ip}` } });
const warnings = (server: E2eServer) =>
  server.output().split("database locked by another process").length - 1;
/**
 * The quote requests stored for this e-mail address (by address: the stored submission key is
 * derived from the form's token and content, not the token itself).
 */
const storedQuotes = ({ db }: AppDatabase, email: string) =>
  db.selectFrom("quote_requests").select("id").where("email", "=", email).execute();
/**
 * The counters a lead moves (reference numbers and the like). The daily privacy pass takes its
 * lease and marks its day in the same table, a second after the server starts, whenever the
 * write lock lets it: that is the server's own business, and its timing must not decide this
 * file's result.
 */
const counters = ({ db }: AppDatabase) =>
  db
    .selectFrom("counters")
    .select(["name", "value"])
    .where("name", "not in", [RETENTION_DAY_COUNTER, leaseCounter(RETENTION_DAY_COUNTER)])
    .orderBy("name")
    .execute();

describe("SQLite write lock held by another process", () => {
  it("keeps answering other requests while a quote waits, then stores the quote exactly once", async ({
    server,
    database,
  }) => {
    const lock = await holdWriteLock(server.databaseOptions.file!);
    const before = warnings(server);
    const submission = send(server, "/quote", quote("waiting@example.tg"));
    // The server says the quote is waiting for the lock...
    await until(() => warnings(server) > before);
    // ...and meanwhile answers the health check, a static page and a page that reads the database.
    for (const page of ["/healthz", "/services", "/blog"]) {
      const res = await fetch(`${server.url}${page}`);
      expect(res.status, page).toBe(200);
    }
    expect(await state(submission)).toBe("pending");
    await lock.release();
    const res = await submission;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Demande de devis envoyée !");
    expect(await storedQuotes(database, "waiting@example.tg")).toHaveLength(1);
  });

  it("gives up after a few seconds with a 503 page in the visitor's language, storing nothing", async ({
    server,
    database,
  }) => {
    const lock = await holdWriteLock(server.databaseOptions.file!);
    const countersBefore = await counters(database);
    const fr = quote("trop-long@example.tg");
    const en = quote("too-long@example.tg");
    const [frRes, enRes] = await Promise.all([
      send(server, "/quote", fr),
      send(server, "/quote?lng=en", en),
    ]);
    await lock.release();
    expect([frRes.status, enRes.status]).toEqual([503, 503]);
    expect(frRes.headers.get("retry-after")).toBeTruthy();
    const frHtml = await frRes.text();
    expect(frHtml).toContain('<html lang="fr"');
    expect(frHtml).toContain("Notre serveur est momentanément occupé");
    const enHtml = await enRes.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain("Our server is briefly busy");
    // Nothing half-stored: no request, no e-mail, no reference number used up.
    for (const email of [fr.email!, en.email!]) {
      expect(await storedQuotes(database, email)).toEqual([]);
    }
    expect(
      await database.db
        .selectFrom("email_outbox")
        .select("id")
        .where("to_address", "in", ["trop-long@example.tg", "too-long@example.tg"])
        .execute(),
    ).toEqual([]);
    expect(await counters(database)).toEqual(countersBefore);
  });
});

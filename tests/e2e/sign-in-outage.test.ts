import { sql, type Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "~/db/schema";
import { SITE_ORIGIN } from "../helpers/forms";
import { forEachServerDatabase } from "../helpers/server-databases";
import { href } from "react-router";

/**
 * Sign-in on a bad day: the database refuses every write a sign-in makes (a new session, a
 * failed-attempt count), as with a full disk. Simulated with triggers that fail those writes
 * the way a full disk does, on SQLite and on PostgreSQL (SQLSTATE 53100, disk_full).
 */

const ADMIN = { email: "admin@example.tg", password: "correct horse battery staple" };

async function fillTheDisk(db: Kysely<Database>, dialect: "SQLite" | "PostgreSQL") {
  if (dialect === "SQLite") {
    for (const [name, event, table] of [
      ["full_session", "insert", "session"],
      ["full_limits_insert", "insert", "rate_limits"],
      ["full_limits_update", "update", "rate_limits"],
    ])
      await sql
        .raw(
          `create trigger ${name} before ${event} on ${table} begin select raise(abort, 'database or disk is full'); end`,
        )
        .execute(db);
    return;
  }
  await sql`create function disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(
    db,
  );
  await sql`create trigger full_session before insert on "session" for each row execute function disk_full()`.execute(
    db,
  );
  await sql`create trigger full_limits before insert or update on rate_limits for each row execute function disk_full()`.execute(
    db,
  );
}

async function freeTheDisk(db: Kysely<Database>, dialect: "SQLite" | "PostgreSQL") {
  if (dialect === "SQLite") {
    for (const name of ["full_session", "full_limits_insert", "full_limits_update"])
      await sql.raw(`drop trigger ${name}`).execute(db);
  } else await sql`drop function disk_full() cascade`.execute(db);
}

const signIn = (base: string, page: string, password: string) =>
  fetch(`${base}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: SITE_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    },
    body: new URLSearchParams({ email: ADMIN.email, password, redirectTo: href("/admin") }),
  });

const sessions = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("session")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );

forEachServerDatabase({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (current) => {
  it("answers 503 with a clear message in the page's language, signs nobody in, and recovers", async () => {
    const { server, db, name } = current();
    await fillTheDisk(db, name);
    try {
      // The right password: the session cannot be written.
      const fr = await signIn(server.url, "/auth/login", ADMIN.password);
      expect(fr.status).toBe(503);
      expect(fr.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
      const frHtml = await fr.text();
      expect(frHtml).toContain('<html lang="fr"');
      expect(frHtml).toContain("La connexion a échoué. Réessayez dans un instant.");
      // A wrong password: the failed attempt cannot be counted.
      const en = await signIn(server.url, "/auth/login?lng=en", "not the password");
      expect(en.status).toBe(503);
      const enHtml = await en.text();
      expect(enHtml).toContain('<html lang="en"');
      expect(enHtml).toContain("Sign-in failed. Please try again in a moment.");
      expect(await sessions(db)).toBe(0);
    } finally {
      await freeTheDisk(db, name);
    }
    const again = await signIn(server.url, "/auth/login", ADMIN.password);
    expect(again.status).toBe(302);
    expect(await sessions(db)).toBe(1);
  });
});

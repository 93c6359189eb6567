import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { enableTotp, signInCookie, signInWithCode, uploadPicture } from "../helpers/auth";
import { guardFields, postForm, readDb } from "../helpers/forms";
import { createTestSchema, type TestSchema } from "../helpers/pg-schema";
import { startTestServer, type TestServer } from "../helpers/server";
import { totp } from "../helpers/totp";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
const pgUrl = process.env.TEST_DATABASE_URL;
const picture = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();
const quote = {
  firstName: "Kofi",
  lastName: "Agbo",
  email: "kofi@example.tg",
  phone: "+228 70 00 00 01",
  serviceType: "sante-pro",
  description: "Désinfection mensuelle d'un cabinet.",
  urgency: "normal",
};

const servers: TestServer[] = [];
const schemas: TestSchema[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const schema of schemas) await schema.drop();
});

describe.skipIf(!pgUrl)("two server processes on one PostgreSQL database", () => {
  it("behave as one site: a session, an upload and a limit made on one hold on the other", async () => {
    const schema = await createTestSchema(pgUrl);
    schemas.push(schema);
    // Started together, with nothing in common but DATABASE_URL: both migrate, both want to
    // generate the signing secret, both want to create the administrator.
    const env = {
      DATABASE_URL: schema.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    servers.push(a, b);
    expect(a.dataDir).not.toBe(b.dataDir);

    // Signed in on A, recognised on B.
    const cookie = await signInCookie(a.url, ADMIN.email, ADMIN.password);
    const onB = await fetch(`${b.url}/admin`, { redirect: "manual", headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain(ADMIN.email.split("@")[0]);

    // Uploaded through B, served by A (which never saw the file), byte for byte.
    const upload = await uploadPicture(b.url, cookie, await picture("#1d6b3a"));
    expect(upload.status).toBe(200);
    const [fromA, fromB] = await Promise.all([
      fetch(`${a.url}${upload.url}`),
      fetch(`${b.url}${upload.url}`),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromA.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await fromA.arrayBuffer())).toEqual(Buffer.from(await fromB.arrayBuffer()));
    for (const variant of upload.srcset!.split(", ").map((s) => s.split(" ")[0]!))
      expect((await fetch(`${a.url}${variant}`)).status).toBe(200);

    // One visitor's quote requests count on both: 3 on A and 2 on B reach the limit of 5.
    const statuses: number[] = [];
    for (const server of [a, a, a, b, b, a])
      statuses.push(
        (
          await postForm(server.url, "/quote", {
            ...quote,
            email: `rl${statuses.length}@example.tg`,
            ...guardFields(),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 180_000);
});

describe("upgrading a site whose DATA_DIR holds the secret and the uploads", () => {
  it("moves both into the database at first start: sessions, TOTP sign-in and pictures keep working", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-legacy-"));
    const legacySecret = "legacy-secret-".padEnd(44, "x");
    // The site as an older version ran it: secret from DATA_DIR/auth-secret (given here through
    // AUTH_SECRET so nothing lands in the database), a TOTP enrolment, an upload, a session.
    const before = await startTestServer({
      DATA_DIR: dataDir,
      AUTH_SECRET: legacySecret,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const { secret: totpSecret, cookie } = await enableTotp(
      before.url,
      await signInCookie(before.url, ADMIN.email, ADMIN.password),
      ADMIN.password,
      (s) => totp(s),
    );
    const upload = await uploadPicture(before.url, cookie, await picture("#a0522d"));
    const original = Buffer.from(await (await fetch(`${before.url}${upload.url}`)).arrayBuffer());
    await before.stop();
    rewindToLegacyLayout(dataDir, legacySecret);

    const after = await startTestServer({ DATA_DIR: dataDir });
    servers.push(after);
    expect(after.output()).toContain("signing secret moved from DATA_DIR/auth-secret");
    expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(readDb(dataDir, "select value from app_secrets")).toEqual([{ value: legacySecret }]);

    // The session made before the upgrade is still valid; TOTP (encrypted with the old secret)
    // still signs in; the picture is served, and still is once the disk cache is gone.
    expect(
      (await fetch(`${after.url}/admin`, { redirect: "manual", headers: { cookie } })).status,
    ).toBe(200);
    const signIn = await signInWithCode(after.url, ADMIN.email, ADMIN.password, () =>
      totp(totpSecret),
    );
    expect(signIn.status).toBe(302);
    rmSync(path.join(dataDir, "cache"), { recursive: true, force: true });
    const served = await fetch(`${after.url}${upload.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(original);
  }, 180_000);
});

/**
 * Puts a stopped site's DATA_DIR back in the layout versions before migration 0002 left:
 * generated secret in DATA_DIR/auth-secret, picture variants as files in DATA_DIR/uploads,
 * neither of them in the database.
 */
function rewindToLegacyLayout(dataDir: string, secret: string) {
  writeFileSync(path.join(dataDir, "auth-secret"), `${secret}\n`, { mode: 0o600 });
  mkdirSync(path.join(dataDir, "uploads"));
  const db = new SQLite(path.join(dataDir, "site.db"));
  try {
    for (const row of db.prepare("select name, content from media_files").all() as Array<{
      name: string;
      content: Buffer;
    }>)
      writeFileSync(path.join(dataDir, "uploads", row.name), row.content);
    // The tables stay (later migrations were applied after 0002 and cannot be undone here);
    // emptied, they are what an older site has after upgrading: nothing of it in the database.
    db.exec(`delete from media_files; delete from app_secrets;`);
  } finally {
    db.close();
  }
  rmSync(path.join(dataDir, "cache"), { recursive: true, force: true });
}

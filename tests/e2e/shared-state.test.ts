import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { enableTotp, signInCookie, signInWithCode, uploadPicture } from "../helpers/auth";
import { ADMIN, it, keptPlace } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { createTestSchema } from "../helpers/pg-schema";
import { totp } from "../helpers/totp";
import { awayFromWindowEdge, LIMIT_WINDOWS } from "../helpers/limit-window";

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

describe.skipIf(!pgUrl)("two server processes on one PostgreSQL database", () => {
  it("behave as one site: a session, an upload and a limit made on one hold on the other", async ({
    launchServer,
  }) => {
    const schema = await createTestSchema(pgUrl);
    try {
      // Started together, with nothing in common but DATABASE_URL (and ADMIN_EMAIL /
      // ADMIN_PASSWORD): both migrate, both want to generate the signing secret, both want to
      // create the administrator.
      const env = { DATABASE_URL: schema.url };
      const [a, b] = await Promise.all([
        launchServer(env, "postgres"),
        launchServer(env, "postgres"),
      ]);
      try {
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
        expect(Buffer.from(await fromA.arrayBuffer())).toEqual(
          Buffer.from(await fromB.arrayBuffer()),
        );
        for (const variant of upload.srcset!.split(", ").map((s) => s.split(" ")[0]!))
          expect((await fetch(`${a.url}${variant}`)).status).toBe(200);

        // One visitor's quote requests count on both: 3 on A and 2 on B reach the limit of 5.
        const statuses: number[] = [];
        await awayFromWindowEdge(LIMIT_WINDOWS.leads);
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
      } finally {
        // Stopped before their schema goes.
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await schema.drop();
    }
  }, 180_000);
});

describe("upgrading a site whose DATA_DIR holds the secret and the uploads", () => {
  it("moves both into the database at first start: sessions, TOTP sign-in and pictures keep working", async ({
    databaseKind,
    launchServer,
  }) => {
    // One DATA_DIR and one database for the older version and the upgraded one.
    const place = await keptPlace(databaseKind);
    const { dataDir } = place;
    try {
      const legacySecret = "legacy-secret-".padEnd(44, "x");
      // The site as an older version ran it: secret from DATA_DIR/auth-secret (given here
      // through AUTH_SECRET so nothing lands in the database), a TOTP enrolment, an upload, a
      // session.
      const before = await launchServer({ ...place.env, AUTH_SECRET: legacySecret });
      const { secret: totpSecret, cookie } = await enableTotp(
        before.url,
        await signInCookie(before.url, ADMIN.email, ADMIN.password),
        ADMIN.password,
        (s) => totp(s),
      );
      const upload = await uploadPicture(before.url, cookie, await picture("#a0522d"));
      const original = Buffer.from(await (await fetch(`${before.url}${upload.url}`)).arrayBuffer());
      await before.stop();
      const database = openDatabase(before.databaseOptions);
      try {
        await rewindToLegacyLayout(database, dataDir, legacySecret);

        // The upgraded version starts with nothing but its DATA_DIR and database.
        const after = await launchServer({ ...place.env, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
        try {
          expect(after.output()).toContain("signing secret moved from DATA_DIR/auth-secret");
          expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
          expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
          expect(await database.db.selectFrom("app_secrets").select("value").execute()).toEqual([
            { value: legacySecret },
          ]);

          // The session made before the upgrade is still valid; TOTP (encrypted with the old
          // secret) still signs in; the picture is served, and still is once the disk cache is
          // gone.
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
        } finally {
          await after.stop();
        }
      } finally {
        await database.close();
      }
    } finally {
      await place.remove();
    }
  }, 180_000);
});

/**
 * Puts a stopped site's DATA_DIR and database back in the layout versions before migration 0002
 * left: generated secret in DATA_DIR/auth-secret, picture variants as files in
 * DATA_DIR/uploads, neither of them in the database.
 */
async function rewindToLegacyLayout(database: AppDatabase, dataDir: string, secret: string) {
  writeFileSync(path.join(dataDir, "auth-secret"), `${secret}\n`, { mode: 0o600 });
  mkdirSync(path.join(dataDir, "uploads"));
  const files = await database.db.selectFrom("media_files").select(["name", "content"]).execute();
  for (const row of files) writeFileSync(path.join(dataDir, "uploads", row.name), row.content);
  // The tables stay (later migrations were applied after 0002 and cannot be undone here);
  // emptied, they are what an older site has after upgrading: nothing of it in the database.
  await database.db.deleteFrom("media_files").execute();
  await database.db.deleteFrom("app_secrets").execute();
  rmSync(path.join(dataDir, "cache"), { recursive: true, force: true });
}

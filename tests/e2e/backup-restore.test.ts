import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, onTestFinished } from "vitest";
import {
  enableTotp,
  signInCookie,
  signInWithCode,
  uploadPicture,
  adminPost,
} from "../helpers/auth";
import { ADMIN, it, type DatabaseKind, type E2eServer } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { createTestSchema } from "../helpers/pg-schema";
import { buildCopy } from "../helpers/server";
import { openDatabase } from "~/db/db.server";
import { totp } from "../helpers/totp";
import { href } from "react-router";

/**
 * Backups are about each engine's own storage (the SQLite file, a PostgreSQL database), so every
 * test names the engines it uses instead of following the run's database: the SQLite ones always
 * run, the PostgreSQL ones when TEST_DATABASE_URL is set.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../..");
let build: ReturnType<typeof buildCopy> | undefined;
afterAll(() => build?.remove());
/** A temporary folder, removed when the test ends. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * An empty database for a site of `kind`: nothing to set for SQLite (the file goes in DATA_DIR),
 * a fresh schema on PostgreSQL. `drop` once the servers on it have stopped.
 */
async function emptyDatabase(kind: DatabaseKind) {
  const schema = kind === "postgres" ? await createTestSchema(pgUrl) : undefined;
  return {
    env: schema ? { DATABASE_URL: schema.url } : ({} as Record<string, string>),
    drop: async () => schema?.drop(),
  };
}

/**
 * `npm run <command> -- args` as an operator runs it, against DATA_DIR / DATABASE_URL, on a copy
 * of the build (the command rebuilds a stale build first, which ./build must be spared).
 */
function npmRun(command: string, args: string[], env: Record<string, string>) {
  build ??= buildCopy();
  const result = spawnSync(process.execPath, ["scripts/state.js", command, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", BUILD_DIR: build.dir, ...env },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface SiteState {
  totpSecret: string;
  picture: { url: string; bytes: Buffer };
  slug: string;
}

/** A site in use: an administrator with TOTP, an uploaded picture in a published post, leads. */
async function useSite(server: E2eServer): Promise<SiteState> {
  const { secret: totpSecret, cookie } = await enableTotp(
    server.url,
    await signInCookie(server.url, ADMIN.email, ADMIN.password),
    ADMIN.password,
    (s) => totp(s),
  );
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: "#1d6b3a" },
  })
    .jpeg()
    .toBuffer();
  const upload = await uploadPicture(server.url, cookie, photo);
  expect(upload.status).toBe(200);
  const bytes = Buffer.from(await (await fetch(`${server.url}${upload.url}`)).arrayBuffer());
  const created = await adminPost(server.url, href("/admin/posts/new"), cookie, {
    intent: "publish",
    title: "Sauvegarde des citernes",
    excerpt: "Un article écrit avant la sauvegarde.",
    content: `<p>Avant la sauvegarde.</p><img src="${upload.url}" alt="Citerne">`,
    imageUrl: upload.url!,
    imageAlt: "Une citerne d'eau verte",
    tags: "eau",
  });
  expect(created.status).toBe(302);
  // A page's words and picture, published twice: both versions travel with the site.
  const database = openDatabase(server.databaseOptions);
  try {
    for (const title of ["Accueil d'avant", "Accueil sauvegardé"]) {
      const draft = await database.db
        .selectFrom("page_drafts")
        .select(["data", "revision"])
        .where("page", "=", "home")
        .executeTakeFirstOrThrow();
      const doc = JSON.parse(draft.data);
      doc.intro.title.fr = title;
      doc.hero.slides[0].image.media = /\/media\/([0-9a-f-]{36})-/.exec(upload.url!)![1];
      const published = await adminPost(
        server.url,
        href("/admin/pages/:page", { page: "home" }),
        cookie,
        {
          intent: "publish",
          revision: String(draft.revision),
          document: JSON.stringify(doc),
        },
      );
      expect(published.status).toBe(200);
    }
  } finally {
    await database.close();
  }
  for (const [page, fields] of [
    [
      "/contact",
      {
        firstName: "Ama",
        lastName: "Mensah",
        email: "ama@example.tg",
        phone: "90 12 34 56",
        message: "Nettoyage de bureaux chaque semaine.",
      },
    ],
    [
      "/quote",
      {
        firstName: "Kofi",
        lastName: "Agbo",
        email: "kofi@example.tg",
        phone: "+228 70 00 00 01",
        serviceType: "sante-pro",
        description: "Désinfection mensuelle d'un cabinet.",
        urgency: "normal",
      },
    ],
  ] as const)
    expect((await postForm(server.url, page, { ...fields, ...guardFields() })).status).toBe(200);
  return { totpSecret, picture: { url: upload.url!, bytes }, slug: "sauvegarde-des-citernes" };
}

/** The same site, on another server: TOTP sign-in, the picture, the post, the leads. */
async function expectSameSite(server: E2eServer, state: SiteState) {
  const signIn = await signInWithCode(server.url, ADMIN.email, ADMIN.password, () =>
    totp(state.totpSecret),
  );
  expect(signIn.status).toBe(302);
  const picture = await fetch(`${server.url}${state.picture.url}`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get("content-type")).toBe("image/webp");
  expect(Buffer.from(await picture.arrayBuffer())).toEqual(state.picture.bytes);
  const article = await fetch(`${server.url}/blog/${state.slug}`);
  expect(article.status).toBe(200);
  const html = await article.text();
  expect(html).toContain("Sauvegarde des citernes");
  expect(html).toContain(state.picture.url);
  const home = await (await fetch(`${server.url}/`)).text();
  expect(home).toContain("Accueil sauvegardé");
  expect(home).toContain(state.picture.url.replace(/-\d+\.webp$/, "-400.webp 400w"));
  const history = await (
    await fetch(`${server.url}/admin/pages/home/history`, { headers: { cookie: signIn.cookie } })
  ).text();
  expect(history).toContain('data-version="3"');
  const csv = await (
    await fetch(`${server.url}/admin/leads/export.csv`, { headers: { cookie: signIn.cookie } })
  ).text();
  expect(csv).toContain("ama@example.tg");
  expect(csv).toContain("kofi@example.tg");
  expect(csv).toMatch(/DV-\d{4}-0001/);
  // The quote counter came back too: the next request gets the next number.
  await postForm(server.url, "/quote", {
    firstName: "Yao",
    lastName: "Koffi",
    email: "yao@example.tg",
    phone: "+228 70 00 00 02",
    serviceType: "sante-pro",
    description: "Après la restauration.",
    urgency: "normal",
    ...guardFields(),
  });
  const after = await (
    await fetch(`${server.url}/admin/leads/export.csv`, { headers: { cookie: signIn.cookie } })
  ).text();
  expect(after).toMatch(/DV-\d{4}-0002/);
}

// No ADMIN_* for a server on a restored or copied site: the account, its TOTP secret and the
// signing secret come from the file (empty values count as unset).
const NO_ADMIN = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };

const databases: Array<[string, DatabaseKind]> = [["SQLite", "sqlite"]];
if (pgUrl) databases.push(["PostgreSQL", "postgres"]);

describe.each(databases)("backup and restore on %s", (_name, kind) => {
  it("backs up a running site to one file and restores it into an empty place, whole", async ({
    launchServer,
  }) => {
    const sourceDatabase = await emptyDatabase(kind);
    const targetDatabase = await emptyDatabase(kind);
    try {
      const source = { DATA_DIR: tempDir("site-source-"), ...sourceDatabase.env };
      const server = await launchServer(source, kind);
      const state = await useSite(server);

      // Taken while the site runs, into a folder of the operator's choosing.
      const folder = tempDir("site-backups-");
      const backup = npmRun("backup", [folder], source);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const [file] = readdirSync(folder);
      expect(file).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz$/);
      expect(backup.stdout).toContain(`Backup written: ${path.join(folder, file!)}`);
      await server.stop();
      rmSync(source.DATA_DIR, { recursive: true, force: true }); // the machine is gone

      const target = {
        DATA_DIR: path.join(tempDir("site-target-"), "data"),
        ...targetDatabase.env,
      };
      const restored = npmRun("restore", [path.join(folder, file!)], target);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      // Never over a site by accident: a second restore is refused, plainly, until forced.
      const again = npmRun("restore", [path.join(folder, file!)], target);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^restore: .* already holds a site \(\d+ rows\)/);
      expect(again.stderr).toContain("--force");
      expect(again.stderr).not.toMatch(/^\s+at /m);
      expect(npmRun("restore", [path.join(folder, file!), "--force"], target).code).toBe(0);

      const back = await launchServer({ ...target, ...NO_ADMIN }, kind);
      try {
        await expectSameSite(back, state);
      } finally {
        // Stopped before its schema goes.
        await back.stop();
      }
    } finally {
      await sourceDatabase.drop();
      await targetDatabase.drop();
    }
  }, 180_000);
});

// From SQLite into PostgreSQL: both engines are the subject, so it needs TEST_DATABASE_URL.
describe.skipIf(!pgUrl)("npm run migrate-to-postgres", () => {
  it("copies a SQLite site, accounts, pictures and secret included, into PostgreSQL", async ({
    launchServer,
  }) => {
    const dataDir = tempDir("site-sqlite-");
    const server = await launchServer({ DATA_DIR: dataDir }, "sqlite");
    const state = await useSite(server);
    await server.stop();

    const postgres = await emptyDatabase("postgres");
    try {
      const url = postgres.env.DATABASE_URL!;
      const copied = npmRun("migrate-to-postgres", [url], { DATA_DIR: dataDir });
      expect(copied.stderr).toBe("");
      expect(copied.code).toBe(0);
      expect(copied.stdout).toMatch(
        /^Copied \d+ rows in \d+ tables from .*site\.db into postgres:/,
      );
      expect(copied.stdout).not.toContain("site_test:site_test@"); // the password is not printed
      expect(npmRun("migrate-to-postgres", [url], { DATA_DIR: dataDir }).stderr).toContain(
        "already holds a site",
      );

      // A new machine: PostgreSQL and an empty DATA_DIR.
      const onPostgres = await launchServer({ DATABASE_URL: url, ...NO_ADMIN }, "postgres");
      try {
        await expectSameSite(onPostgres, state);
      } finally {
        // Stopped before its schema goes.
        await onPostgres.stop();
      }
    } finally {
      await postgres.drop();
    }
  }, 180_000);
});

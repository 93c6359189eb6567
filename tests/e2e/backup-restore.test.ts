import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  enableTotp,
  signInCookie,
  signInWithCode,
  uploadPicture,
  adminPost,
} from "../helpers/auth";
import { guardFields, postForm } from "../helpers/forms";
import { createTestSchema, type TestSchema } from "../helpers/pg-schema";
import { startTestServer, type TestServer } from "../helpers/server";
import { totp } from "../helpers/totp";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
const pgUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../..");
const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

const servers: TestServer[] = [];
const schemas: TestSchema[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) await server.stop();
  for (const schema of schemas) await schema.drop();
});

async function freshSchema() {
  const schema = await createTestSchema(pgUrl);
  schemas.push(schema);
  return schema.url;
}

/** `npm run <command> -- args` as an operator runs it, against DATA_DIR / DATABASE_URL. */
function npmRun(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/state.js", command, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
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
async function useSite(server: TestServer): Promise<SiteState> {
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
  const created = await adminPost(server.url, "/admin/posts/new", cookie, {
    intent: "publish",
    title: "Sauvegarde des citernes",
    excerpt: "Un article écrit avant la sauvegarde.",
    content: `<p>Avant la sauvegarde.</p><img src="${upload.url}" alt="Citerne">`,
    imageUrl: upload.url!,
    imageAlt: "Une citerne d'eau verte",
    tags: "eau",
  });
  expect(created.status).toBe(302);
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
async function expectSameSite(server: TestServer, state: SiteState) {
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

const databases: Array<[string, () => Promise<Record<string, string>>]> = [
  ["SQLite", async () => ({})],
];
if (pgUrl) databases.push(["PostgreSQL", async () => ({ DATABASE_URL: await freshSchema() })]);

describe.each(databases)("backup and restore on %s", (_name, freshDatabase) => {
  it("backs up a running site to one file and restores it into an empty place, whole", async () => {
    const source = { DATA_DIR: tempDir("site-source-"), ...(await freshDatabase()) };
    const server = await startTestServer({
      ...source,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
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
      ...(await freshDatabase()),
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

    // No ADMIN_* this time: the account, its TOTP secret and the signing secret come from the file.
    const back = await startTestServer(target);
    servers.push(back);
    await expectSameSite(back, state);
    await back.stop();
  }, 180_000);
});

describe.skipIf(!pgUrl)("npm run migrate-to-postgres", () => {
  it("copies a SQLite site, accounts, pictures and secret included, into PostgreSQL", async () => {
    const dataDir = tempDir("site-sqlite-");
    const server = await startTestServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    const state = await useSite(server);
    await server.stop();

    const url = await freshSchema();
    const copied = npmRun("migrate-to-postgres", [url], { DATA_DIR: dataDir });
    expect(copied.stderr).toBe("");
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(/^Copied \d+ rows in \d+ tables from .*site\.db into postgres:/);
    expect(copied.stdout).not.toContain("site_test:site_test@"); // the password is not printed
    expect(npmRun("migrate-to-postgres", [url], { DATA_DIR: dataDir }).stderr).toContain(
      "already holds a site",
    );

    // A new machine: PostgreSQL and an empty DATA_DIR.
    const onPostgres = await startTestServer({ DATABASE_URL: url });
    servers.push(onPostgres);
    await expectSameSite(onPostgres, state);
    await onPostgres.stop();
  }, 180_000);
});

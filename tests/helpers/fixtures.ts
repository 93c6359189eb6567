import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { test as base } from "vitest";
import { openDatabase, type AppDatabase, type DatabaseOptions } from "~/db/db.server";
import { adminPost, sessionCookies, signInCookie } from "./auth";
import { DESKTOP, launchBrowser, VISITOR_UA } from "./browser";
import { createTestSchema } from "./pg-schema";
import { startTestServer, type TestServer } from "./server";
import { href } from "react-router";

/**
 * Fixtures for every test under tests/e2e: the production build started once per file on its
 * own DATA_DIR and database, one Chromium per file, pages that fail their test on a console
 * error or a failed request, and pages already signed in as the administrator or an editor.
 *
 *     import { it } from "../helpers/fixtures";
 *     it("shows the page", async ({ server, page }) => { await page.goto(`${server.url}/`); });
 *
 * Which database: PostgreSQL when TEST_DATABASE_URL is set (each file's server gets a fresh
 * schema), SQLite otherwise; E2E_DATABASE=sqlite|postgres overrides, and a file that is about
 * one of them says so with `it.override({ databaseKind: "sqlite" })`.
 */

export type DatabaseKind = "sqlite" | "postgres";
export interface Account {
  email: string;
  password: string;
}

/** Created at every test server's start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN: Account = {
  email: "boss@africaclean.tg",
  password: "correct-horse-battery-staple",
};
/** Created by the administrator, through the accounts screen, when a test asks for it. */
export const EDITOR: Account = { email: "editor@africaclean.tg", password: "editor-password-123" };

/** Opens a watched page in a fresh browser context (the `openPage` fixture). */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

export interface E2eServer extends TestServer {
  /** How to open the database this server uses (openDatabase). */
  databaseOptions: DatabaseOptions;
}

const root = path.resolve(import.meta.dirname, "../..");

function defaultDatabaseKind(): DatabaseKind {
  const chosen = process.env.E2E_DATABASE;
  if (chosen === "sqlite" || chosen === "postgres") return chosen;
  return process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
}

/**
 * Starts the production build with the administrator account and `env`, on a fresh SQLite file
 * in its DATA_DIR or a fresh PostgreSQL schema; `stop` also drops the schema.
 */
async function startE2eServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<E2eServer> {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("No production build: run `npm run build` before the browser tests");
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (kind === "postgres" && !pgUrl)
    throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL (a PostgreSQL database)");
  const schema = kind === "postgres" && !env.DATABASE_URL ? await createTestSchema(pgUrl) : null;
  const server = await startTestServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...env,
  }).catch(async (error: unknown) => {
    await schema?.drop();
    throw error;
  });
  const databaseUrl = schema?.url ?? env.DATABASE_URL;
  let stopped: Promise<number | null> | undefined;
  return {
    ...server,
    databaseOptions: databaseUrl ? { databaseUrl } : { file: path.join(server.dataDir, "site.db") },
    // A test may stop its server itself; the fixture's cleanup then finds it stopped.
    stop(signal) {
      stopped ??= server.stop(signal).then(async (code) => {
        await schema?.drop();
        return code;
      });
      return stopped;
    },
  };
}

/**
 * A DATA_DIR (and, on PostgreSQL, a schema) that outlives one server, for tests that stop a
 * server and start another on the same site (a restart, an upgrade); `remove` once both stopped.
 */
export async function keptPlace(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-kept-"));
  const schema = kind === "postgres" ? await createTestSchema() : undefined;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: schema.url } : {}) },
    async remove() {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Problems a page reported during a test, and the ones the test expects. */
interface PageProblems {
  seen: string[];
  allowed: RegExp[];
  recording: boolean;
}

function watch(page: Page, problems: PageProblems) {
  const note = (text: string) => {
    if (problems.recording) problems.seen.push(text);
  };
  page.on("console", (message) => {
    if (message.type() === "error") note(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A navigation or a newer fetch cancels what was still loading: that is not a failure.
    const failure = request.failure()?.errorText ?? "";
    if (failure !== "net::ERR_ABORTED")
      note(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
}

export const it = base
  .extend("databaseKind", { scope: "file" }, defaultDatabaseKind())
  /** Extra environment for the file's server: `it.override({ serverEnv: { TRUST_PROXY: "1" } })`. */
  .extend("serverEnv", { scope: "file" }, {} as Record<string, string>)
  .extend("server", { scope: "file" }, async ({ databaseKind, serverEnv }, { onCleanup }) => {
    const server = await startE2eServer(databaseKind, serverEnv);
    onCleanup(async () => {
      await server.stop();
    });
    return server;
  })
  /** The server's own database, opened beside it, to arrange and check data through Kysely. */
  .extend("database", { scope: "file" }, async ({ server }, { onCleanup }) => {
    const database: AppDatabase = openDatabase(server.databaseOptions);
    onCleanup(() => database.close());
    return database;
  })
  // Vitest reads which fixtures a fixture needs from its first parameter: `{}` says none.
  // oxlint-disable-next-line no-empty-pattern
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser: Browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** The editor account, created by the administrator the first time a test of the file asks. */
  .extend("editor", { scope: "file" }, async ({ server }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const created = await adminPost(server.url, href("/admin/accounts"), cookie, {
      email: EDITOR.email,
      name: "Edem Editor",
      role: "editor",
      password: EDITOR.password,
    });
    if (created.status !== 200) throw new Error(`editor not created: ${created.status}`);
    return EDITOR;
  })
  /** Servers a test starts itself (another setting, a restart); stopped when the test ends. */
  .extend("launchServer", async ({ databaseKind }, { onCleanup }) => {
    const started: E2eServer[] = [];
    onCleanup(async () => {
      await Promise.all(started.map((s) => s.stop()));
    });
    return async (env: Record<string, string> = {}, kind: DatabaseKind = databaseKind) => {
      const server = await startE2eServer(kind, env);
      started.push(server);
      return server;
    };
  })
  // oxlint-disable-next-line no-empty-pattern
  .extend("pageProblems", async ({}, { onCleanup }) => {
    const problems: PageProblems = { seen: [], allowed: [], recording: true };
    onCleanup(() => {
      const unexpected = problems.seen.filter((p) => !problems.allowed.some((a) => a.test(p)));
      if (unexpected.length)
        throw new Error(`Console errors or failed requests:\n${unexpected.join("\n")}`);
    });
    return problems;
  })
  /**
   * Lets this test's pages report what the test itself provokes (a 404 page, a refused form):
   * `allowErrors(/404/)`. Anything else still fails the test.
   */
  .extend("allowErrors", async ({ pageProblems }) => (...patterns: RegExp[]) => {
    pageProblems.allowed.push(...patterns);
  })
  /**
   * A page in a fresh browser context (French, a phone's user agent, desktop size unless
   * `options` say otherwise), watched for console errors and failed requests.
   */
  .extend("openPage", async ({ browser, pageProblems }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      pageProblems.recording = false;
      await Promise.all(contexts.map((c) => c.close()));
    });
    const open: OpenPage = async (options = {}) => {
      // Headless Chromium's own user agent says "HeadlessChrome", which the site treats as a crawler.
      const context = await browser.newContext({
        locale: "fr-FR",
        userAgent: VISITOR_UA,
        ...DESKTOP,
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      watch(page, pageProblems);
      return page;
    };
    return open;
  })
  .extend("page", async ({ openPage }) => openPage())
  /** Opens a page already signed in as `account` (through the real login form). */
  .extend("openSignedInPage", async ({ openPage, server }) => {
    return async (account: Account, options: BrowserContextOptions = {}) => {
      const page = await openPage(options);
      const cookies = await sessionCookies(server.url, account);
      await page.context().addCookies(cookies.map((c) => ({ ...c, url: server.url })));
      return page;
    };
  })
  .extend("adminPage", async ({ openSignedInPage }) => openSignedInPage(ADMIN))
  .extend("editorPage", async ({ openSignedInPage, editor }) => openSignedInPage(editor));

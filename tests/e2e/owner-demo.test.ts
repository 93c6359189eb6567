import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, DEMO_LEADER } from "~/content/demo";
import { DEMO_POSTS } from "~/features/blog/demo-posts.server";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { guardFields, postForm, readDb } from "../helpers/forms";
import { startTestServer, type TestServer } from "../helpers/server";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
let browser: Browser;
const dataDirs: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A server on a DATA_DIR that outlives it, so a restart finds the same database. */
function keptDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-owner-"));
  dataDirs.push(dir);
  return dir;
}

const html = async (server: TestServer, p: string) => (await fetch(`${server.url}${p}`)).text();

async function signIn(server: TestServer, lng = "") {
  const opened = await newPage(browser);
  await opened.page.goto(`${server.url}/auth/login${lng}`);
  await opened.page.locator('input[name="email"]').fill(ADMIN.email);
  await opened.page.locator('input[name="password"]').fill(ADMIN.password);
  await opened.page.locator('button[type="submit"]').first().click();
  await opened.page.waitForURL(/\/admin/);
  return opened;
}

const demoTitle = DEMO_POSTS[0]!.title;

describe.each([
  {
    locale: "fr",
    q: "",
    notice: "Du contenu de démonstration est affiché sur le site",
    remove: "Retirer tout le contenu de démonstration",
    removed: "Contenu de démonstration retiré.",
  },
  {
    locale: "en",
    q: "?lng=en",
    notice: "Demo content is shown on the site",
    remove: "Remove all demo content",
    removed: "Demo content removed.",
  },
])("demo content ($locale)", ({ q, notice, remove, removed }) => {
  it("is shown on a fresh start, removed in one action, and never comes back", async () => {
    const dataDir = keptDataDir();
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    let server = await startTestServer(env);
    try {
      expect(await html(server, "/blog")).toContain(demoTitle);
      expect(await html(server, "/")).toContain(clients[0]);
      expect(await html(server, "/a-propos")).toContain(DEMO_LEADER.name);

      const { page, context } = await signIn(server, q);
      await page.goto(`${server.url}/admin${q}`);
      await waitForHydration(page);
      await page.getByText(notice).waitFor();
      await page.getByRole("button", { name: remove }).click();
      await page.getByText(removed).first().waitFor();
      expect(await page.getByTestId("demo-notice").count()).toBe(0);
      await context.close();

      expect(await html(server, "/blog")).not.toContain(demoTitle);
      const home = await html(server, "/");
      expect(home).not.toContain(clients[0]);
      expect(home).not.toContain("Afi K.");
      expect(await html(server, "/a-propos")).not.toContain(DEMO_LEADER.name);
      const audit = readDb(dataDir, "select action from audit_log where action = 'demo.remove'");
      expect(audit).toHaveLength(1);
    } finally {
      await server.stop();
    }

    // A restart on the same database adds nothing back.
    server = await startTestServer(env);
    try {
      expect(server.output()).not.toContain("demo content seeded");
      expect(await html(server, "/blog")).not.toContain(demoTitle);
      expect(await html(server, "/")).not.toContain(clients[0]);
      expect(
        readDb(dataDir, "select count(*) as n from testimonials where is_demo = 1")[0],
      ).toEqual({ n: 0 });
    } finally {
      await server.stop();
    }
  });
});

describe("SEED_DEMO=0", () => {
  it("starts with the company's grid and identity and no invented content", async () => {
    const server = await startTestServer({
      SEED_DEMO: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      expect(server.output()).toContain("without demo content (SEED_DEMO=0)");
      const blog = await html(server, "/blog");
      expect(blog).not.toContain(demoTitle);
      const home = await html(server, "/");
      expect(home).not.toContain(clients[0]);
      expect(home).not.toContain("Afi K.");
      expect(await html(server, "/a-propos")).not.toContain(DEMO_LEADER.name);
      expect(await html(server, "/quote")).toContain("NETTOYAGE (50 - 650)");
      const { page, context } = await signIn(server);
      await page.goto(`${server.url}/admin`);
      await waitForHydration(page);
      await page.getByTestId("launch-checklist").waitFor();
      expect(await page.getByTestId("demo-notice").count()).toBe(0);
      expect(await page.locator('[data-step="demo"]').getAttribute("data-done")).toBe("true");
      expect(await page.locator('[data-step="phone"]').getAttribute("data-done")).toBe("false");
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

describe("first run", () => {
  it("says in the start log how to create the first administrator", async () => {
    const server = await startTestServer();
    try {
      expect(server.output()).toContain("no administrator yet");
      expect(server.output()).toContain("npm run admin -- create");
      expect(server.output()).toContain("ADMIN_EMAIL and ADMIN_PASSWORD");
    } finally {
      await server.stop();
    }
  });
});

describe("testimonial moderation", () => {
  it("publishes the text, display fields and language the moderator typed", async () => {
    const server = await startTestServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      await postForm(server.url, "/api/testimonials", {
        name: "Yao Amegah",
        email: "yao@example.tg",
        rating: "5/5 ★★★★★",
        testimonial: "Tres bon travial, merci",
        ...guardFields(),
      });
      const { page, context } = await signIn(server);
      await page.goto(`${server.url}/admin/testimonials`);
      await waitForHydration(page);
      const card = page.locator('[data-testimonial="Yao Amegah"]');
      await card.getByLabel("Texte du témoignage").fill("Very good work, thank you.");
      await card.getByLabel("Langue du texte").selectOption("en");
      await card.getByLabel("Entreprise").fill("Hôtel Sarakawa");
      await card.getByLabel("Lieu").fill("Lomé");
      await card.getByRole("button", { name: "Approuver" }).click();
      await page.getByText("Témoignage publié sur l'accueil.").first().waitFor();
      const home = await html(server, "/");
      expect(
        readDb(
          server.dataDir,
          "select content, locale, status from testimonials where name = 'Yao Amegah'",
        ),
      ).toEqual([{ content: "Very good work, thank you.", locale: "en", status: "approved" }]);
      expect(home).toContain("Very good work, thank you.");
      expect(home).not.toContain("Tres bon travial");
      expect(home).toContain("Hôtel Sarakawa");
      expect(home).toMatch(/lang="en"[^>]*>(<p>)?Very good work/);

      // An empty text is refused with a message, and nothing changes.
      await page.goto(`${server.url}/admin/testimonials?status=approved`);
      await waitForHydration(page);
      const approved = page.locator('[data-testimonial="Yao Amegah"]');
      await approved.getByLabel("Texte du témoignage").fill(" ");
      await approved.getByRole("button", { name: "Enregistrer" }).click();
      await page.getByText("Ce champ est obligatoire.").waitFor();
      expect(await html(server, "/")).toContain("Very good work, thank you.");
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

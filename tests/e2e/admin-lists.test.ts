import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { signInCookie } from "../helpers/auth";
import { seedBacklog } from "../helpers/backlog";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it, type DatabaseKind } from "../helpers/fixtures";
import { addBackupEntries, insertMedia } from "../helpers/rows";
import { href } from "react-router";

/**
 * The admin's long lists hold every row, past any page: the inbox and the devis list are paged
 * with their totals in words, a filter looks at every row, and the CSV export holds every lead.
 * One backlog serves the whole file: 10,050 leads (a quote and a message a second) and a devis
 * for each of the first 1,050 quotes.
 */
const SIZE = {
  quotes: 6_000,
  contacts: 4_050,
  devis: 1_050,
  quoteNotes: 0,
  contactNotes: 0,
  emails: 0,
};
const LEADS = SIZE.quotes + SIZE.contacts;

async function seed(database: AppDatabase) {
  const backlog = await seedBacklog(database, SIZE, new Date().toISOString(), "big");
  // The devis changed the longest ago of all, beyond the newest 1,000: withdrawn in 2025.
  const withdrawn = backlog.devisIds.at(-1)!;
  await database.db
    .updateTable("devis")
    .set({ status: "withdrawn", updated_at: "2025-03-01T10:00:00.000Z" })
    .where("id", "=", withdrawn)
    .execute();
  return { ...backlog, withdrawn };
}

let seeded: ReturnType<typeof seed> | undefined;
const backlogOf = (database: AppDatabase) => (seeded ??= seed(database));

/** The export's data lines (after the BOM and the header); no seeded lead has a line break. */
function dataLines(file: string) {
  expect(file.charCodeAt(0)).toBe(0xfeff);
  return file.slice(1).split("\r\n").slice(1, -1);
}

/** Every seeded lead is in the file once: the quotes by reference, the messages by count. */
function expectEveryLead(lines: string[], backlog: Awaited<ReturnType<typeof seed>>) {
  expect(lines).toHaveLength(LEADS);
  const references = lines.flatMap((l) => /;big-([0-9a-f-]{36});/.exec(l)?.[1] ?? []);
  expect(references).toEqual(backlog.quoteIds);
  expect(lines.filter((l) => l.startsWith("Contact;"))).toHaveLength(SIZE.contacts);
}

/** How many entries the change log holds. */
async function journalLength({ db }: AppDatabase) {
  const { n } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Waits for the list's total in words (the admin has other live regions, e.g. while loading). */
async function total(page: Page, words: RegExp) {
  await page.getByRole("status").filter({ hasText: words }).waitFor();
}

it("pages the inbox with real links that keep the filters, the total in words", async ({
  server,
  database,
  adminPage: page,
}) => {
  const { quoteIds, contactIds } = await backlogOf(database);
  await page.goto(`${server.url}/admin/leads`);
  await total(page, /^10\s050 demandes$/);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByText("Page 1 sur 101").waitFor();
  await pager.getByRole("link", { name: "Page suivante" }).click();
  await page.waitForURL(/\/admin\/leads\?page=2$/);
  await pager.getByText("Page 2 sur 101").waitFor();
  // Page 2 holds the next hundred: the quote and the message of each of seconds 50 to 99.
  const shown = await page
    .locator("tr[data-lead]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-lead")));
  expect(new Set(shown)).toEqual(
    new Set([...quoteIds.slice(50, 100), ...contactIds.slice(50, 100)]),
  );
  await pager.getByRole("link", { name: "Page précédente" }).click();
  await page.waitForURL(/\/admin\/leads\?$|\/admin\/leads$/);

  // A filter keeps to every page: the messages only, 41 pages of them.
  await page.goto(`${server.url}/admin/leads?type=contact`);
  await pager.getByRole("link", { name: "Page suivante" }).click();
  await page.waitForURL(/\?type=contact&page=2$/);
  await total(page, /^4\s050 demandes$/);
  await pager.getByText("Page 2 sur 41").waitFor();
  expect(
    await page
      .locator("tr[data-lead]")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-lead"))),
  ).toEqual(contactIds.slice(100, 200));

  // Past the end: the last page, not an error.
  const response = await page.goto(`${server.url}/admin/leads?type=contact&page=999`);
  expect(response?.status()).toBe(200);
  await pager.getByText("Page 41 sur 41").waitFor();
  expect(await page.locator("tr[data-lead]").count()).toBe(50);
});

it("finds a devis by its state beyond the newest 1,000, and pages the list", async ({
  server,
  database,
  adminPage: page,
}) => {
  const { withdrawn } = await backlogOf(database);
  await page.goto(`${server.url}/admin/devis`);
  await page.getByLabel("Statut").selectOption("withdrawn");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await page.waitForURL(/\?status=withdrawn$/);
  const links = page.locator(`a[href^="${href("/admin/devis")}/"]:not([href$="/new"])`);
  expect(await links.evaluateAll((a) => a.map((l) => l.getAttribute("href")))).toEqual([
    href("/admin/devis/:id", { id: withdrawn }),
  ]);
  expect(await links.first().textContent()).toContain("Retiré");
  await total(page, /^1 devis$/);
  // Without a filter: every devis, 100 a page.
  await page.goto(`${server.url}/admin/devis`);
  await total(page, /^1\s050 devis$/);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByText("Page 1 sur 11").waitFor();
  // The last page of the sent ones, by its link.
  await page.goto(`${server.url}/admin/devis?status=sent&page=11`);
  await total(page, /^1\s049 devis$/);
  expect(await links.count()).toBe(49);
});

/** The export as a signed-in browser downloads it: its announced count and its data lines. */
async function download(baseUrl: string, search = "") {
  const cookie = await signInCookie(baseUrl, ADMIN.email, ADMIN.password);
  const res = await fetch(`${baseUrl}/admin/leads/export.csv${search}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const file = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { count: res.headers.get("x-row-count"), lines: dataLines(file) };
}

it("exports every lead past 10,000, its count on the link and in X-Row-Count", async ({
  server,
  database,
  openSignedInPage,
}) => {
  const backlog = await backlogOf(database);
  const all = await download(server.url);
  expectEveryLead(all.lines, backlog);
  expect(all.count).toBe(String(LEADS));
  const contacts = await download(server.url, "?type=contact");
  expect([contacts.count, contacts.lines.length]).toEqual([String(SIZE.contacts), SIZE.contacts]);

  // The inbox's link says how many leads the file holds, and the browser saves it whole.
  const page = await openSignedInPage(ADMIN, { acceptDownloads: true });
  await page.goto(`${server.url}/admin/leads?page=3`);
  const link = page.getByRole("link", { name: /^Exporter 10\s050 demandes \(CSV\)$/ });
  // The file holds every page, so its address does not keep the page number.
  expect(await link.getAttribute("href")).toBe(href("/admin/leads/export.csv"));
  const [saved] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expectEveryLead(dataLines(await readFile((await saved.path())!, "utf8")), backlog);
});

// Without PostgreSQL (no TEST_DATABASE_URL), the file runs on SQLite and has no other database.
it.skipIf(!process.env.TEST_DATABASE_URL)(
  "exports every lead past 10,000 on the other database too",
  async ({ server, launchServer }) => {
    const other: DatabaseKind = server.databaseOptions.databaseUrl ? "sqlite" : "postgres";
    const second = await launchServer({}, other);
    const database = openDatabase(second.databaseOptions);
    try {
      const backlog = await seed(database);
      const all = await download(second.url);
      expectEveryLead(all.lines, backlog);
      expect(all.count).toBe(String(LEADS));
    } finally {
      await database.close();
    }
  },
);

it("pages a page's history: every publication can be reached, the count in words", async ({
  server,
  database,
  adminPage: page,
}) => {
  // The server published version 1 of each page at its start; 149 more of "about" follow.
  const { data } = await database.db
    .selectFrom("page_versions")
    .select("data")
    .where("page", "=", "about")
    .where("version", "=", 1)
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("page_versions")
    .values(
      Array.from({ length: 149 }, (_, i) => ({
        page: "about",
        version: i + 2,
        data,
        published_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        published_by: null,
      })),
    )
    .execute();
  await page.goto(`${server.url}/admin/pages/about/history`);
  await total(page, /^150 versions publiées$/);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByRole("link", { name: "Page suivante" }).click();
  await page.waitForURL(/\/history\?page=2$/);
  await pager.getByText("Page 2 sur 2").waitFor();
  const shown = () =>
    page
      .locator("li[data-version]")
      .evaluateAll((items) => items.map((li) => Number(li.getAttribute("data-version"))));
  expect(await shown()).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
  // Comparing the first version keeps to the page it is on.
  await page
    .locator('li[data-version="1"]')
    .getByRole("link", { name: "Comparer avec la version en ligne" })
    .click();
  await page.waitForURL(/\/history\?page=2&compare=1$/);
  await page.getByRole("heading", { name: /version 1 et la version en ligne/ }).waitFor();
  expect((await shown()).at(-1)).toBe(1);
});

it("pages the testimonials to moderate, the count in words", async ({
  server,
  database,
  adminPage: page,
}) => {
  const at = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  await database.db
    .insertInto("testimonials")
    .values(
      Array.from({ length: 60 }, (_, n) => ({
        id: `waiting-${n}`,
        created_at: at(n),
        updated_at: at(n),
        status: "pending" as const,
        approved_at: null,
        locale: "fr",
        name: `Cliente ${n}`,
        email: `cliente.${n}@example.tg`,
        phone: null,
        rating: 5,
        content: "Très bon service.",
        company: null,
        role: null,
        service: null,
        location: null,
        ip_hash: null,
        user_agent: null,
        submission_token: `waiting-${n}`,
      })),
    )
    .execute();
  await page.goto(`${server.url}/admin/testimonials`);
  await page.getByText("60 témoignages").waitFor();
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByRole("link", { name: "Page suivante" }).click();
  await page.waitForURL(/\/admin\/testimonials\?page=2$/);
  await pager.getByText("Page 2 sur 2").waitFor();
  expect(
    await page
      .locator("li[data-testimonial]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-testimonial"))),
  ).toEqual(Array.from({ length: 10 }, (_, i) => `Cliente ${50 + i}`));
});

// After the inbox tests: its requests would change their counts.
it("says how many requests wait for a devis when the dashboard names only the oldest", async ({
  server,
  database,
  adminPage: page,
}) => {
  await seedBacklog(
    database,
    { quotes: 25, contacts: 0, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
    new Date(Date.now() - 48 * 3_600_000).toISOString(),
    "wait",
  );
  await page.goto(`${server.url}/admin`);
  await page.getByText("Les 20 plus anciennes des 25 demandes en attente :").waitFor();
  expect(await page.getByTestId("devis-waiting").locator("li").count()).toBe(20);
});

it("says in the picture dialog that it shows only the latest photos", async ({
  server,
  database,
  adminPage: page,
  allowErrors,
}) => {
  // Rows without files: their thumbnails answer 404, which is not what this test is about.
  allowErrors(/404|Failed to load resource/);
  for (let n = 0; n < 65; n++) await insertMedia(database, `library-${n}`);
  const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  const listed = (await (
    await fetch(`${server.url}/admin/media`, { headers: { cookie, accept: "application/json" } })
  ).json()) as { media: unknown[]; total: number };
  expect([listed.media.length, listed.total]).toEqual([60, 65]);
  await page.goto(`${server.url}/admin/pages/home`);
  await waitForHydration(page);
  await page
    .locator('[data-picture="page-concepts-items-0-image"]')
    .getByRole("button", { name: "Choisir dans la médiathèque" })
    .click();
  await page.getByText("Voici les 60 plus récentes des 65 photos envoyées.").waitFor();
  expect(await page.locator("[data-library-picture]").count()).toBe(60);
});

it("shows the change log's last page to a link past its end, not an empty list", async ({
  server,
  database,
  adminPage: page,
}) => {
  const before = await journalLength(database);
  // Enough entries for a second page, whatever the server wrote at its start.
  const extra = 150;
  await addBackupEntries(database, "paging", extra, Date.UTC(2026, 0, 1));
  const entries = before + extra;
  const pages = Math.ceil(entries / 100);
  const response = await page.goto(`${server.url}/admin/audit?page=999`);
  expect(response?.status()).toBe(200);
  await page.getByText(`Page ${pages} sur ${pages}`).waitFor();
  expect(await page.locator("tbody tr").count()).toBe(entries - (pages - 1) * 100);
});

it("counts a long change log only ahead of the page, and still leads to its oldest entry", async ({
  server,
  database,
  adminPage: page,
}) => {
  // Over 10,100 entries: the first page counts 10,000 past its own rows, then says "more than".
  await addBackupEntries(database, "long", 10_200, Date.UTC(2025, 0, 1));
  const entries = await journalLength(database);
  await page.goto(`${server.url}/admin/audit`);
  await page.getByText(/^Plus de 10\s100 entrées$/).waitFor();
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByText(/^Page 1 sur plus de 101$/).waitFor();
  await pager.getByRole("link", { name: "Page suivante" }).waitFor();

  // From the pages near the end, the count is exact, and the last page holds the oldest entry.
  const pages = Math.ceil(entries / 100);
  await page.goto(`${server.url}/admin/audit?page=${pages}`);
  await page
    .getByText(new RegExp(`^${new Intl.NumberFormat("fr-FR").format(entries)} entrées$`))
    .waitFor();
  await pager.getByText(`Page ${pages} sur ${pages}`).waitFor();
  expect(await pager.getByRole("link", { name: "Page suivante" }).count()).toBe(0);
  await page.locator('tr[data-action="backup.automatic"]').last().waitFor();
  const times = await page.locator("tbody tr td:first-child").allTextContents();
  expect(times.at(-1)).toMatch(/1 janv\. 2025/);
});

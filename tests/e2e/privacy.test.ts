import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { siteContent } from "../helpers/page-content";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { adminWords, words } from "~/i18n/words/admin";
import { uiWords } from "~/i18n/words/ui";
import { DEFAULT_COMPANY } from "~/content/company";
import { seriousA11yViolations } from "../helpers/axe";
import { adminPost, signInCookie } from "../helpers/auth";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, it, type E2eServer, keptPlace } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { until } from "../helpers/until";
import { href } from "react-router";

/** Visible text with French no-break spaces as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const get = (server: E2eServer, p: string, cookie?: string) =>
  fetch(`${server.url}${p}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const adminCookie = (server: E2eServer) => signInCookie(server.url, ADMIN.email, ADMIN.password);

/** The details of the latest audit entry for `action`. */
async function lastAudit({ db }: AppDatabase, action: string) {
  return db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "=", action)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The privacy line sits just before the submit button, in the same form. */
async function expectNoteBesideSubmit(page: Page, form: string, q: string, link: string) {
  const note = page.locator(`${form} [data-testid="privacy-note"]`);
  const anchor = note.getByRole("link", { name: link });
  expect(await anchor.getAttribute("href")).toBe(`/confidentialite${q}`);
  expect(await anchor.getAttribute("target")).toBe("_blank");
  const [noteBox, buttonBox] = [
    await note.boundingBox(),
    await page.locator(`${form} button[type="submit"]`).boundingBox(),
  ];
  expect(noteBox && buttonBox).toBeTruthy();
  // Directly above the button (or beside it on a wide screen), never far away in the page.
  expect(Math.abs(buttonBox!.y - (noteBox!.y + noteBox!.height))).toBeLessThan(120);
}

describe.each(["fr", "en"] as const)("legal pages (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const ui = words(locale, uiWords, DEFAULT_COMPANY.name);
  const content = siteContent[locale];
  const period = locale === "fr" ? "24 mois (2 ans)" : "24 months (2 years)";

  it("opens both pages from the footer, with the company's details and the retention period", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/${q}`);
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: ui.footer.legal }).getAttribute("href")).toBe(
      `/mentions-legales${q}`,
    );
    await waitForHydration(page);
    await footer.getByRole("link", { name: ui.footer.privacy }).click();
    await page.waitForURL(`${server.url}/confidentialite${q}`);
    await page.locator("h1", { hasText: content.privacy.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const privacy = plain(await page.locator("main").textContent());
    expect(privacy).toContain(period);
    expect(privacy).toContain("contact@africaclean.tg");
    for (const section of content.privacy.sections) expect(privacy).toContain(section.heading);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toBe(
      "http://localhost:3000/confidentialite?lng=en",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${server.url}/mentions-legales${q}`);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(content.legal.title);
    const legal = plain(await page.locator("main").textContent());
    for (const fact of ["Africa Clean", "Quartier Djidjolé, Lomé", "+228 90 00 00 00"])
      expect(legal).toContain(fact);
    expect(await page.title()).toBe(`${content.legal.meta.title} | Africa Clean`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("puts a link to the privacy page beside the contact, quote and testimonial submit buttons", async ({
    server,
    page,
  }) => {
    await page.goto(`${server.url}/contact${q}`);
    await expectNoteBesideSubmit(page, "main form", q, ui.privacyNote.link);
    expect(plain(await page.getByTestId("privacy-note").textContent())).toContain(
      ui.privacyNote.text,
    );
    await page.goto(`${server.url}/quote${q}${q ? "&" : "?"}tab=form`);
    await expectNoteBesideSubmit(page, "#panel-form form", q, ui.privacyNote.link);
    await page.goto(`${server.url}/${q}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: content.home.testimonials.shareButton }).click();
    const modal = '[data-testid="testimonial-modal"]';
    await page.locator(modal).waitFor();
    await expectNoteBesideSubmit(page, `${modal} form`, q, ui.privacyNote.link);
  });

  it("lists both pages in the sitemap; both are served from the shared page cache", async ({
    server,
  }) => {
    const xml = await (await get(server, "/sitemap.xml")).text();
    for (const p of ["/mentions-legales", "/confidentialite"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${p}${q}</loc>`);
      // (An English reader who already holds the language cookie: a first visit gets it set.)
      const cookie = locale === "en" ? "lng=en" : undefined;
      await get(server, `${p}${q}`, cookie);
      expect((await get(server, `${p}${q}`, cookie)).headers.get("x-page-cache")).toBe("hit");
    }
  });
});

describe.each(["fr", "en"] as const)("the administrator (%s)", (locale) => {
  const q = locale === "en" ? "?lng=en" : "";
  const t = words(locale, adminWords).privacy;
  const problem =
    locale === "fr"
      ? "Un nombre entier de mois, de 1 à 120."
      : "A whole number of months, from 1 to 120.";
  const months = locale === "fr" ? 18 : 36;
  const shown = locale === "fr" ? "18 mois (1 an et 6 mois)" : "36 months (3 years)";
  const host = `Hébergeur ${locale}, 1 rue du Port, Lomé`;

  it("sets the retention period and the host; the pages say so at once, bad values are refused", async ({
    server,
    database,
    adminPage: page,
    allowErrors,
  }) => {
    // The period 0 is refused on purpose with a 400, which the console reports.
    allowErrors(/status of 400/);
    await page.goto(`${server.url}/admin/settings${q}`);
    await waitForHydration(page);
    const save = page.getByRole("button", { name: t.settings.save, exact: true });
    await page.getByLabel(t.settings.retentionMonths).fill("0");
    await save.click();
    await page.getByText(problem).waitFor();
    await page.getByLabel(t.settings.retentionMonths).fill(String(months));
    await page.getByLabel(t.settings.host).fill(host);
    await save.click();
    await page
      .getByText(new RegExp(shown.replace(/[()]/g, "\\$&")))
      .first()
      .waitFor();
    expect(plain(await (await get(server, `/confidentialite${q}`)).text())).toContain(shown);
    expect(await (await get(server, `/mentions-legales${q}`)).text()).toContain(host);
    const audit = await lastAudit(database, "settings.privacy");
    expect(JSON.parse(audit!.details!).to).toMatchObject({ retentionMonths: months, host });
    // Over the bound, refused with a 400; nothing changes.
    const refused = await adminPost(
      server.url,
      `${href("/admin/settings")}${q}`,
      await adminCookie(server),
      {
        intent: "privacy",
        retentionMonths: "121",
        host: "",
        director: "",
        registration: "",
      },
    );
    expect(refused.status).toBe(400);
    expect(plain(await refused.text())).toContain(problem);
    expect(plain(await (await get(server, `/confidentialite${q}`)).text())).toContain(shown);
  });

  it("downloads then erases one person's data, from the lead's page, after confirming", async ({
    server,
    database,
    adminPage: page,
  }) => {
    const email = `person-${locale}@example.tg`;
    const contact = {
      firstName: "Ama",
      lastName: `Mensah-${locale}`,
      email,
      phone: locale === "fr" ? "90 11 22 33" : "90 44 55 66",
      message: `Bureaux à nettoyer (${locale}).`,
    };
    expect((await postForm(server.url, "/contact", { ...contact, ...guardFields() })).status).toBe(
      200,
    );
    const quote = {
      ...contact,
      email: email.toUpperCase(),
      serviceType: "nettoie-pro",
      description: `Contrat mensuel (${locale}).`,
    };
    expect((await postForm(server.url, "/quote", { ...quote, ...guardFields() })).status).toBe(200);
    const lead = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();

    await page.goto(`${server.url}/admin/leads/contact/${lead!.id}${q}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.lead.personalData }).click();
    await page.getByTestId("person").waitFor();
    expect(await page.getByTestId("count-contactMessages").textContent()).toBe("1");
    expect(await page.getByTestId("count-quoteRequests").textContent()).toBe("1");
    expect(await page.getByTestId("count-emails").textContent()).toBe("4");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t.screen.download }).click(),
    ]);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      contactMessages: Array<{ message: string }>;
      quoteRequests: Array<{ description: string }>;
      emails: unknown[];
    };
    expect(file.contactMessages[0]!.message).toBe(contact.message);
    expect(file.quoteRequests[0]!.description).toBe(quote.description);
    expect(file.emails).toHaveLength(4);

    await page.getByRole("link", { name: t.screen.erase }).click();
    const confirm = page.getByRole("button", { name: t.screen.confirm });
    await confirm.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.click();
    await page
      .getByRole("status")
      .filter({ hasText: t.screen.erased.split(":")[0]! })
      .first()
      .waitFor();
    const rows = await database.db
      .selectFrom("contact_messages")
      .select(["first_name", "email", "phone", "message"])
      .where("id", "=", lead!.id)
      .execute();
    expect(rows).toEqual([{ first_name: "", email: "", phone: "", message: "" }]);
    expect(
      await database.db
        .selectFrom("quote_requests")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email)
        .execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom("email_outbox")
        .select("id")
        .where((eb) => eb.or([eb("to_address", "=", email), eb("reply_to", "=", email)]))
        .execute(),
    ).toEqual([]);
    const audit = await lastAudit(database, "privacy.erase");
    expect(audit!.details).not.toContain(email);

    // The lead stays in the inbox, saying what happened to it.
    await page.goto(`${server.url}/admin/leads/contact/${lead!.id}${q}`);
    await page
      .getByText(t.lead.anonymised.split("{date}")[0]!.trim(), { exact: false })
      .first()
      .waitFor();
  });

  it("answers a search that is neither an e-mail nor a phone with a message and a 400", async ({
    server,
  }) => {
    const res = await get(
      server,
      `${href("/admin/personal-data")}${q}${q ? "&" : "?"}q=nobody`,
      await adminCookie(server),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(t.screen.invalid);
  });
});

describe("who may touch personal data", () => {
  const guarded = "guarded@example.tg";
  const person = encodeURIComponent(guarded);
  /** Kofi's message, sent by whichever test of this group runs first. */
  async function ensureGuarded(server: E2eServer, database: AppDatabase) {
    const stored = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("first_name", "=", "Kofi")
      .execute();
    if (stored.length) return;
    const fields = {
      firstName: "Kofi",
      lastName: "Guard",
      email: guarded,
      phone: "91 22 33 44",
      message: "Merci.",
    };
    expect((await postForm(server.url, "/contact", { ...fields, ...guardFields() })).status).toBe(
      200,
    );
  }
  const untouched = async (database: AppDatabase) =>
    expect(
      await database.db
        .selectFrom("contact_messages")
        .select("email")
        .where("first_name", "=", "Kofi")
        .execute(),
    ).toEqual([{ email: guarded }]);

  it("refuses an editor (403) on the screen, the download and the erasure", async ({
    server,
    database,
    editor,
  }) => {
    await ensureGuarded(server, database);
    const editorCookie = await signInCookie(server.url, editor.email, editor.password);
    expect(
      (await get(server, `${href("/admin/personal-data")}?q=${person}`, editorCookie)).status,
    ).toBe(403);
    expect(
      (await get(server, `${href("/admin/personal-data/export.json")}?q=${person}`, editorCookie))
        .status,
    ).toBe(403);
    const erase = await adminPost(server.url, href("/admin/personal-data"), editorCookie, {
      intent: "erase",
      q: guarded,
    });
    expect(erase.status).toBe(403);
    await untouched(database);
  });

  it("refuses an erasure posted from another site, and anyone signed out", async ({
    server,
    database,
  }) => {
    await ensureGuarded(server, database);
    const cookie = await adminCookie(server);
    const foreign = await adminPost(
      server.url,
      href("/admin/personal-data"),
      cookie,
      { intent: "erase", q: guarded },
      "https://evil.example",
    );
    // Refused before the action runs (React Router's origin check answers 400, ours 403).
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const signedOut = await get(server, `${href("/admin/personal-data/export.json")}?q=${person}`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\/login/);
    await untouched(database);
    // The administrator's own download works and is recorded.
    const own = await get(
      server,
      `${href("/admin/personal-data/export.json")}?q=${person}`,
      cookie,
    );
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toMatch(/attachment/);
    expect(((await own.json()) as { contactMessages: unknown[] }).contactMessages).toHaveLength(1);
    expect(
      (
        await database.db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "privacy.export")
          .execute()
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe("a bad day", () => {
  // About the SQLite file's write lock, which PostgreSQL does not have: this test starts its own
  // SQLite server whichever database the rest of the file runs on.
  it("says nothing was erased while another process keeps the database locked (503), then erases", async ({
    launchServer,
  }) => {
    const server = await launchServer({}, "sqlite");
    const database = openDatabase(server.databaseOptions);
    try {
      await postForm(server.url, "/contact", {
        firstName: "Yawa",
        lastName: "Locked",
        email: "locked@example.tg",
        phone: "93 00 11 22",
        message: "Merci.",
        ...guardFields(),
      });
      const cookie = await adminCookie(server);
      const erase = () =>
        adminPost(server.url, href("/admin/personal-data"), cookie, {
          intent: "erase",
          q: "locked@example.tg",
        });
      const locked = () =>
        database.db
          .selectFrom("contact_messages")
          .select(["id", "email"])
          .where("last_name", "=", "Locked")
          .execute();
      // "Another process": this test's own connection to the file, outside the server, holding
      // the write lock (BEGIN IMMEDIATE) while the server tries to erase.
      const holder = new SQLite(server.databaseOptions.file!);
      holder.exec("BEGIN IMMEDIATE");
      let refused: Response;
      try {
        refused = await erase();
      } finally {
        holder.exec("ROLLBACK");
        holder.close();
      }
      expect(refused.status).toBe(503);
      const page = plain(await refused.text()).replaceAll("&#x27;", "'");
      expect(page).toContain(words("fr", adminWords).privacy.screen.failed);
      expect((await locked()).map((r) => ({ email: r.email }))).toEqual([
        { email: "locked@example.tg" },
      ]);
      const [row] = await locked();
      expect((await erase()).status).toBe(200);
      expect(
        await database.db
          .selectFrom("contact_messages")
          .select("email")
          .where("id", "=", row!.id)
          .execute(),
      ).toEqual([{ email: "" }]);
    } finally {
      await database.close();
    }
  });
});

describe("the daily retention pass", () => {
  it("runs in the server process: a restarted server clears a lead older than the period", async ({
    databaseKind,
    launchServer,
  }) => {
    const place = await keptPlace(databaseKind);
    try {
      let server = await launchServer(place.env);
      expect(
        (
          await postForm(server.url, "/contact", {
            firstName: "Kofi",
            lastName: "Ancien",
            email: "old@example.tg",
            phone: "91 22 33 45",
            message: "Merci.",
            ...guardFields(),
          })
        ).status,
      ).toBe(200);
      await server.stop();
      const old = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString();
      let database = openDatabase(server.databaseOptions);
      try {
        await database.db
          .updateTable("contact_messages")
          .set({ created_at: old })
          .where("first_name", "=", "Kofi")
          .execute();
        // Today's pass was made when the server first started; let the next start make it again.
        await database.db
          .deleteFrom("counters")
          .where("name", "=", "privacy-retention-day")
          .execute();
      } finally {
        await database.close();
      }
      server = await launchServer(place.env);
      database = openDatabase(server.databaseOptions);
      try {
        const rows = await until(
          () =>
            database.db
              .selectFrom("contact_messages")
              .select("email")
              .where("created_at", "=", old)
              .execute(),
          (found) => found[0]?.email === "",
        );
        expect(rows).toEqual([{ email: "" }]);
        // The pass logs once its last chunk is in, after the lead's.
        const output = await until(
          () => server.output(),
          (text) => text.includes("personal data retention pass"),
        );
        expect(output).toContain("personal data retention pass");
      } finally {
        await database.close();
        await server.stop();
      }
    } finally {
      await place.remove();
    }
  });
});

import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardFields, postForm, readDb } from "../helpers/forms";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startTestServer, type TestServer } from "../helpers/server";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  const db = new SQLite(path.join(server.dataDir, "site.db"));
  const now = new Date().toISOString();
  db.prepare(
    `insert into quote_requests (id, reference, first_name, last_name, email, phone, company, service_type, area, frequency, description, budget, urgency, estimate, created_at, updated_at, status, locale, source_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, ip_hash, user_agent, submission_token)
     values ('q-browser', 'DV-2026-0007', 'Yawa', 'Kpodar', 'yawa@example.tg', '+228 90 11 22 33', 'Hôtel Océan', 'nettoie-pro', '300 m²', 'mensuel', 'Nettoyage des chambres; "urgent"', 'plus-1m', 'urgent', '{"item":"zone2","quantity":300,"frequency":"mensuel","min":69000,"max":110400,"minAfterDiscount":62100,"maxAfterDiscount":99360}', ?, ?, 'new', 'fr', '/quote', 'https://l.wa.me/', 'whatsapp', null, 'lancement', null, null, null, null, 'tok-browser')`,
  ).run(now, now);
  db.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: import("playwright-core").Page) {
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Mot de passe").fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

describe("the admin area in a browser", () => {
  it("sends /admin to the login screen and back to /admin after signing in", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/admin/leads?status=new`);
    expect(page.url()).toBe(`${server.url}/auth/login?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew`);
    await waitForHydration(page);
    await signIn(page);
    await page.waitForURL(`${server.url}/admin/leads?status=new`);
    expect(await page.getByTestId("admin-user").textContent()).toBe("boss");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves a lead to 'contacted' and exports it as CSV", async () => {
    const { page, context } = await newPage(browser, { acceptDownloads: true });
    await page.goto(`${server.url}/auth/login?redirectTo=/admin/leads`);
    await signIn(page);
    await page.waitForURL(`${server.url}/admin/leads`);
    await page.getByRole("link", { name: "Ouvrir" }).first().click();
    await page.waitForURL(/\/admin\/leads\/quote\/q-browser$/);
    expect(await page.getByTestId("estimate").textContent()).toContain("69000 – 110400");
    expect(await page.locator('a[href^="https://wa.me/22890112233"]').count()).toBe(1);
    await page.getByLabel("Changer le statut").selectOption("contacted");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Statut enregistré.").first().waitFor();
    expect(
      readDb(server.dataDir, "select status from quote_requests where id = 'q-browser'"),
    ).toEqual([{ status: "contacted" }]);

    await page.goto(`${server.url}/admin/leads?status=contacted`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByText("Exporter en CSV").click(),
    ]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, line] = csv.slice(1).split("\r\n");
    expect(header).toContain("Référence;Date;Statut;Prénom;Nom;E-mail;Téléphone");
    expect(line).toContain("Devis;DV-2026-0007;");
    expect(line).toContain(
      ";contacted;Yawa;Kpodar;yawa@example.tg;'+228 90 11 22 33;Hôtel Océan;nettoie-pro;",
    );
    expect(line).toContain('"Nettoyage des chambres; ""urgent"""');
    expect(line).toContain(";69000;110400;");
    await context.close();
  });

  it("approves a testimonial, which then appears on the home page", async () => {
    await postForm(server.url, "/api/testimonials", {
      name: "Akouvi Lawson",
      email: "akouvi@example.tg",
      rating: "5/5 ★★★★★",
      testimonial: "Un service remarquable, je recommande.",
      ...guardFields(),
    });
    const { page, context } = await newPage(browser);
    const before = await (await fetch(`${server.url}/`)).text();
    expect(before).not.toContain("Akouvi Lawson");
    await page.goto(`${server.url}/auth/login?redirectTo=/admin/testimonials`);
    await signIn(page);
    await page.waitForURL(`${server.url}/admin/testimonials`);
    const card = page.locator('[data-testimonial="Akouvi Lawson"]');
    await card.getByLabel("Lieu").fill("Lomé, Bè");
    await card.getByRole("button", { name: "Approuver" }).click();
    await page.getByText("Témoignage publié sur l'accueil.").first().waitFor();
    const after = await (await fetch(`${server.url}/`)).text();
    expect(after).toContain("Akouvi Lawson");
    expect(after).toContain("Un service remarquable, je recommande.");
    await context.close();
  });

  it("'sign out everywhere' ends the session of a second browser", async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    for (const { page } of [first, second]) {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page);
      await page.waitForURL(`${server.url}/admin`);
    }
    await first.page.getByRole("button", { name: "Se déconnecter partout" }).click();
    await first.page.waitForURL(/\/auth\/login/);
    await second.page.goto(`${server.url}/admin`);
    expect(second.page.url()).toContain("/auth/login?redirectTo=%2Fadmin");
    await first.context.close();
    await second.context.close();
  });
});

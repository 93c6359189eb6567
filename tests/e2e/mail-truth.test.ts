import { afterAll, describe, expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/db.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { startTestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";
import { href } from "react-router";

/**
 * "Sent" means a sending server accepted the message (docs/product/emails.md). Without SMTP_URL
 * the site writes e-mails to files nobody receives: every screen that reports a delivery says
 * so and offers what works instead; the outbox counts them apart.
 */
it.override({ serverEnv: { OUTBOX_INTERVAL_MS: "100" } });
const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const contact = (email: string) => ({
  firstName: "Ama",
  lastName: "Mensah",
  email,
  phone: "90 12 34 56",
  message: "Nettoyage de nos bureaux, 300 m².",
  ...guardFields(),
});

/** Posts a contact message and returns its page once the outbox has dealt with its e-mails. */
async function contactLead(server: E2eServer, database: AppDatabase, email: string) {
  expect((await postForm(server.url, "/contact", contact(email))).status).toBeLessThan(400);
  const lead = await database.db
    .selectFrom("contact_messages")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  await until(
    () =>
      database.db
        .selectFrom("email_outbox")
        .select("status")
        .where("related_id", "=", lead.id)
        .execute(),
    (rows) => rows.length === 2 && rows.every((r) => r.status === "sent"),
  );
  return href("/admin/leads/:type/:id", { type: "contact", id: lead.id });
}

const page = async (server: E2eServer, path: string, cookie: string) =>
  (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");
/** The lead page's list of e-mails alone (the page also carries the admin's words as data). */
const mailsSection = (html: string) =>
  /<section[^>]*data-lead-mails[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";

describe("without a sending server (SMTP_URL unset)", () => {
  it("a lead's page says its e-mails were written to a file, not sent", async ({
    server,
    database,
  }) => {
    const path = await contactLead(server, database, "ama.file@example.tg");
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const html = mailsSection(await page(server, path, cookie));
    expect(html.match(/data-mail-state="file"/g)).toHaveLength(2);
    const fr = text(html);
    expect(fr).toContain(
      "Accusé de réception au visiteur (ama.file@example.tg) : non envoyé : écrit dans un fichier sur le serveur",
    );
    expect(fr).toContain("Avis de nouvelle demande à l'équipe");
    expect(fr).toContain("Le visiteur n'a pas reçu d'accusé de réception");
    expect(fr).not.toContain("accepté par le serveur d'envoi");
    const en = text(mailsSection(await page(server, `${path}?lng=en`, cookie)));
    expect(en).toContain("Acknowledgement to the visitor (ama.file@example.tg): not sent: written");
  });

  it("the outbox counts what was written to a file apart from what was sent", async ({
    server,
    database,
  }) => {
    await contactLead(server, database, "kofi.file@example.tg");
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const html = text(await page(server, href("/admin/outbox"), cookie));
    const written = /Écrits dans un fichier, non envoyés\s*\((\d+)\)/.exec(html)?.[1];
    expect(Number(written)).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/Envoyés\s*\(0\)/);
    const tab = await page(server, `${href("/admin/outbox")}?status=sent`, cookie);
    expect(tab).not.toMatch(/data-email=/);
  });

  it("an invitation says it was not sent and hands the link over", async ({ server }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const res = await adminPost(server.url, href("/admin/accounts"), cookie, {
      email: "new.editor@example.tg",
      name: "Nouvelle Éditrice",
      role: "editor",
    });
    const html = await res.text();
    expect(text(html)).toContain("l'invitation n'a pas été envoyée");
    const link = /data-invitation-link[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-invitation-link/
      .exec(html)
      ?.slice(1)
      .find(Boolean)
      ?.replace(/&amp;/g, "&");
    expect(link).toMatch(/\/auth\/reset\?token=/);
    // The link works: it opens the form to choose a password, which accepts it.
    const token = new URL(link!).searchParams.get("token")!;
    const chosen = await postForm(server.url, "/auth/reset", {
      token,
      password: "a-password-of-her-own-1",
    });
    expect(chosen.status).toBe(200);
    await signInCookie(server.url, "new.editor@example.tg", "a-password-of-her-own-1");
  });

  it("'forgot password' says no e-mail went out, in both languages", async ({ server }) => {
    const fr = await postForm(server.url, "/auth/forgot", { email: ADMIN.email });
    expect(text(await fr.text())).toContain("Aucun e-mail n'est parti");
    const en = await postForm(server.url, "/auth/forgot?lng=en", { email: "nobody@example.tg" });
    expect(text(await en.text())).toContain("No e-mail went out");
  });
});

describe("with a sending server", () => {
  it("a lead's page says 'accepted' only once the server took each e-mail", async ({
    launchServer,
  }) => {
    const server = await launchServer({ SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "100" });
    const database = openDatabase(server.databaseOptions);
    try {
      const path = await contactLead(server, database, "ama.smtp@example.tg");
      const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
      const section = mailsSection(await page(server, path, cookie));
      expect(section.match(/data-mail-state="sent"/g)).toHaveLength(2);
      const html = text(section);
      expect(html).toContain(
        "Accusé de réception au visiteur (ama.smtp@example.tg) : accepté par le serveur d'envoi le",
      );
      expect(html).not.toContain("écrit dans un fichier");
      expect(html).not.toContain("Le visiteur n'a pas reçu");
      expect(smtp.received.some((m) => m.to.includes("ama.smtp@example.tg"))).toBe(true);
      const invite = await adminPost(server.url, href("/admin/accounts"), cookie, {
        email: "smtp.editor@example.tg",
        name: "Éditeur",
        role: "editor",
      });
      const answer = await invite.text();
      expect(text(answer)).toContain("l'invitation part par e-mail");
      expect(answer).not.toContain("data-invitation-link");
    } finally {
      await database.close();
    }
  });
});

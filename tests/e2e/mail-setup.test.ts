import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { closedPort, startTestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";
import { href } from "react-router";

it.override({ serverEnv: { OUTBOX_INTERVAL_MS: "100" } });

describe("e-mail that goes nowhere says so", () => {
  it("warns at start, on the dashboard and in the e-mail list; the test e-mail tells the truth", async ({
    server,
    database,
    adminPage: page,
  }) => {
    // No SMTP_URL: the start log says, in plain words, that nobody receives e-mail.
    expect(server.output()).toContain("E-mails are not sent: without SMTP_URL");
    await page.goto(`${server.url}/admin`);
    const alert = page.locator('[data-mail-alert="to-files"]');
    expect(await alert.textContent()).toContain("Les e-mails ne sont pas envoyés");
    expect(await alert.textContent()).toContain("SMTP_URL");

    const sent = await postForm(server.url, "/contact", {
      firstName: "Ama",
      lastName: "Mensah",
      email: "ama.files@example.tg",
      phone: "90 12 34 56",
      message: "Bonjour",
      ...guardFields(),
    });
    expect(sent.status).toBe(200);
    await until(async () => {
      const rows = await database.db
        .selectFrom("email_outbox")
        .select("status")
        .where("to_address", "=", "ama.files@example.tg")
        .execute();
      return rows.length > 0 && rows.every((r) => r.status === "sent");
    });
    // Counted apart from what a sending server accepted: that tab is empty.
    await page.goto(`${server.url}/admin/outbox?status=sent`);
    expect(await page.locator("[data-email]").count()).toBe(0);
    await page.goto(`${server.url}/admin/outbox?status=file`);
    const entry = page.locator('[data-status="sent"]').first();
    expect(await entry.textContent()).toContain("Écrit dans un fichier, non envoyé");

    await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
    const outcome = page.locator('[data-outcome="test-file"]');
    expect(await outcome.textContent()).toContain("écrit dans un fichier, non envoyé");
  });

  it("sends the test e-mail through a working server, and says why one that is down refused it", async ({
    launchServer,
  }) => {
    const smtp = await startTestSmtp();
    try {
      const working = await launchServer({ SMTP_URL: smtp.url });
      expect(working.output()).not.toContain("E-mails are not sent");
      const cookie = await signInCookie(working.url, ADMIN.email, ADMIN.password);
      expect(
        await (await fetch(`${working.url}/admin`, { headers: { cookie } })).text(),
      ).not.toContain('data-mail-alert="to-files"');
      const answer = await (
        await adminPost(working.url, href("/admin/outbox"), cookie, { intent: "test" })
      ).text();
      expect(answer).toContain('data-outcome="test-sent"');
      expect(smtp.received.some((m) => m.to.includes(ADMIN.email))).toBe(true);
    } finally {
      await smtp.close();
    }
    const down = await launchServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const cookie = await signInCookie(down.url, ADMIN.email, ADMIN.password);
    const answer = await (
      await adminPost(down.url, href("/admin/outbox"), cookie, { intent: "test" })
    ).text();
    expect(answer).toContain('data-outcome="test-failed"');
    expect(answer).toContain("ECONNREFUSED");
  });
});

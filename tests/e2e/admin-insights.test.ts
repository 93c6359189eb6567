import { afterAll, describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { Updateable } from "kysely";
import type { EmailOutboxTable } from "~/db/schema";
import { adminWords, words } from "~/i18n/words/admin";
import { leadsPerWeek } from "~/features/admin-insights/lead-stats.server";
import { mondayOf } from "~/features/admin-insights/weeks";
import { queueEmail } from "~/features/mail/outbox.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { seriousA11yViolations } from "../helpers/axe";
import { PHONE, waitForHydration } from "../helpers/browser";
import { ADMIN, EDITOR, it } from "../helpers/fixtures";
import { leadMetadata } from "../helpers/rows";
import { startTestSmtp } from "../helpers/smtp";
import { until } from "../helpers/until";
import { href } from "react-router";

/** The site's mail goes to a real SMTP server on loopback, which records what it receives. */
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
it.override({ serverEnv: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "200" } });

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Queues an e-mail as the site does, then puts it in the state the test needs. */
async function queueAs(
  { db }: AppDatabase,
  subject: string,
  state: Updateable<EmailOutboxTable>,
  kind = "lead-notification",
  text = `Nouvelle demande : ${subject}`,
) {
  // One transaction: the server's sender never sees the row as a new pending e-mail (it sent one
  // between the two statements once, and the row ended "sent").
  return db.transaction().execute(async (trx) => {
    const id = await queueEmail(trx, { kind, to: "equipe@africaclean.tg", subject, text });
    await trx.updateTable("email_outbox").set(state).where("id", "=", id).execute();
    return id;
  });
}

const outboxRow = ({ db }: AppDatabase, id: string) =>
  db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The days of the journal entries the log test writes (10 to 12 February 2026). */
const ENTRY_DATES = ["2026-02-10", "2026-02-11", "2026-02-12"];

/** Failed for good two hours ago: 25 attempts, the server refused it. */
const FAILED = {
  status: "failed",
  attempts: 25,
  last_error: "421 service not available",
  created_at: ago(120),
  next_attempt_at: ago(60),
} as const;

describe.each(["fr", "en"] as const)("admin insights (%s)", (locale) => {
  const t = words(locale, adminWords);
  const q = locale === "en" ? "?lng=en" : "";
  const and = locale === "en" ? "&lng=en" : "";

  it("resends a failed e-mail once: the mail server receives it, the log says who", async ({
    server,
    database,
    adminPage,
  }) => {
    const subject = `Relance ${locale} ${Date.now()}`;
    const id = await queueAs(database, subject, FAILED);
    await queueAs(
      database,
      `Reset ${locale}`,
      FAILED,
      "password-reset",
      `${server.url}/auth/reset?token=SECRET-${locale}`,
    );
    await adminPage.goto(`${server.url}/admin/outbox?status=failed${and}`);
    await waitForHydration(adminPage);
    const entry = adminPage.locator(`[data-email="${id}"]`);
    await expect(entry.textContent()).resolves.toContain(t.outbox.kinds["lead-notification"]);
    await expect(entry.textContent()).resolves.toContain("421 service not available");
    await expect(entry.textContent()).resolves.toContain(t.outbox.failingLong);
    // A password reset is listed by its subject; its secret link never reaches the page.
    expect(await adminPage.content()).not.toContain(`SECRET-${locale}`);
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    await entry.getByRole("button", { name: t.outbox.resend }).click();
    await adminPage.getByRole("status").filter({ hasText: t.outbox.resent }).waitFor();
    const sent = await until(
      () => outboxRow(database, id),
      (r) => r.status === "sent",
    );
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    const delivered = () => smtp.received.filter((m) => m.raw.includes(subject));
    expect(delivered()).toHaveLength(1);
    const log = await database.db
      .selectFrom("audit_log")
      .innerJoin("user", "user.id", "audit_log.user_id")
      .select(["action", "email"])
      .where("target_id", "=", id)
      .execute();
    expect(log).toEqual([{ action: "email.resend", email: ADMIN.email }]);

    // Pressed again (a second tab, a double submit): nothing to do, nothing sent twice.
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const again = await adminPost(server.url, `${href("/admin/outbox")}${q}`, cookie, { id });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(t.outbox.notNeeded);
    // A message queued after it: once the mail server has that one, a second copy of the first
    // would have gone before it (one sender, oldest first).
    const after = `Marker-${locale}-${Date.now()}`;
    await database.db.transaction().execute((trx) =>
      queueEmail(trx, {
        kind: "lead-notification",
        to: "equipe@africaclean.tg",
        subject: after,
        text: after,
      }),
    );
    await until(() => smtp.received.some((m) => m.raw.includes(after)));
    expect(delivered()).toHaveLength(1);
    expect((await outboxRow(database, id)).status).toBe("sent");
  });

  it("filters the change log by who and by kind of action, in words", async ({
    server,
    database,
    adminPage,
    editor,
  }) => {
    const { db } = database;
    // The other language's run left its entries (same dates): only this run's are kept.
    await db
      .deleteFrom("audit_log")
      .where(
        "created_at",
        "in",
        ENTRY_DATES.map((d) => `${d}T09:00:00.000Z`),
      )
      .execute();
    const userId = async (email: string) =>
      (
        await db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).id;
    const [adminId, editorId] = [await userId(ADMIN.email), await userId(editor.email)];
    const quote = `q-audit-${locale}`;
    await db
      .insertInto("quote_requests")
      .values({
        id: quote,
        reference: `DV-2026-09${locale === "fr" ? "01" : "02"}`,
        first_name: "Kossi",
        last_name: "Adjo",
        email: "kossi@example.tg",
        phone: "+228 90 00 11 22",
        company: null,
        service_type: "nettoie-pro",
        area: null,
        frequency: null,
        description: "Bureaux",
        budget: null,
        urgency: null,
        estimate: null,
        ...leadMetadata(),
      })
      .execute();
    const entries = [
      [editorId, "lead.status", "quote", quote, "2026-02-10T09:00:00.000Z"],
      [editorId, "post.publish", "post", "gone-post", "2026-02-11T09:00:00.000Z"],
      [adminId, "prices.update", "prices", "grid", "2026-02-12T09:00:00.000Z"],
    ] as const;
    await db
      .insertInto("audit_log")
      .values(
        entries.map(([user_id, action, target_type, target_id, created_at]) => ({
          id: crypto.randomUUID(),
          created_at,
          user_id,
          action,
          target_type,
          target_id,
          details: null,
        })),
      )
      .execute();

    await adminPage.goto(`${server.url}/admin/audit${q}`);
    await waitForHydration(adminPage);
    await adminPage.locator(`select[name="who"]`).selectOption(editorId);
    await adminPage.locator(`select[name="kind"]`).selectOption("lead");
    await adminPage.getByRole("button", { name: t.audit.filter }).click();
    await adminPage.waitForURL(/kind=lead/);
    const rows = adminPage.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect(row.textContent()).resolves.toContain(t.audit.actions["lead.status"]);
    await expect(row.getByRole("link").getAttribute("href")).resolves.toBe(
      `${href("/admin/leads/:type/:id", { type: "quote", id: quote })}${q}`,
    );
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    // By dates: the post published on 11 February only; its post no longer exists.
    await adminPage.goto(
      `${server.url}/admin/audit?who=${editorId}&from=2026-02-11&to=2026-02-11${and}`,
    );
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(t.audit.actions["post.publish"]);
    await expect(rows.first().textContent()).resolves.toContain(t.audit.gone);
    await expect(rows.first().getByRole("link").count()).resolves.toBe(0);
    // The administrator's own entries, the editor's creation among them (a real audit() call).
    await adminPage.goto(`${server.url}/admin/audit?who=${adminId}${and}`);
    const texts = await rows.allTextContents();
    expect(texts.some((w) => w.includes(t.audit.actions["account.create"]!))).toBe(true);
    expect(texts.some((w) => w.includes(t.audit.actions["prices.update"]!))).toBe(true);
    expect(texts.some((w) => w.includes(t.audit.actions["lead.status"]!))).toBe(false);
  });

  it("draws the weekly chart with its table and sources, on a phone without sideways scroll", async ({
    server,
    database,
    openSignedInPage,
  }) => {
    const monday = mondayOf(new Date());
    const insert = (i: number, referrer: string | null, created_at: string) =>
      database.db
        .insertInto("contact_messages")
        .values({
          id: `c-chart-${locale}-${i}`,
          first_name: "Ama",
          last_name: "Mensah",
          email: "ama@example.tg",
          phone: "+228 90 12 34 56",
          company: null,
          subject: null,
          service: null,
          message: "Bonjour",
          urgency: null,
          ...leadMetadata({ created_at, referrer }),
        })
        .execute();
    await insert(1, "https://l.wa.me/", `${monday}T08:00:00.000Z`);
    await insert(2, null, `${monday}T09:00:00.000Z`);
    await insert(3, "https://www.google.com/", ago(3 * 7 * 1440));

    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin${q}`);
    await waitForHydration(page);
    const chart = page.getByRole("img", { name: t.insights.chartTitle });
    await expect(chart.count()).resolves.toBe(1);
    const weeks = await leadsPerWeek(database);
    const bars = weeks.flatMap((w) => [w.contact, w.quote, w.testimonial].filter((n) => n > 0));
    await expect(chart.locator("rect").count()).resolves.toBe(bars.length);
    // The same numbers as a table: 12 weeks, this week's last.
    await page.getByText(t.insights.showTable).click();
    const table = page.getByTestId("leads-chart").locator("tbody tr");
    await expect(table.count()).resolves.toBe(12);
    const cells = await table.last().locator("td").allTextContents();
    const now = weeks.at(-1)!;
    expect(cells).toEqual(
      [now.contact, now.quote, now.testimonial, now.contact + now.quote + now.testimonial].map(
        String,
      ),
    );
    expect(now.contact).toBeGreaterThanOrEqual(2);
    const sources = await page.getByTestId("lead-sources").locator("tbody tr").allTextContents();
    expect(sources.some((s) => s.startsWith("WhatsApp"))).toBe(true);
    expect(sources.some((s) => s.startsWith("Google"))).toBe(true);
    expect(sources.join(" ")).toMatch(locale === "fr" ? /\d+\s%/ : /\d+%/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("shows the red notice only once an e-mail has been failing for over an hour", async ({
    server,
    database,
    adminPage,
    editorPage,
    allowErrors,
  }) => {
    await database.db.deleteFrom("email_outbox").execute();
    // Failing for half an hour, next try later: not yet an alert.
    const id = await queueAs(database, `Panne ${locale}`, {
      attempts: 3,
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
      created_at: ago(30),
      next_attempt_at: ago(-30),
    });
    const alert = adminPage.getByRole("alert").filter({ hasText: t.insights.mailAlertLink });
    await adminPage.goto(`${server.url}/admin${q}`);
    await waitForHydration(adminPage);
    await expect(alert.count()).resolves.toBe(0);

    await database.db
      .updateTable("email_outbox")
      .set({ created_at: ago(65) })
      .where("id", "=", id)
      .execute();
    await adminPage.reload();
    await waitForHydration(adminPage);
    await expect(alert.count()).resolves.toBe(1);
    await alert.getByRole("link").click();
    await adminPage.waitForURL(/\/admin\/outbox\?status=failed/);
    await adminPage.locator(`[data-email="${id}"]`).waitFor();

    // An editor sees the notice and whom to ask, but the outbox is for administrators.
    await editorPage.goto(`${server.url}/admin${q}`);
    await editorPage.getByRole("alert").filter({ hasText: t.insights.mailAlertEditor }).waitFor();
    await expect(editorPage.getByRole("link", { name: t.nav.outbox }).count()).resolves.toBe(0);
    allowErrors(/status of 403/);
    await editorPage.goto(`${server.url}/admin/outbox${q}`);
    await editorPage.getByRole("heading", { name: t.problems.forbidden.title }).waitFor();
    await database.db.deleteFrom("email_outbox").execute();
  });
});

describe("who may see and use the outbox and the log", () => {
  const get = (url: string, cookie = "") =>
    fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });

  it("sends visitors to sign in, refuses editors and foreign pages, changes nothing", async ({
    server,
    database,
    editor,
  }) => {
    for (const path of [href("/admin/outbox"), href("/admin/audit")]) {
      const res = await get(`${server.url}${path}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        `/auth/login?redirectTo=${encodeURIComponent(path)}`,
      );
    }
    const id = await queueAs(database, "Garde", FAILED);
    const editorCookie = await signInCookie(server.url, editor.email, EDITOR.password);
    expect((await get(`${server.url}/admin/outbox`, editorCookie)).status).toBe(403);
    expect((await get(`${server.url}/admin/audit`, editorCookie)).status).toBe(403);
    expect((await adminPost(server.url, href("/admin/outbox"), editorCookie, { id })).status).toBe(
      403,
    );
    const adminCookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const foreign = await adminPost(
      server.url,
      href("/admin/outbox"),
      adminCookie,
      { id },
      "https://evil.example",
    );
    // Refused by React Router's own origin check or by requireSameOrigin: a 4xx either way.
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect((await adminPost(server.url, href("/admin/outbox"), "", { id })).status).toBe(302);
    expect(await outboxRow(database, id)).toMatchObject({ status: "failed", attempts: 25 });
    // An unknown message: 404, nothing else.
    const missing = await adminPost(server.url, href("/admin/outbox"), adminCookie, { id: "nope" });
    expect(missing.status).toBe(404);
  });
});

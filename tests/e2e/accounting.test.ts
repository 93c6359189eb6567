import { describe, expect } from "vitest";
import { issueInvoice } from "~/features/invoices/issue.server";
import { recordPayment } from "~/features/invoices/money.server";
import { adminWords, words } from "~/i18n/words/admin";
import { signInCookie } from "../helpers/auth";
import { PHONE } from "../helpers/browser";
import { markAccepted, sentDevisFor } from "../helpers/devis";
import { ADMIN, it } from "../helpers/fixtures";

/** The accountant's export, the money on the dashboard and an invoice's reminders, at 390 px. */
const t = words("fr", adminWords).accounting;

describe("the money after the devis", () => {
  it("gives the accountant a balanced journal, the dashboard its figures, a client no reminders", async ({
    server,
    database,
    editor,
    openSignedInPage,
    allowErrors,
  }) => {
    const { id } = await sentDevisFor(database, {
      reference: "DV-2026-0077",
      email: "ama@example.tg",
    });
    const total = await markAccepted(database, id);
    const issued = await issueInvoice(database, {
      devisId: id,
      kind: "full",
      depositPercent: 50,
      termDays: 15,
      userId: null,
    });
    if (!issued.ok) throw new Error(issued.reason);
    const today = new Date().toISOString().slice(0, 10);
    const paid = await recordPayment(database, {
      invoiceId: issued.id,
      amount: 10_000,
      paidOn: today,
      method: "tmoney",
      reference: "TM-77",
      userId: null,
    });
    expect(paid.ok).toBe(true);

    const page = await openSignedInPage(ADMIN, PHONE);
    await page.goto(`${server.url}/admin/accounting`);
    const totals = await page.getByTestId("journal-totals").textContent();
    // The invoice's three lines (or two without VAT) and the payment's two: debits = credits.
    const [debit, credit] = [...totals!.matchAll(/(\d[\d\s]*?)\sFCFA/g)].map((m) =>
      Number(m[1]!.replace(/\D/g, "")),
    );
    expect(debit).toBe(total + 10_000);
    expect(credit).toBe(debit);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const journalUrl = await page.getByRole("link", { name: t.journal }).getAttribute("href");
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const journal = await fetch(`${server.url}${journalUrl}`, { headers: { cookie } });
    expect(journal.status).toBe(200);
    expect(journal.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await journal.arrayBuffer());
    // The byte-order mark first, so Excel reads the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(rows[0]).toBe("Date;Journal;Pièce;Compte;Libellé;Débit;Crédit");
    expect(rows.filter((r) => r.includes(";5215;"))).toHaveLength(1);
    // A period that is not one is refused in words; an editor may not have the books.
    const bad = await fetch(
      `${server.url}/admin/accounting/export.csv?from=2026-02-30&to=2026-03-01`,
      {
        headers: { cookie },
      },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(t.badPeriod);
    const editorCookie = await signInCookie(server.url, editor.email, editor.password);
    const refused = await fetch(`${server.url}${journalUrl}`, {
      headers: { cookie: editorCookie },
      redirect: "manual",
    });
    expect(refused.status).toBe(403);

    // The dashboard: this month invoiced and collected.
    await page.goto(`${server.url}/admin`);
    const money = page.getByTestId("money");
    const thisMonth = money.locator("[data-month]").last();
    const cells = (await thisMonth.locator("dd").allTextContents()).map((c) =>
      Number(c.replace(/\D/g, "")),
    );
    expect(cells).toEqual([total, 10_000, total - 10_000]);

    // The invoice: no reminder yet; the client asks for none, then for them again.
    await page.goto(`${server.url}/admin/invoices/${issued.id}`);
    const panel = page.getByTestId("reminders");
    await panel.getByText(t.reminders.none).waitFor();
    await panel.getByRole("button", { name: t.reminders.turnOff }).click();
    await panel.getByText(t.reminders.isOff).waitFor();
    expect(
      await database.db.selectFrom("reminder_opt_outs").select("client_email").execute(),
    ).toEqual([{ client_email: "ama@example.tg" }]);
    await panel.getByRole("button", { name: t.reminders.turnOn }).click();
    await panel.getByText(t.reminders.isOn).waitFor();
    allowErrors(/status of 403/);
  });
});

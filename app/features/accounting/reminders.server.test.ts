import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { issueInvoice } from "~/features/invoices/issue.server";
import { recordPayment } from "~/features/invoices/money.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { sendDueReminders, setRemindersOff } from "./reminders.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

// Issued on 5 March with 15 days to pay: due on 20 March.
const ISSUED = new Date("2026-03-05T10:00:00Z");
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

async function unpaidInvoice(db: AppDatabase) {
  const { id } = await sentDevisFor(db, { reference: "DV-2026-0001", email: "Kofi@Example.tg" });
  await markAccepted(db, id);
  const invoice = await issueInvoice(
    db,
    { devisId: id, kind: "full", depositPercent: 50, termDays: 15, userId: null },
    ISSUED,
  );
  if (!invoice.ok) throw new Error(invoice.reason);
  return invoice;
}

const reminders = (db: AppDatabase) =>
  db.db
    .selectFrom("email_outbox")
    .leftJoin("email_attachments", "email_attachments.email_id", "email_outbox.id")
    .select(["email_outbox.to_address", "email_outbox.subject", "email_attachments.filename"])
    .where("email_outbox.kind", "=", "invoice-reminder")
    .orderBy("email_outbox.created_at")
    .execute();

forEachDatabase((open) => {
  it("reminds a late client 7, 15 and 30 days after the due date, each once, with the invoice", async () => {
    database = await open();
    const db = database;
    const invoice = await unpaidInvoice(db);
    expect(await sendDueReminders(db, at("2026-03-26"))).toBe(0);
    // Out of office hours nothing goes, even when due.
    expect(await sendDueReminders(db, at("2026-03-27", 6))).toBe(0);
    expect(await sendDueReminders(db, at("2026-03-27"))).toBe(1);
    expect(await sendDueReminders(db, at("2026-03-27", 11))).toBe(0);
    expect(await reminders(db)).toEqual([
      {
        to_address: "kofi@example.tg",
        subject: expect.stringContaining(`Rappel : facture ${invoice.number} à régler`),
        filename: `${invoice.number}.pdf`,
      },
    ]);
    // Two processes looking at once on day 15 queue one reminder between them.
    const both = await Promise.all([
      sendDueReminders(db, at("2026-04-04")),
      sendDueReminders(db, at("2026-04-04")),
    ]);
    expect(both[0] + both[1]).toBe(1);
    // The client asks for no more (whatever the case of their address): day 30 passes quietly.
    await setRemindersOff(db, "kofi@example.TG", true, null);
    expect(await sendDueReminders(db, at("2026-04-20"))).toBe(0);
    await setRemindersOff(db, "kofi@example.tg", false, null);
    expect(await sendDueReminders(db, at("2026-04-21"))).toBe(1);
    expect(await sendDueReminders(db, at("2026-06-21"))).toBe(0);
    expect(await reminders(db)).toHaveLength(3);
    const logged = await db.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "like", "invoice.remind%")
      .execute();
    expect(logged.map((l) => l.action).sort()).toEqual([
      "invoice.reminder",
      "invoice.reminder",
      "invoice.reminder",
      "invoice.reminders-off",
      "invoice.reminders-on",
    ]);
  });

  it("never reminds a client who has paid", async () => {
    database = await open();
    const db = database;
    const invoice = await unpaidInvoice(db);
    const file = await db.db
      .selectFrom("invoices")
      .select("total")
      .where("id", "=", invoice.id)
      .executeTakeFirstOrThrow();
    const paid = await recordPayment(
      db,
      {
        invoiceId: invoice.id,
        amount: Number(file.total),
        paidOn: "2026-03-25",
        method: "flooz",
        reference: "FL-1",
        userId: null,
      },
      at("2026-03-25"),
    );
    expect(paid.ok).toBe(true);
    expect(await sendDueReminders(db, at("2026-03-27"))).toBe(0);
    expect(await reminders(db)).toEqual([]);
  });
});

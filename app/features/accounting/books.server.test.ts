import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { issueInvoice } from "~/features/invoices/issue.server";
import { issueCreditNote, recordPayment } from "~/features/invoices/money.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { workDoneFor } from "../../../tests/helpers/interventions";
import { periodJournal, periodList } from "./journal.server";
import { moneyFigures } from "./receivables.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const MARCH = new Date("2026-03-05T10:00:00Z");
const APRIL = new Date("2026-04-10T10:00:00Z");
const done = async (outcome: Promise<{ ok: boolean }>) => expect((await outcome).ok).toBe(true);

/** A devis accepted, its deposit invoiced and paid by T-Money, its balance invoiced and half paid in cash. */
async function books(db: AppDatabase) {
  const { id } = await sentDevisFor(db, { reference: "DV-2026-0001", email: "kofi@example.tg" });
  const total = await markAccepted(db, id);
  const issue = async (kind: "deposit" | "balance", now: Date) => {
    const outcome = await issueInvoice(
      db,
      { devisId: id, kind, depositPercent: 50, termDays: 15, userId: null },
      now,
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome;
  };
  const deposit = await issue("deposit", MARCH);
  await done(
    recordPayment(
      db,
      {
        invoiceId: deposit.id,
        amount: Math.round(total / 2),
        paidOn: "2026-03-06",
        method: "tmoney",
        reference: "TM-88",
        userId: null,
      },
      new Date("2026-03-06T12:00:00Z"),
    ),
  );
  await workDoneFor(db, id);
  const balance = await issue("balance", APRIL);
  await done(
    issueCreditNote(
      db,
      { invoiceId: balance.id, amount: 1_000, reason: "Geste", userId: null },
      APRIL,
    ),
  );
  await done(
    recordPayment(
      db,
      {
        invoiceId: balance.id,
        amount: 5_000,
        paidOn: "2026-04-12",
        method: "cash",
        reference: "",
        userId: null,
      },
      new Date("2026-04-12T12:00:00Z"),
    ),
  );
  return { total };
}

forEachDatabase((open) => {
  it("writes the accountant's journal of a period: every document, debits equal to credits", async () => {
    database = await open();
    const { total } = await books(database);
    const spring = { from: "2026-03-01", to: "2026-04-30" };
    const journal = await periodJournal(database, spring, "fr");
    expect(journal.debit).toBe(journal.credit);
    // Two invoices (the devis's total), a credit note, two payments: 3 + 3 + 3 + 2 + 2 lines,
    // less the VAT lines of a devis without VAT.
    const pieces = [...new Set(journal.lines.map((l) => l.piece))];
    expect(pieces).toEqual([
      "FA-2026-0001",
      "FA-2026-0001-R1",
      "AV-2026-0001",
      "FA-2026-0002",
      "FA-2026-0002-R1",
    ]);
    const clients = journal.lines.filter((l) => l.account === "411");
    const owed = clients.reduce((sum, l) => sum + l.debit - l.credit, 0);
    expect(owed).toBe(total - 1_000 - Math.round(total / 2) - 5_000);
    expect(journal.lines.find((l) => l.piece === "FA-2026-0001-R1")).toMatchObject({
      journal: "MM",
      account: "5215",
    });
    expect(journal.lines.find((l) => l.piece === "FA-2026-0002-R1")).toMatchObject({
      journal: "CA",
      account: "571",
    });
    // Only March: the deposit and its payment.
    const march = await periodJournal(database, { from: "2026-03-01", to: "2026-03-31" }, "en");
    expect([...new Set(march.lines.map((l) => l.piece))]).toEqual([
      "FA-2026-0001",
      "FA-2026-0001-R1",
    ]);
    expect(march.csv.split("\r\n")[0]).toBe(
      "\uFEFFDate;Journal;Document;Account;Description;Debit;Credit",
    );

    const list = await periodList(database, spring, "fr", (m) => (m === "cash" ? "Espèces" : m));
    expect(list.rows).toBe(5);
    const rows = list.csv.slice(1).trim().split("\r\n");
    expect(rows[0]).toBe("Date;Type;Numéro;Facture;Client;HT;TVA;TTC;Mode;Référence");
    expect(rows.at(-1)).toMatch(/^12\/04\/2026;Paiement;;FA-2026-0002;.*;;;5000;Espèces;$/);
  });

  it("adds up the money for the dashboard: invoiced, collected, owed by age, days to pay", async () => {
    database = await open();
    const { total } = await books(database);
    const money = await moneyFigures(database, new Date("2026-05-20T10:00:00Z"));
    const [march, april] = money.months.filter(
      (m) => m.month === "2026-03" || m.month === "2026-04",
    );
    const half = Math.round(total / 2);
    expect(march).toEqual({ month: "2026-03", invoiced: half, collected: half, outstanding: 0 });
    expect(april).toEqual({
      month: "2026-04",
      invoiced: total - half - 1_000,
      collected: 5_000,
      outstanding: total - half - 1_000 - 5_000,
    });
    // The balance was issued 40 days before: what is left of it is 31 to 60 days old.
    expect(money.byAge).toEqual({ upTo30: 0, upTo60: total - half - 1_000 - 5_000, over60: 0 });
    // The deposit, issued on 5 March, was paid on the 6th.
    expect(money.averageDaysToPay).toBe(1);
  });
});

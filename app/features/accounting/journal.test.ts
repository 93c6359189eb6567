import { describe, expect, it } from "vitest";
import {
  journalCsv,
  journalLines,
  SYSCOHADA_ACCOUNTS,
  UnbalancedDocument,
  type JournalDocument,
  type JournalPayment,
} from "./journal";

const deposit: JournalDocument = {
  kind: "invoice",
  number: "FA-2026-0001",
  day: "2026-11-02",
  client: "Kofi Agbo",
  net: 100_000,
  vat: 18_000,
  total: 118_000,
};
const balance: JournalDocument = { ...deposit, number: "FA-2026-0002", day: "2026-11-20" };
const credit: JournalDocument = {
  kind: "credit",
  number: "AV-2026-0001",
  day: "2026-11-21",
  client: "Kofi Agbo",
  net: 10_000,
  vat: 1_800,
  total: 11_800,
};
const payment = (method: JournalPayment["method"], amount: number, day = "2026-11-05") => ({
  piece: `FA-2026-0001/${method}`,
  day,
  client: "Kofi Agbo",
  invoice: "FA-2026-0001",
  amount,
  method,
  reference: method === "tmoney" ? "TM241128.1530.A12345" : null,
});

const sum = (lines: { debit: number; credit: number }[], side: "debit" | "credit") =>
  lines.reduce((total, line) => total + line[side], 0);

describe("the accountant's journal", () => {
  it("books sales, VAT, credit notes and every way of being paid, debits equal to credits", () => {
    const payments = [
      payment("tmoney", 59_000),
      payment("cash", 20_000, "2026-11-06"),
      payment("transfer", 10_000, "2026-11-07"),
      payment("cheque", 5_000, "2026-11-08"),
      payment("flooz", 12_200, "2026-11-25"),
    ];
    const lines = journalLines([balance, deposit, credit], payments, SYSCOHADA_ACCOUNTS, "fr");
    expect(sum(lines, "debit")).toBe(sum(lines, "credit"));
    expect(sum(lines, "debit")).toBe(118_000 * 2 + 11_800 + 106_200);
    // The invoice: the client owes the total, sales and VAT are credited.
    expect(lines.filter((l) => l.piece === "FA-2026-0001" && l.journal === "VE")).toEqual([
      expect.objectContaining({ account: "411", debit: 118_000, credit: 0 }),
      expect.objectContaining({ account: "706", debit: 0, credit: 100_000 }),
      expect.objectContaining({ account: "443", debit: 0, credit: 18_000 }),
    ]);
    // The credit note turns it round.
    expect(lines.filter((l) => l.piece === "AV-2026-0001")).toEqual([
      expect.objectContaining({
        account: "411",
        debit: 0,
        credit: 11_800,
        label: "Avoir AV-2026-0001 Kofi Agbo",
      }),
      expect.objectContaining({ account: "706", debit: 10_000, credit: 0 }),
      expect.objectContaining({ account: "443", debit: 1_800, credit: 0 }),
    ]);
    // Each payment goes to the account it came into, and off the client's.
    const into = (method: string) =>
      lines
        .filter((l) => l.piece === `FA-2026-0001/${method}`)
        .map((l) => [l.journal, l.account, l.debit, l.credit]);
    expect(into("tmoney")).toEqual([
      ["MM", "5215", 59_000, 0],
      ["MM", "411", 0, 59_000],
    ]);
    expect(into("flooz")[0]).toEqual(["MM", "5215", 12_200, 0]);
    expect(into("cash")[0]).toEqual(["CA", "571", 20_000, 0]);
    expect(into("transfer")[0]).toEqual(["BQ", "521", 10_000, 0]);
    expect(into("cheque")[0]).toEqual(["BQ", "521", 5_000, 0]);
    expect(lines.find((l) => l.journal === "MM")!.label).toBe(
      "Règlement FA-2026-0001 Kofi Agbo TM241128.1530.A12345",
    );
    // Day by day.
    expect(lines.map((l) => l.day)).toEqual([...lines.map((l) => l.day)].sort());
  });

  it("takes the company's own accounts, and writes no line for a nil VAT", () => {
    const accounts = { ...SYSCOHADA_ACCOUNTS, mobileMoney: "5216", sales: "7061" };
    const lines = journalLines(
      [{ ...deposit, vat: 0, total: 100_000 }],
      [payment("tmoney", 100_000)],
      accounts,
      "en",
    );
    expect(lines.map((l) => l.account)).toEqual(["411", "7061", "5216", "411"]);
    expect(lines[0]!.label).toBe("Invoice FA-2026-0001 Kofi Agbo");
  });

  it("refuses a document whose parts do not add up, or an amount that is not whole FCFA", () => {
    const run =
      (docs: JournalDocument[], pays: JournalPayment[] = []) =>
      () =>
        journalLines(docs, pays, SYSCOHADA_ACCOUNTS, "fr");
    expect(run([{ ...deposit, total: 118_001 }])).toThrow(UnbalancedDocument);
    expect(run([{ ...deposit, net: 99_999.5, vat: 18_000.5 }])).toThrow(UnbalancedDocument);
    expect(run([{ ...deposit, net: -100_000, vat: 0, total: -100_000 }])).toThrow(
      UnbalancedDocument,
    );
    expect(run([], [payment("cash", 0)])).toThrow(UnbalancedDocument);
    expect(run([], [payment("cash", 10.5)])).toThrow(UnbalancedDocument);
  });

  it("writes a CSV that French Excel opens, with no formula from a client's name", () => {
    const lines = journalLines(
      [{ ...deposit, client: '=HYPERLINK("http://x")' }],
      [payment("cash", 20_000)],
      SYSCOHADA_ACCOUNTS,
      "fr",
    );
    const csv = journalCsv(lines, "fr");
    expect(csv.startsWith("\uFEFFDate;Journal;Pièce;Compte;Libellé;Débit;Crédit\r\n")).toBe(true);
    const rows = csv.slice(1).split("\r\n");
    expect(rows[1]).toBe(
      '02/11/2026;VE;FA-2026-0001;411;"Facture FA-2026-0001 =HYPERLINK(""http://x"")";118000;',
    );
    expect(rows.at(-1)).toBe("");
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(
      journalCsv([], "en").startsWith(
        "\uFEFFDate;Journal;Document;Account;Description;Debit;Credit\r\n",
      ),
    ).toBe(true);
  });
});

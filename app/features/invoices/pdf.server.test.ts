import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { DEFAULT_DEVIS_SETTINGS, saveDevisSettings } from "~/features/devis/settings.server";
import { savePrivacySettings } from "~/features/company/index.server";
import { fcfaInWords } from "~/features/devis";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { creditNotePdf, invoicePdf, receiptPdf } from "./documents.server";
import { issueInvoice } from "./issue.server";
import { issueCreditNote, recordPayment } from "./money.server";
import { saveInvoiceSettings } from "./settings.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The PDF's text as a reader gets it, no-break spaces read as plain ones. */
const text = async (pdf: Buffer) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  ).text.replace(/[\u00a0\u202f]/g, " ");

forEachDatabase((open) => {
  it("prints the company, the client, the devis, the due day, words and where to pay", async () => {
    database = await open();
    const db = database;
    await saveDevisSettings(
      db,
      { ...DEFAULT_DEVIS_SETTINGS, paymentBank: "Orabank Togo", paymentTmoney: "+228 90 11 22 33" },
      null,
    );
    await savePrivacySettings(
      db,
      {
        retentionMonths: 24,
        host: "",
        director: "",
        registration: "RCCM TG-LOM 2020 B 1234, NIF 1000123456",
      },
      null,
    );
    await saveInvoiceSettings(db, { depositPercent: 30, termDays: 10, legalForm: "SARL" }, null);
    const { id } = await sentDevisFor(db, { email: "ama@example.tg" });
    const total = await markAccepted(db, id);
    const now = new Date("2026-03-05T10:00:00Z");
    const issued = await issueInvoice(
      db,
      { devisId: id, kind: "deposit", depositPercent: 30, termDays: 10, userId: null },
      now,
    );
    if (!issued.ok) throw new Error(issued.reason);
    const pdf = (await invoicePdf(db, issued.id))!;
    const all = await text(pdf);
    const deposit = Math.round((total * 30) / 100);
    for (const part of [
      "FACTURE",
      "N° FA-2026-0001",
      "Émise le 5 mars 2026",
      "À payer au plus tard le 15 mars 2026",
      "Suivant le devis DV-2026-0042",
      "Africa Clean SARL",
      "RCCM TG-LOM 2020 B 1234, NIF 1000123456",
      "Kofi Agbo",
      "Acompte de 30 % sur le devis DV-2026-0042",
      fcfaInWords(deposit, "fr"),
      "Banque : Orabank Togo",
      "T-Money : +228 90 11 22 33",
    ])
      expect(all).toContain(part);
    // Stored once: asked again, the same bytes.
    expect((await invoicePdf(db, issued.id))!.equals(pdf)).toBe(true);

    const note = await issueCreditNote(
      db,
      { invoiceId: issued.id, amount: 1000, reason: "Remise commerciale", userId: null },
      now,
    );
    if (!note.ok) throw new Error(note.reason);
    const credit = await text((await creditNotePdf(db, note.id))!);
    expect(credit).toContain("AVOIR");
    expect(credit).toContain("Sur la facture FA-2026-0001 du 5 mars 2026");
    expect(credit).toContain("Motif : Remise commerciale");

    const paid = await recordPayment(
      db,
      {
        invoiceId: issued.id,
        amount: 5000,
        paidOn: "2026-03-05",
        method: "flooz",
        reference: "FL-123456",
        userId: null,
      },
      now,
    );
    if (!paid.ok) throw new Error(paid.reason);
    const receipt = await text((await receiptPdf(db, issued.id, paid.id))!.pdf);
    expect(receipt).toContain("REÇU DE PAIEMENT");
    expect(receipt).toContain("Mode de paiement : Flooz / Moov Money");
    expect(receipt).toContain("Référence : FL-123456");
    expect(receipt).toContain(`Reste à payer`);
    expect(receipt).toContain(
      `${(deposit - 1000 - 5000).toLocaleString("fr-FR").replace(/\s/g, " ")} FCFA`,
    );
  });

  it("speaks the devis's language: an English devis gets an English invoice", async () => {
    database = await open();
    const db = database;
    const { id } = await sentDevisFor(db, { email: "john@example.tg", locale: "en" });
    const total = await markAccepted(db, id);
    const issued = await issueInvoice(
      db,
      { devisId: id, kind: "deposit", depositPercent: 50, termDays: 15, userId: null },
      new Date("2026-03-05T10:00:00Z"),
    );
    if (!issued.ok) throw new Error(issued.reason);
    const all = await text((await invoicePdf(db, issued.id))!);
    for (const part of [
      "INVOICE",
      "No. FA-2026-0001",
      "Due by 20 March 2026",
      "Deposit of 50% on quote DV-2026-0042",
      "VAT not applicable",
      fcfaInWords(Math.round(total / 2), "en"),
    ])
      expect(all).toContain(part);
  });
});

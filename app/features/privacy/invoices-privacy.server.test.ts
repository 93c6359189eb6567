import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { invoicePdf } from "~/features/invoices/documents.server";
import { issueInvoice } from "~/features/invoices/issue.server";
import { recordPayment } from "~/features/invoices/money.server";
import { sendReceipt } from "~/features/invoices/receipt.server";
import { DEFAULT_COMPANY } from "~/content/company";
import { anonymiseDevis } from "~/features/devis/privacy.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { erasePersonalData, exportDocument, findPersonalData } from "./personal-data.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

forEachDatabase((open) => {
  it("exports a client's invoices and payments, and erasure keeps them without the name", async () => {
    database = await open();
    const db = database;
    const { id } = await sentDevisFor(db, { email: "ama@example.tg" });
    await markAccepted(db, id);
    const issued = await issueInvoice(db, {
      devisId: id,
      kind: "full",
      depositPercent: 50,
      termDays: 15,
      userId: null,
    });
    if (!issued.ok) throw new Error(issued.reason);
    const paid = await recordPayment(db, {
      invoiceId: issued.id,
      amount: 1000,
      paidOn: new Date().toISOString().slice(0, 10),
      method: "cash",
      reference: "",
      userId: null,
    });
    if (!paid.ok) throw new Error(paid.reason);
    await sendReceipt(db, {
      invoiceId: issued.id,
      paymentId: paid.id,
      userId: null,
      company: DEFAULT_COMPANY,
    });
    await invoicePdf(db, issued.id);
    const key = { kind: "email", value: "ama@example.tg" } as const;
    const found = await findPersonalData(db, key);
    expect(found.invoices.map((i) => i.number)).toEqual([issued.number]);
    expect(found.payments.map((p) => p.amount)).toEqual([1000]);
    expect(found.invoiceLines.length).toBeGreaterThan(0);
    expect(found.emails.some((e) => e.kind === "receipt")).toBe(true);
    expect(exportDocument(key, found).invoices[0]!.client_name).toBe("Kofi Agbo");

    await erasePersonalData(db, key, null);
    const kept = await db.db.selectFrom("invoices").selectAll().executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      number: issued.number,
      client_name: "",
      client_email: "",
      client_phone: "",
      client_company: null,
      client_address: null,
    });
    expect(kept.anonymised_at).not.toBeNull();
    expect(await db.db.selectFrom("payments").select("amount").execute()).toEqual([
      { amount: 1000 },
    ]);
    // The stored PDF printed the name: gone, and drawn again without it.
    expect(await db.db.selectFrom("invoice_documents").select("document_id").execute()).toEqual([]);
    const again = await invoicePdf(db, issued.id);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(again!)), {
      mergePages: true,
    });
    expect(text).toContain(issued.number);
    expect(text).toContain("Client (données effacées)");
    expect(text).not.toContain("Kofi");
    const receipt = await db.db
      .selectFrom("email_outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "receipt")
      .executeTakeFirstOrThrow();
    expect(receipt.text_body).not.toContain("Kofi");
  });

  it("finds and erases an invoice whose devis the retention pass already cleared", async () => {
    database = await open();
    const db = database;
    const { id } = await sentDevisFor(db, { email: "afi@example.tg" });
    await markAccepted(db, id);
    const issued = await issueInvoice(db, {
      devisId: id,
      kind: "deposit",
      depositPercent: 50,
      termDays: 15,
      userId: null,
    });
    if (!issued.ok) throw new Error(issued.reason);
    await db.db.transaction().execute((trx) => anonymiseDevis(trx, [id], new Date().toISOString()));
    const key = { kind: "email", value: "afi@example.tg" } as const;
    expect((await findPersonalData(db, key)).invoices.map((i) => i.id)).toEqual([issued.id]);
    expect(await erasePersonalData(db, key, null)).toMatchObject({ invoices: 1 });
    expect(
      await db.db.selectFrom("invoices").select(["client_name", "client_email"]).execute(),
    ).toEqual([{ client_name: "", client_email: "" }]);
  });
});

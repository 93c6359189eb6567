/**
 * An invoice built in memory, as stored once issued: for `npm run bench`, which draws its PDF
 * from the server build without a database. The whole of a sample devis of `lineCount` lines.
 */
import { sampleDevisPdfInput } from "~/features/devis";
import type { Issuer } from "./pdf-frame.server";
import type { InvoiceFile } from "./types";

export function sampleInvoicePdfInput(lineCount = 20): {
  file: Pick<InvoiceFile, "invoice" | "lines">;
  issuer: Issuer;
} {
  const { devis, lines, company, registration } = sampleDevisPdfInput(lineCount);
  return {
    file: {
      invoice: {
        id: "sample-invoice",
        number: "FA-2026-0042",
        kind: "full",
        devis_id: devis.id,
        devis_reference: devis.number,
        locale: devis.locale,
        client_name: devis.client_name,
        client_company: devis.client_company,
        client_email: devis.client_email,
        client_phone: devis.client_phone,
        client_address: devis.client_address,
        vat_rate: devis.vat_rate,
        net: devis.subtotal - devis.discount,
        vat: devis.vat,
        total: devis.total,
        issued_on: "2026-11-05",
        due_on: "2026-11-20",
        created_by: null,
        created_at: "2026-11-05T09:00:00.000Z",
        anonymised_at: null,
      },
      lines: lines.map((line, position) => ({
        invoice_id: "sample-invoice",
        position,
        label: line.label,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.unit_price,
        total: line.total,
      })),
    },
    issuer: {
      company,
      registration,
      legalForm: "SARL",
      payment: {
        bank: "Orabank Togo",
        account: "TG116 01001 0123456789 12",
        tmoney: "+228 90 11 22 33",
        flooz: "+228 99 11 22 33",
      },
    },
  };
}

/**
 * A devis built in memory, as stored once sent: for the PDF's tests and `npm run bench`, which
 * need one without a database. `lines` lines, each a grid-like service with its own amount.
 */
import { DEFAULT_COMPANY } from "~/content/company";
import type { DevisLineRow, DevisRow, DevisWithLines } from "./types";
import type { DevisPdfInput } from "./pdf.server";
import { devisTotals, lineTotal } from "./money";

export function sampleDevis(
  lineCount = 3,
  overrides: Partial<DevisRow> = {},
  label = (i: number) => `Nettoyage zone ${i + 1}`,
): DevisWithLines {
  const lines: DevisLineRow[] = Array.from({ length: lineCount }, (_, i) => {
    const quantity = 12_050 + i * 100;
    const unitPrice = 650 + i * 10;
    return {
      id: `line-${i}`,
      devis_id: "sample",
      position: i,
      price_item_id: i === 0 ? "zone1" : null,
      label: label(i),
      unit: i % 2 ? "visit" : "m2",
      quantity,
      unit_price: unitPrice,
      total: lineTotal(quantity, unitPrice),
    };
  });
  const discountPercent = overrides.discount_percent ?? 10;
  const vatRate = overrides.vat_rate ?? 1800;
  return {
    lines,
    devis: {
      id: "sample",
      number: "DV-2026-0042",
      version: 1,
      request_id: null,
      status: "sent",
      locale: "fr",
      client_name: "Kofi Agbo",
      client_company: "Clinique du Golfe",
      client_email: "kofi@example.tg",
      client_phone: "+228 90 12 34 56",
      client_address: "Rue des Cocotiers, Lomé",
      discount_percent: discountPercent,
      vat_rate: vatRate,
      ...devisTotals(
        lines.map((l) => l.total),
        discountPercent,
        vatRate,
      ),
      valid_until: "2026-12-01",
      payment_terms: "50 % à la commande, le solde à la fin de la prestation.",
      note: "Produits biodégradables fournis.",
      token_hash: null,
      token_sealed: null,
      replaced_by: null,
      created_by: null,
      created_at: "2026-11-01T09:00:00.000Z",
      updated_at: "2026-11-01T09:00:00.000Z",
      sent_at: "2026-11-01T10:00:00.000Z",
      viewed_at: null,
      answered_at: null,
      answer_name: null,
      answer_reason: null,
      answer_address: null,
      anonymised_at: null,
      sending_at: null,
      ...overrides,
    },
  };
}

/** What `renderDevisPdf` takes for the sample: `npm run bench` draws it from the server build. */
export function sampleDevisPdfInput(lineCount = 20): DevisPdfInput {
  return {
    ...sampleDevis(lineCount),
    company: DEFAULT_COMPANY,
    registration: "RCCM TG-LOM 2020 B 1234 · NIF 1000123456",
  };
}

import type { AppDatabase } from "~/db/db.server";
import { devisReference } from "~/features/devis";
import { minus, share, sum } from "./amounts";
import { balanceReady, devisInvoices } from "./issue.server";
import { readInvoiceSettings } from "./settings.server";

/**
 * What the "issue an invoice" screen shows of a devis: its state, its invoices so far, and what
 * each kind of invoice would ask today. The amounts are a preview; issuing computes them again
 * in its transaction.
 */
export async function invoicingOf(database: AppDatabase, devisId: string) {
  const devis = await database.db
    .selectFrom("devis")
    .select([
      "id",
      "number",
      "version",
      "status",
      "client_name",
      "subtotal",
      "discount",
      "vat",
      "total",
    ])
    .where("id", "=", devisId)
    .executeTakeFirst();
  if (!devis) return undefined;
  const settings = await readInvoiceSettings(database);
  const invoices = await devisInvoices(database.db, devis.id);
  const live = invoices.filter((i) => i.live > 0);
  const whole = { net: devis.subtotal - devis.discount, vat: devis.vat, total: devis.total };
  const deposits = live.filter((i) => i.kind === "deposit");
  return {
    id: devis.id,
    reference: devisReference(devis),
    accepted: devis.status === "accepted",
    clientName: devis.client_name,
    total: devis.total,
    settings,
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      total: i.total,
      live: i.live,
    })),
    offer: {
      deposit: live.length ? undefined : share(whole, settings.depositPercent).total,
      balance:
        live.some((i) => i.kind !== "deposit") ||
        (await balanceReady(database.db, devis.id)) !== "ready"
          ? undefined
          : minus(whole, sum(deposits)).total,
      full: live.length ? undefined : devis.total,
    },
  };
}

import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { addDays, devisReference, formatRate, lomeDay } from "~/features/devis";
import { workDone } from "~/features/interventions/index.server";
import { fillTemplate } from "~/i18n/template";
import { invoiceWords, words } from "~/i18n/words/invoices";
import { minus, share, sum, type Amounts } from "./amounts";
import { recordStep } from "./audit.server";
import { nextNumber } from "./numbers.server";
import type { InvoiceKind } from "./types";

type Db = Kysely<Database> | Transaction<Database>;

/** Why an invoice was not issued; each has its words on the screen. */
export type IssueRefusal =
  | "unknown"
  | "not-accepted"
  | "erased"
  | "already-invoiced"
  | "no-deposit"
  | "work-not-done"
  | "nothing-left"
  | "exceeds";

export type IssueOutcome =
  { ok: true; id: string; number: string } | { ok: false; reason: IssueRefusal };

/** A devis's invoices, each with what is left of it once its credit notes are counted. */
export async function devisInvoices(db: Db, devisId: string) {
  const rows = await db
    .selectFrom("invoices")
    .leftJoin("credit_notes", "credit_notes.invoice_id", "invoices.id")
    .select([
      "invoices.id",
      "invoices.number",
      "invoices.kind",
      "invoices.net",
      "invoices.vat",
      "invoices.total",
      "invoices.issued_on",
      sql<number>`coalesce(sum(credit_notes.total), 0)`.as("credited"),
    ])
    .where("invoices.devis_id", "=", devisId)
    .groupBy([
      "invoices.id",
      "invoices.number",
      "invoices.kind",
      "invoices.net",
      "invoices.vat",
      "invoices.total",
      "invoices.issued_on",
    ])
    .orderBy("invoices.number")
    .execute();
  return rows.map((r) => ({ ...r, live: r.total - Number(r.credited) }));
}

/**
 * Whether the balance may be invoiced: a deposit invoice is live, and the work is done (the devis
 * has interventions and each one not cancelled is marked done). Otherwise, why not.
 */
export async function balanceReady(
  db: Db,
  devisId: string,
): Promise<"ready" | "no-deposit" | "work-not-done"> {
  const list = await devisInvoices(db, devisId);
  if (!list.some((i) => i.kind === "deposit" && i.live > 0)) return "no-deposit";
  return (await workDone(db, devisId)) ? "ready" : "work-not-done";
}

interface IssueInput {
  devisId: string;
  kind: InvoiceKind;
  depositPercent: number;
  termDays: number;
  userId: string | null;
}

/**
 * Issues one invoice from an accepted devis, in one transaction: the devis row locked (on
 * PostgreSQL), the rules checked against its other invoices, the number taken, the client, lines
 * and amounts copied, the step logged. The PDF is drawn after, from the stored rows.
 */
export async function issueInvoice(
  database: AppDatabase,
  input: IssueInput,
  now = new Date(),
): Promise<IssueOutcome> {
  return database.db.transaction().execute(async (trx) => {
    const devis = await trx
      .selectFrom("devis")
      .selectAll()
      .where("id", "=", input.devisId)
      .$if(database.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!devis) return { ok: false, reason: "unknown" } as const;
    if (devis.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
    if (devis.anonymised_at) return { ok: false, reason: "erased" } as const;
    const existing = await devisInvoices(trx, devis.id);
    const live = existing.filter((i) => i.live > 0);
    const locale = devis.locale === "en" ? "en" : "fr";
    const w = words(locale, invoiceWords).lines;
    const reference = devisReference(devis);
    const whole: Amounts = {
      net: devis.subtotal - devis.discount,
      vat: devis.vat,
      total: devis.total,
    };
    const devisLines = async () => {
      const rows = await trx
        .selectFrom("devis_lines")
        .select(["label", "unit", "quantity", "unit_price", "total"])
        .where("devis_id", "=", devis.id)
        .orderBy("position")
        .execute();
      const discount = devis.discount
        ? [
            {
              label: fillTemplate(w.discount, {
                percent: formatRate(devis.discount_percent * 100, locale),
              }),
              unit: null,
              quantity: null,
              unit_price: null,
              total: -devis.discount,
            },
          ]
        : [];
      return [...rows, ...discount];
    };
    let amounts: Amounts;
    let lines: Array<{
      label: string;
      unit: string | null;
      quantity: number | null;
      unit_price: number | null;
      total: number;
    }>;
    if (input.kind === "deposit") {
      if (live.length) return { ok: false, reason: "already-invoiced" } as const;
      amounts = share(whole, input.depositPercent);
      const percent = formatRate(input.depositPercent * 100, locale);
      lines = [
        {
          label: fillTemplate(w.deposit, { percent, reference }),
          unit: null,
          quantity: null,
          unit_price: null,
          total: amounts.net,
        },
      ];
    } else if (input.kind === "balance") {
      if (live.some((i) => i.kind !== "deposit"))
        return { ok: false, reason: "already-invoiced" } as const;
      const ready = await balanceReady(trx, devis.id);
      if (ready !== "ready") return { ok: false, reason: ready } as const;
      const deposits = live.filter((i) => i.kind === "deposit");
      amounts = minus(whole, sum(deposits));
      lines = [
        ...(await devisLines()),
        ...deposits.map((d) => ({
          label: fillTemplate(w.less, { number: d.number }),
          unit: null,
          quantity: null,
          unit_price: null,
          total: -d.net,
        })),
      ];
    } else {
      if (live.length) return { ok: false, reason: "already-invoiced" } as const;
      amounts = whole;
      lines = await devisLines();
    }
    if (amounts.total <= 0) return { ok: false, reason: "nothing-left" } as const;
    // The devis's live invoices never add up to more than it.
    if (live.reduce((n, i) => n + i.live, 0) + amounts.total > devis.total)
      return { ok: false, reason: "exceeds" } as const;
    const issuedOn = lomeDay(now);
    const number = await nextNumber(trx, "FA", issuedOn);
    const id = randomUUID();
    await trx
      .insertInto("invoices")
      .values({
        id,
        number,
        kind: input.kind,
        devis_id: devis.id,
        devis_reference: reference,
        locale,
        client_name: devis.client_name,
        client_company: devis.client_company,
        client_email: devis.client_email,
        client_phone: devis.client_phone,
        client_address: devis.client_address,
        vat_rate: devis.vat_rate,
        ...amounts,
        issued_on: issuedOn,
        due_on: addDays(issuedOn, input.termDays),
        created_by: input.userId,
        created_at: nowIso(now),
        anonymised_at: null,
      })
      .execute();
    await trx
      .insertInto("invoice_lines")
      .values(lines.map((line, position) => ({ invoice_id: id, position, ...line })))
      .execute();
    await recordStep(
      trx,
      input.userId,
      "invoice.issue",
      { type: "invoice", id },
      {
        number,
        kind: input.kind,
        devis: reference,
        total: amounts.total,
      },
    );
    return { ok: true, id, number } as const;
  });
}

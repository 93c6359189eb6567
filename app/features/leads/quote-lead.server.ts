import { randomUUID } from "node:crypto";
import { adminWords, words } from "~/i18n/words/admin";
import type { Transaction } from "kysely";
import { estimatePrice, findPriceItem } from "~/content/pricing";
import type { Database } from "~/db/schema";
import { identityWords, storedIdentityWords } from "~/features/leads/lead-emails.server";
import {
  ERASED_IDENTITY,
  leadColumns,
  type LeadKindEntry,
} from "~/features/leads/lead-kind-entry.server";
import { estimateWords, leadWord, type StoredEstimate } from "~/features/leads/lead-words";
import { quoteSchema } from "~/features/leads/schemas";
import { href } from "react-router";

/**
 * The quote form as a lead (docs/product/forms.md#quote-form): a yearly reference the visitor is
 * given, and the instant estimate they saw, recomputed from the company's current price grid.
 */
export const quoteLead: LeadKindEntry<
  "quote",
  { id: string; reference: string; estimate: StoredEstimate | null },
  "quote_requests"
> = {
  schema: quoteSchema,
  table: "quote_requests",
  async findReference(db, key) {
    const row = await db
      .selectFrom("quote_requests")
      .select("reference")
      .where("submission_token", "=", key)
      .executeTakeFirst();
    return row?.reference;
  },
  async insert(trx, input, meta) {
    const id = randomUUID();
    const reference = await nextQuoteReference(trx);
    // Only the line and the quantity come from the browser: the range is the server's, from the
    // grid as it is now, and a line the grid does not have estimates nothing.
    const line = input.estimateItem ? findPriceItem(meta.site.prices, input.estimateItem) : null;
    const estimate =
      line && input.estimateQuantity
        ? {
            item: line.id,
            quantity: input.estimateQuantity,
            frequency: input.frequency ?? "ponctuel",
            ...estimatePrice({
              item: line,
              quantity: input.estimateQuantity,
              frequency: input.frequency,
            }),
          }
        : null;
    await trx
      .insertInto("quote_requests")
      .values({
        id,
        reference,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        service_type: input.serviceType,
        area: input.area ?? null,
        frequency: input.frequency ?? null,
        description: input.description,
        budget: input.budget ?? null,
        urgency: input.urgency ?? null,
        estimate: estimate ? JSON.stringify(estimate) : null,
        ...leadColumns(meta),
      })
      .execute();
    return { id, reference, estimate };
  },
  answer: (input) => ({ serviceType: input.serviceType }),
  emails: {
    visitor: (input) => ({ name: input.firstName, email: input.email }),
    title: (input, { reference }) => `${reference} — ${input.firstName} ${input.lastName}`,
    describe(input, { reference, estimate }, meta, locale) {
      const f = words(locale, adminWords).lead.fields;
      return [
        [f.reference, reference],
        ...identityWords(input, locale),
        [f.serviceType, leadWord("service", input.serviceType, locale)],
        [f.area, input.area],
        [f.frequency, leadWord("frequency", input.frequency, locale)],
        [f.budget, leadWord("budget", input.budget, locale)],
        [f.urgency, leadWord("urgency", input.urgency, locale)],
        [f.estimate, estimate && estimateWords(estimate, meta.site.prices, locale)],
        [f.description, `\n${input.description}`],
      ];
    },
    adminPath: ({ id }) => href("/admin/leads/:type/:id", { type: "quote", id }),
    notification: "Nouvelle demande de devis",
  },
  erased: { ...ERASED_IDENTITY, description: "" },
  inbox: {
    columns: { service: "service_type", body: "description", reference: "reference" },
    page(row, _grid, locale) {
      const f = words(locale, adminWords).lead.fields;
      return [
        [f.reference, row.reference],
        ...storedIdentityWords(row, locale),
        [f.serviceType, leadWord("service", row.service_type, locale)],
        [f.area, row.area],
        [f.frequency, leadWord("frequency", row.frequency, locale)],
        [f.budget, leadWord("budget", row.budget, locale)],
        [f.urgency, leadWord("urgency", row.urgency, locale)],
        [f.description, row.description],
      ];
    },
    highlight(row, grid, locale) {
      const estimate = storedEstimate(row);
      const label = words(locale, adminWords).lead.estimate;
      return estimate && [label, estimateWords(estimate, grid, locale)];
    },
    csv(row, grid, locale) {
      const estimate = storedEstimate(row);
      return {
        area: row.area,
        frequency: leadWord("frequency", row.frequency, locale),
        budget: leadWord("budget", row.budget, locale),
        estimate: estimate ? estimateWords(estimate, grid, locale) : "",
        estimateMin: estimate?.min,
        estimateMax: estimate?.max,
      };
    },
    personal: (row) => ({ ...row, estimate: storedEstimate(row) }),
  },
};

/** The instant estimate the visitor saw, stored as JSON. */
function storedEstimate(row: { estimate: string | null }): StoredEstimate | null {
  return row.estimate ? (JSON.parse(row.estimate) as StoredEstimate) : null;
}

/** DV-2026-0042: a yearly counter, incremented inside the quote's transaction. */
async function nextQuoteReference(trx: Transaction<Database>): Promise<string> {
  const year = new Date().getUTCFullYear();
  const { value } = await trx
    .insertInto("counters")
    .values({ name: `quote-${year}`, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb(eb.ref("counters.value"), "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return `DV-${year}-${String(value).padStart(4, "0")}`;
}

import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";

/**
 * The next number of the year, taken inside the issuing transaction (decision 050): the counter's
 * row stays locked until it commits, so two processes never share a number, and a rolled-back
 * issue gives its number back. Lomé keeps UTC all year, so the issue day's year is UTC's.
 */
export async function nextNumber(
  trx: Transaction<Database>,
  prefix: "FA" | "AV",
  issuedOn: string,
): Promise<string> {
  const year = issuedOn.slice(0, 4);
  const { value } = await trx
    .insertInto("counters")
    .values({ name: `${prefix === "FA" ? "invoice" : "credit-note"}-${year}`, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb(eb.ref("counters.value"), "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return `${prefix}-${year}-${String(value).padStart(4, "0")}`;
}

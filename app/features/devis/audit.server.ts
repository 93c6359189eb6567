import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";

/**
 * A devis step in the change log, inside the step's own transaction: the step and its record
 * are stored together or not at all. Client steps have no user; their details carry the name
 * they typed, the time and the address they came from.
 */
export async function recordStep(
  trx: Kysely<Database> | Transaction<Database>,
  userId: string | null,
  action: string,
  devisId: string,
  details: Record<string, unknown>,
  at = nowIso(),
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: at,
      user_id: userId,
      action,
      target_type: "devis",
      target_id: devisId,
      details: JSON.stringify(details),
    })
    .execute();
}

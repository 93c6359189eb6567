import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { nowIso } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { AuditAction } from "~/i18n/words";

/** A step in the change log, inside the step's own transaction: stored together or not at all. */
export async function recordStep(
  trx: Transaction<Database>,
  userId: string | null,
  action: AuditAction,
  target: { type: "invoice"; id: string },
  details: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: nowIso(),
      user_id: userId,
      action,
      target_type: target.type,
      target_id: target.id,
      details: JSON.stringify(details),
    })
    .execute();
}

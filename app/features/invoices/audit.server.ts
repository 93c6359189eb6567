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
  /** The invoice concerned; null for a step about a client, whose address the log does not keep */
  target: { type: "invoice"; id: string } | null,
  details: Record<string, unknown> | null,
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: nowIso(),
      user_id: userId,
      action,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      details: details && JSON.stringify(details),
    })
    .execute();
}

import type { AuditAction } from "~/i18n/words";
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database, OutboxStatus } from "~/db/schema";
import { erasedToken, leadKinds } from "~/features/leads/index.server";
import type { LeadKind, LeadType } from "~/features/leads";

/**
 * Clearing personal data, row by row, inside the caller's transaction: the retention job and an
 * erasure on request use the same statements (docs/decisions/019-personal-data-retention.md).
 * What stays is what the dashboard and statistics count: date, kind, service, status, language,
 * the page and campaign a lead came from. Every statement checks that the row still holds data,
 * so running twice (or in two processes at once) changes nothing the second time.
 */
type Trx = Transaction<Database>;

/** Ids per statement: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

async function inChunks(ids: readonly string[], run: (chunk: string[]) => Promise<number>) {
  let total = 0;
  for (let i = 0; i < ids.length; i += CHUNK) total += await run(ids.slice(i, i + CHUNK));
  return total;
}

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);

/** Clears whole leads of one kind, as its entry says (`erased`); returns how many it cleared. */
export function anonymiseLeads(
  trx: Trx,
  kind: LeadKind,
  ids: readonly string[],
  now: string,
): Promise<number> {
  const { table, erased } = leadKinds[kind];
  return inChunks(ids, async (chunk) =>
    changed(
      await trx
        .updateTable(table as "testimonials")
        .set({ ...(erased as object), anonymised_at: now, updated_at: now })
        .where("id", "in", chunk)
        .where(sql<boolean>`anonymised_at is null`)
        .executeTakeFirst(),
    ),
  );
}

/**
 * A published testimonial past the retention period: its author's contact details go, the name
 * and text the author agreed to publish stay until they ask (then `anonymiseLeads` clears it).
 */
export function clearTestimonialContacts(
  trx: Trx,
  ids: readonly string[],
  now: string,
): Promise<number> {
  return inChunks(ids, async (chunk) =>
    changed(
      await trx
        .updateTable("testimonials")
        .set({
          email: "",
          phone: null,
          ip_hash: null,
          user_agent: null,
          submission_token: erasedToken(),
          updated_at: now,
        })
        .where("id", "in", chunk)
        .where((eb) =>
          eb.or([
            eb("email", "<>", ""),
            eb("phone", "is not", null),
            eb("ip_hash", "is not", null),
          ]),
        )
        .executeTakeFirst(),
    ),
  );
}

/** The team's notes on those leads: they are about the person too. */
export async function deleteLeadNotes(
  trx: Trx,
  type: LeadType,
  leadIds: readonly string[],
): Promise<number> {
  return inChunks(leadIds, async (chunk) =>
    changed(
      await trx
        .deleteFrom("lead_notes")
        .where("lead_type", "=", type)
        .where("lead_id", "in", chunk)
        .executeTakeFirst(),
    ),
  );
}

/**
 * Outbox rows keep the whole message (addresses, subject, body with every field of the lead,
 * attached files): they are emptied. One still waiting is not sent any more: it is marked failed, and its lease
 * is dropped so a delivery under way cannot write "sent" over it.
 */
export function clearEmails(trx: Trx, ids: readonly string[]): Promise<number> {
  return inChunks(ids, async (chunk) => {
    // Their files (a devis PDF names the client) go with the words.
    await trx.deleteFrom("email_attachments").where("email_id", "in", chunk).execute();
    return changed(
      await trx
        .updateTable("email_outbox")
        .set({
          to_address: "",
          reply_to: null,
          subject: "",
          text_body: "",
          html_body: null,
          // Both CASEs read the row as it was before this statement.
          status: sql<OutboxStatus>`case when status = 'pending' then 'failed' else status end`,
          last_error: sql<
            string | null
          >`case when status = 'pending' then 'erased before sending' else null end`,
          locked_until: null,
        })
        .where("id", "in", chunk)
        .where((eb) =>
          eb.or([
            eb("to_address", "<>", ""),
            eb("subject", "<>", ""),
            eb("text_body", "<>", ""),
            eb("reply_to", "is not", null),
          ]),
        )
        .executeTakeFirst(),
    );
  });
}

/**
 * An audit entry inside the same transaction (the retention job has no signed-in user). Details
 * never hold the person's address or number: only counts and row ids.
 */
export async function auditInTransaction(
  trx: Trx,
  userId: string | null,
  action: AuditAction,
  details: unknown,
  now: string,
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: now,
      user_id: userId,
      action,
      target_type: "personal-data",
      target_id: null,
      details: JSON.stringify(details),
    })
    .execute();
}

import { nowIso, type AppDatabase } from "~/db/db.server";
import type { CompanyIdentity } from "~/content/company";
import { queueEmail } from "~/features/mail/index.server";
import { recordStep } from "./audit.server";
import { isPast } from "./days";
import { devisReference, getDevis } from "./devis.server";
import { answerEmail } from "./emails";
import { hashToken, TOKEN_PATTERN } from "./link.server";
import type { DevisWithLines } from "./types";

/**
 * The client's side of a devis, behind its private link (docs/product/sending-a-devis.md#the-
 * clients-page): opening it, accepting, declining. Every step is conditional on the state it
 * starts from, so a second tap, a retried POST or two processes at once record it once.
 */

/** The devis behind a link; undefined for any token that is not one (never a draft). */
export async function findByToken(
  database: AppDatabase,
  token: string,
): Promise<DevisWithLines | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await database.db
    .selectFrom("devis")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row && getDevis(database, row.id);
}

/**
 * Records the first opening ("viewed") and, past its last day, the expiry; both once. Staff
 * checking the link themselves (`byStaff`) do not count as the client opening it.
 */
export async function recordOpening(
  database: AppDatabase,
  id: string,
  address: string,
  now = new Date(),
  byStaff = false,
): Promise<void> {
  const at = nowIso(now);
  await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("devis")
      .select(["status", "valid_until"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return;
    if (row.status === "sent" && !byStaff) {
      const viewed = await trx
        .updateTable("devis")
        .set({ status: "viewed", viewed_at: at, updated_at: at })
        .where("id", "=", id)
        .where("status", "=", "sent")
        .executeTakeFirst();
      if (Number(viewed.numUpdatedRows) === 1)
        await recordStep(trx, null, "devis.view", id, { at, address }, at);
    }
    if ((row.status === "sent" || row.status === "viewed") && isPast(row.valid_until, now)) {
      const expired = await trx
        .updateTable("devis")
        .set({ status: "expired", updated_at: at })
        .where("id", "=", id)
        .where("status", "in", ["sent", "viewed"])
        .executeTakeFirst();
      if (Number(expired.numUpdatedRows) === 1)
        await recordStep(trx, null, "devis.expire", id, { validUntil: row.valid_until }, at);
    }
  });
}

export type Answer = { kind: "accept"; name: string } | { kind: "decline"; reason: string };

export interface AnswerContext {
  address: string;
  company: CompanyIdentity;
  /** Where the team's notice goes. */
  notifyTo: string;
  /** The devis's page in the admin, for the notice. */
  adminUrl: string;
  now?: Date;
}

/**
 * "recorded": this answer was stored now. "already": the devis was answered before (the same
 * tap twice, or the other button): nothing changes. "closed": expired, replaced or withdrawn.
 */
export type AnswerOutcome = "recorded" | "already" | "closed";

/**
 * Accepts or declines an open devis: its state and the request's ("won" or "lost"), the change
 * log (typed name or reason, time, address) and the team's e-mail, in one transaction.
 */
export async function answerDevis(
  database: AppDatabase,
  id: string,
  answer: Answer,
  { address, company, notifyTo, adminUrl, now = new Date() }: AnswerContext,
): Promise<AnswerOutcome> {
  const at = nowIso(now);
  const status = answer.kind === "accept" ? "accepted" : "declined";
  return database.db.transaction().execute(async (trx): Promise<AnswerOutcome> => {
    // Locked on PostgreSQL: a send of a later version waits, or has replaced this one already.
    const row = await trx
      .selectFrom("devis")
      .selectAll()
      .where("id", "=", id)
      .$if(database.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return "closed";
    if (row.status === "accepted" || row.status === "declined") return "already";
    if ((row.status !== "sent" && row.status !== "viewed") || isPast(row.valid_until, now))
      return "closed";
    const answered = {
      status,
      answered_at: at,
      updated_at: at,
      answer_name: answer.kind === "accept" ? answer.name : null,
      answer_reason: answer.kind === "decline" ? answer.reason || null : null,
      answer_address: address,
    } as const;
    const result = await trx
      .updateTable("devis")
      .set(answered)
      .where("id", "=", id)
      .where("status", "in", ["sent", "viewed"])
      .executeTakeFirst();
    // Changed between our read and our write: answered by another request, or replaced.
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await trx
        .selectFrom("devis")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst();
      return current?.status === "accepted" || current?.status === "declined"
        ? "already"
        : "closed";
    }
    if (row.request_id)
      await trx
        .updateTable("quote_requests")
        .set({ status: answer.kind === "accept" ? "won" : "lost", updated_at: at })
        .where("id", "=", row.request_id)
        .execute();
    const reference = devisReference(row);
    await recordStep(
      trx,
      null,
      `devis.${answer.kind}`,
      id,
      answer.kind === "accept"
        ? { reference, name: answer.name, at, address }
        : { reference, reason: answer.reason || null, at, address },
      at,
    );
    await queueEmail(trx, {
      kind: "devis-answer",
      to: notifyTo,
      replyTo: row.client_email || undefined,
      ...answerEmail({ ...row, ...answered }, status, reference, at, adminUrl, company),
      relatedType: "devis",
      relatedId: id,
    });
    return "recorded";
  });
}

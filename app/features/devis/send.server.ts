import { nowIso, type AppDatabase } from "~/db/db.server";
import { queueEmail } from "~/features/mail/index.server";
import { recordStep } from "./audit.server";
import { isPast } from "./days";
import { devisReference, getDevis, notBeingSent } from "./devis.server";
import { storeDocument } from "./documents.server";
import type { DevisProblems } from "./draft";
import { clientEmail } from "./emails";
import { devisUrl, newDevisLink, unsealToken } from "./link.server";
import { devisFileName, renderDevisPdf } from "./pdf.server";
import type { DevisCompany, DevisRow } from "./types";

export type { DevisCompany };

export interface LinkKeys {
  secret: string;
  publicUrl: string;
}

export type SendOutcome =
  | { ok: true; url: string; email: string }
  | { ok: false; reason: "not-draft" | "sending" | "accepted-before" }
  | { ok: false; reason: "problems"; problems: DevisProblems };

/** Earlier versions a newly sent one replaces: those the client could still open. */
const REPLACEABLE = ["sent", "viewed", "declined", "expired"] as const;

/**
 * Sends a draft (docs/product/sending-a-devis.md#sending). First the draft is claimed
 * (`sending_at`): from then on a save fails instead of changing it, so the version read next,
 * drawn as the PDF and mailed is the one stored. Then, in one transaction: it becomes "sent"
 * with its link and its stored PDF, the earlier version it revises becomes "replaced" (unless
 * the client accepted that one meanwhile: then nothing is sent), the request becomes "devis
 * sent", and the e-mail with the same PDF bytes is queued in the outbox.
 */
export async function sendDevis(
  database: AppDatabase,
  id: string,
  userId: string | null,
  keys: LinkKeys,
  identity: DevisCompany,
  now = new Date(),
): Promise<SendOutcome> {
  const claim = nowIso();
  const claimed = await database.db
    .updateTable("devis")
    .set({ sending_at: claim })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .where(notBeingSent())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const row = await database.db
      .selectFrom("devis")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    return { ok: false, reason: row?.status === "draft" ? "sending" : "not-draft" };
  }
  let outcome: SendOutcome | undefined;
  try {
    outcome = await sendClaimed(database, id, claim, userId, keys, identity, now);
    return outcome;
  } finally {
    // Refused or failed: the draft is the staff's again.
    if (!outcome?.ok)
      await database.db
        .updateTable("devis")
        .set({ sending_at: null })
        .where("id", "=", id)
        .where("sending_at", "=", claim)
        .execute();
  }
}

async function sendClaimed(
  database: AppDatabase,
  id: string,
  claim: string,
  userId: string | null,
  keys: LinkKeys,
  identity: DevisCompany,
  now: Date,
): Promise<SendOutcome> {
  // Read after the claim: no save can change it any more.
  const found = await getDevis(database, id);
  if (!found || found.devis.status !== "draft") return { ok: false, reason: "not-draft" };
  const problems: DevisProblems = {};
  if (!found.devis.client_email && !found.devis.client_phone)
    problems.clientEmail = "CONTACT_TO_SEND";
  if (found.devis.total <= 0 || !found.lines.length) problems.lines = "NOTHING_TO_SEND";
  if (isPast(found.devis.valid_until, now)) problems.validUntil = "DATE_PAST";
  if (Object.keys(problems).length) return { ok: false, reason: "problems", problems };

  const sentAt = nowIso(now);
  const link = newDevisLink(keys.secret);
  const devis: DevisRow = { ...found.devis, status: "sent", sent_at: sentAt };
  const reference = devisReference(devis);
  const url = devisUrl(keys.publicUrl, link.token, devis.locale === "en" ? "en" : "fr");
  // Drawn outside the transaction: SQLite's one connection must not wait on the drawing.
  const pdf = await renderDevisPdf({ devis, lines: found.lines, ...identity });
  return database.db.transaction().execute(async (trx): Promise<SendOutcome> => {
    // Locked on PostgreSQL: a client accepting an earlier version now waits for this
    // transaction, or this one reads their acceptance (SQLite runs one transaction at a time).
    const earlier = await trx
      .selectFrom("devis")
      .select(["id", "status"])
      .where("number", "=", devis.number)
      .where("version", "<", devis.version)
      .$if(database.dialect === "postgres", (q) => q.forUpdate())
      .execute();
    if (earlier.some((e) => e.status === "accepted"))
      return { ok: false, reason: "accepted-before" };
    const sent = await trx
      .updateTable("devis")
      .set({
        status: "sent",
        sent_at: sentAt,
        updated_at: sentAt,
        sending_at: null,
        token_hash: link.hash,
        token_sealed: link.sealed,
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where("sending_at", "=", claim)
      .executeTakeFirst();
    if (Number(sent.numUpdatedRows) !== 1) return { ok: false, reason: "not-draft" };
    const replaced = earlier
      .filter((e) => (REPLACEABLE as readonly string[]).includes(e.status))
      .map((e) => e.id);
    if (replaced.length)
      await trx
        .updateTable("devis")
        .set({ status: "replaced", replaced_by: id, updated_at: sentAt })
        .where("id", "in", replaced)
        .where("status", "in", REPLACEABLE)
        .execute();
    if (devis.request_id)
      await trx
        .updateTable("quote_requests")
        .set({ status: "quoted", updated_at: sentAt })
        .where("id", "=", devis.request_id)
        .where("status", "!=", "won")
        .execute();
    await storeDocument(trx, id, "sent", pdf);
    // Without an address the devis goes by its link alone, which the staff shares on WhatsApp.
    if (devis.client_email)
      await queueEmail(trx, {
        kind: "devis",
        to: devis.client_email,
        replyTo: identity.company.email,
        ...clientEmail(devis, reference, url, identity.company),
        relatedType: "devis",
        relatedId: id,
        attachments: [
          { filename: devisFileName(devis), contentType: "application/pdf", content: pdf },
        ],
      });
    await recordStep(trx, userId, "devis.send", id, {
      reference,
      to: devis.client_email,
      total: devis.total,
      replaced,
    });
    return { ok: true, url, email: devis.client_email };
  });
}

/** The client's link of a sent version, for staff to share again (undefined for a draft). */
export function clientLink(devis: DevisRow, keys: LinkKeys): string | undefined {
  const token = unsealToken(devis.token_sealed, keys.secret);
  return token && devisUrl(keys.publicUrl, token, devis.locale === "en" ? "en" : "fr");
}

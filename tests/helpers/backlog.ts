import { randomUUID } from "node:crypto";
import type { AppDatabase } from "~/db/db.server";
import { leadMetadata } from "./rows";

/** Rows per INSERT: 500 devis (the widest rows here) bind 16,500 values, below SQLite's 32,766. */
const BATCH = 500;

/** `insert` gets each batch and the position of its first row. */
async function inBatches<T>(
  rows: readonly T[],
  insert: (batch: T[], first: number) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH), i);
}

export interface BacklogSize {
  quotes: number;
  contacts: number;
  /** One devis (with its stored PDF and a "sent" log entry) for each of the first requests. */
  devis: number;
  /** One note on each of the first requests and of the first messages. */
  quoteNotes: number;
  contactNotes: number;
  /** One e-mail (with an attachment) about each of the first requests. */
  emails: number;
}

/**
 * Leads, devis, notes and e-mails received a second apart up to `createdAt` (as visitors send
 * them), written with multi-row INSERTs so that tens of thousands of rows take a second or two.
 * Returns the ids of each kind.
 */
export async function seedBacklog(
  { db }: AppDatabase,
  size: BacklogSize,
  createdAt: string,
  tag = "old",
) {
  const last = new Date(createdAt).getTime();
  const at = (n: number) => new Date(last - n * 1_000).toISOString();
  const meta = (n: number) => leadMetadata({ created_at: at(n), updated_at: at(n) });
  const quoteIds = Array.from({ length: size.quotes }, () => randomUUID());
  const contactIds = Array.from({ length: size.contacts }, () => randomUUID());
  await inBatches(quoteIds, (ids, i) =>
    db
      .insertInto("quote_requests")
      .values(
        ids.map((id, n) => ({
          ...meta(i + n),
          id,
          reference: `${tag}-${id}`,
          first_name: "Kofi",
          last_name: `Agbo ${i + n}`,
          email: `kofi.${i + n}@example.tg`,
          phone: "+228 90 12 34 56",
          company: "Clinique du Golfe",
          service_type: "nettoie-pro",
          area: "120",
          frequency: null,
          description: "Bureaux à Bè",
          budget: null,
          urgency: null,
          estimate: null,
        })),
      )
      .execute(),
  );
  await inBatches(contactIds, (ids, i) =>
    db
      .insertInto("contact_messages")
      .values(
        ids.map((id, n) => ({
          ...meta(i + n),
          id,
          first_name: "Ama",
          last_name: "Mensah",
          email: "ama@example.tg",
          phone: "+228 91 00 00 01",
          company: null,
          subject: null,
          service: "nettoie-pro",
          message: "Nettoyage de bureaux.",
          urgency: null,
        })),
      )
      .execute(),
  );
  const devisIds = quoteIds.slice(0, size.devis).map((requestId) => ({
    id: randomUUID(),
    requestId,
  }));
  await inBatches(devisIds, (batch) =>
    db
      .insertInto("devis")
      .values(
        batch.map(({ id, requestId }) => ({
          id,
          number: `${tag}-${requestId}`,
          version: 1,
          request_id: requestId,
          status: "sent" as const,
          locale: "fr",
          client_name: "Kofi Agbo",
          client_company: "Clinique du Golfe",
          client_email: "kofi@example.tg",
          client_phone: "+228 90 12 34 56",
          client_address: "Bè, Lomé",
          discount_percent: 0,
          vat_rate: 0,
          subtotal: 50_000,
          discount: 0,
          vat: 0,
          total: 50_000,
          valid_until: "2028-01-01",
          payment_terms: "",
          note: "Accès par la cour.",
          token_hash: `hash-${id}`,
          token_sealed: "sealed",
          replaced_by: null,
          created_by: null,
          created_at: createdAt,
          updated_at: createdAt,
          sent_at: createdAt,
          viewed_at: null,
          answered_at: null,
          answer_name: null,
          answer_reason: null,
          answer_address: null,
          anonymised_at: null,
        })),
      )
      .execute(),
  );
  await inBatches(devisIds, (batch) =>
    db
      .insertInto("devis_documents")
      .values(
        batch.map(({ id }) => ({
          devis_id: id,
          kind: "sent" as const,
          content: Buffer.from("%PDF Kofi Agbo"),
          created_at: createdAt,
        })),
      )
      .execute(),
  );
  await inBatches(devisIds, (batch) =>
    db
      .insertInto("audit_log")
      .values(
        batch.map(({ id }) => ({
          id: randomUUID(),
          created_at: createdAt,
          user_id: null,
          action: "devis.send",
          target_type: "devis",
          target_id: id,
          details: JSON.stringify({ to: "kofi@example.tg" }),
        })),
      )
      .execute(),
  );
  const notes = [
    ...quoteIds.slice(0, size.quoteNotes).map((id) => ({ type: "quote" as const, id })),
    ...contactIds.slice(0, size.contactNotes).map((id) => ({ type: "contact" as const, id })),
  ];
  await inBatches(notes, (batch) =>
    db
      .insertInto("lead_notes")
      .values(
        batch.map(({ type, id }) => ({
          id: randomUUID(),
          lead_type: type,
          lead_id: id,
          author_id: null,
          body: "Rappelé, veut un devis.",
          created_at: createdAt,
        })),
      )
      .execute(),
  );
  const emailIds = quoteIds.slice(0, size.emails).map((relatedId) => ({
    id: randomUUID(),
    relatedId,
  }));
  await inBatches(emailIds, (batch) =>
    db
      .insertInto("email_outbox")
      .values(
        batch.map(({ id, relatedId }) => ({
          id,
          created_at: createdAt,
          kind: "quote-ack",
          to_address: "kofi@example.tg",
          reply_to: null,
          subject: "Votre demande",
          text_body: "Bonjour Kofi",
          html_body: null,
          related_type: "quote",
          related_id: relatedId,
          status: "sent" as const,
          attempts: 1,
          next_attempt_at: createdAt,
          locked_until: null,
          last_error: null,
          sent_at: createdAt,
        })),
      )
      .execute(),
  );
  await inBatches(emailIds, (batch) =>
    db
      .insertInto("email_attachments")
      .values(
        batch.map(({ id }) => ({
          id: randomUUID(),
          email_id: id,
          position: 0,
          filename: "devis.pdf",
          content_type: "application/pdf",
          content: Buffer.from("%PDF Kofi Agbo"),
        })),
      )
      .execute(),
  );
  return {
    quoteIds,
    contactIds,
    devisIds: devisIds.map((d) => d.id),
    emailIds: emailIds.map((e) => e.id),
  };
}

import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type {
  ContactMessagesTable,
  Database,
  EmailOutboxTable,
  LeadNotesTable,
  QuoteRequestsTable,
  TestimonialsTable,
} from "~/db/schema";
import { normalizePhone } from "~/lib/phone";
import { cleanLine } from "~/lib/clean-text";
import { anonymiseDevis, devisOfPerson } from "~/features/devis/index.server";
import type { DevisLineRow, DevisRow } from "~/features/devis";
import {
  anonymiseLeads,
  auditInTransaction,
  clearEmails,
  deleteLeadNotes,
} from "./anonymise.server";

/**
 * One person, as they identify themselves in a request: the e-mail address (any case) or the
 * phone number (any spelling a visitor may type) they used in a form.
 */
export type PersonKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Reads what the administrator typed; undefined when it is neither an address nor a number. */
export function parsePersonKey(input: string | null | undefined): PersonKey | undefined {
  const text = cleanLine(input ?? "").trim();
  if (!text || text.length > 254) return undefined;
  if (text.includes("@"))
    return EMAIL.test(text) ? { kind: "email", value: text.toLowerCase() } : undefined;
  const phone = normalizePhone(text);
  return phone ? { kind: "phone", value: phone } : undefined;
}

/** Everything stored about one person, row by row, as the database holds it. */
export interface PersonalData {
  contactMessages: Selectable<ContactMessagesTable>[];
  quoteRequests: Selectable<QuoteRequestsTable>[];
  testimonials: Selectable<TestimonialsTable>[];
  leadNotes: Selectable<LeadNotesTable>[];
  emails: Selectable<EmailOutboxTable>[];
  /** Devis sent to them or made from their requests, with their lines. */
  devis: DevisRow[];
  devisLines: DevisLineRow[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** Lead rows that hold this address or number (phones are stored normalised). */
const holds = (key: PersonKey) =>
  key.kind === "email"
    ? sql<boolean>`lower(email) = ${key.value}`
    : sql<boolean>`phone = ${key.value}`;

async function collect(db: Db, key: PersonKey): Promise<PersonalData> {
  const contactMessages = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where(holds(key))
    .orderBy("created_at")
    .execute();
  const quoteRequests = await db
    .selectFrom("quote_requests")
    .selectAll()
    .where(holds(key))
    .orderBy("created_at")
    .execute();
  const testimonials = await db
    .selectFrom("testimonials")
    .selectAll()
    .where(holds(key))
    .orderBy("created_at")
    .execute();
  const leads: Array<[string, string[]]> = [
    ["contact", contactMessages.map((r) => r.id)],
    ["quote", quoteRequests.map((r) => r.id)],
    ["testimonial", testimonials.map((r) => r.id)],
  ];
  const leadNotes = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where((eb) =>
      eb.or(
        leads
          .filter(([type, ids]) => type !== "testimonial" && ids.length)
          .map(([type, ids]) =>
            eb.and([eb("lead_type", "=", type as "contact"), eb("lead_id", "in", ids)]),
          ),
      ),
    )
    .orderBy("created_at")
    .execute();
  const { devis, lines: devisLines } = await devisOfPerson(
    db,
    key.kind === "email" ? { email: key.value } : { phone: key.value },
    quoteRequests.map((r) => r.id),
  );
  const emails = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where((eb) =>
      eb.or([
        // What was sent to them, or on their behalf to the team (reply-to).
        ...(key.kind === "email"
          ? [
              eb(sql<string>`lower(to_address)`, "=", key.value),
              eb(sql<string>`lower(reply_to)`, "=", key.value),
            ]
          : []),
        // Every e-mail about one of their leads (the team's notification carries the phone).
        ...leads
          .filter(([, ids]) => ids.length)
          .map(([type, ids]) =>
            eb.and([eb("related_type", "=", type), eb("related_id", "in", ids)]),
          ),
        // Each devis's e-mails: the client's (with its PDF) and the team's notice of an answer.
        ...(devis.length
          ? [
              eb.and([
                eb("related_type", "=", "devis"),
                eb(
                  "related_id",
                  "in",
                  devis.map((d) => d.id),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy("created_at")
    .execute();
  return { contactMessages, quoteRequests, testimonials, leadNotes, emails, devis, devisLines };
}

/** What an administrator sees before exporting or erasing. */
export function findPersonalData(database: AppDatabase, key: PersonKey): Promise<PersonalData> {
  return collect(database.db, key);
}

/** Row counts by kind, for the screen and the audit log. */
export function countRows(data: PersonalData) {
  return {
    contactMessages: data.contactMessages.length,
    quoteRequests: data.quoteRequests.length,
    testimonials: data.testimonials.length,
    leadNotes: data.leadNotes.length,
    emails: data.emails.length,
    devis: data.devis.length,
  };
}

/**
 * The downloadable file: every row, with the quote estimate as JSON rather than text. The
 * person's own key is in it (it is their file); the audit log gets only counts.
 */
export function exportDocument(key: PersonKey, data: PersonalData, now = new Date()) {
  return {
    exportedAt: nowIso(now),
    person: { [key.kind]: key.value },
    ...data,
    quoteRequests: data.quoteRequests.map((q) => ({
      ...q,
      estimate: q.estimate ? (JSON.parse(q.estimate) as unknown) : null,
    })),
  };
}

/**
 * Erases one person, in one transaction: their contact messages, quote requests and
 * testimonials are anonymised (a published testimonial leaves the site), the team's notes on
 * them deleted, the e-mails about them emptied (one not sent yet is cancelled). Recorded in the
 * audit log by counts and row ids, never by the address or number.
 */
export async function erasePersonalData(
  database: AppDatabase,
  key: PersonKey,
  userId: string | null,
  now = new Date(),
) {
  const stamp = nowIso(now);
  return database.db.transaction().execute(async (trx) => {
    const found = await collect(trx, key);
    const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
    const erased = {
      contactMessages: await anonymiseLeads(
        trx,
        "contact_messages",
        ids(found.contactMessages),
        stamp,
      ),
      quoteRequests: await anonymiseLeads(trx, "quote_requests", ids(found.quoteRequests), stamp),
      testimonials: await anonymiseLeads(trx, "testimonials", ids(found.testimonials), stamp),
      leadNotes:
        (await deleteLeadNotes(trx, "contact", ids(found.contactMessages))) +
        (await deleteLeadNotes(trx, "quote", ids(found.quoteRequests))),
      emails: await clearEmails(trx, ids(found.emails)),
      // Amounts and states stay for the figures; the client's name and traces go.
      devis: await anonymiseDevis(trx, ids(found.devis), stamp),
    };
    await auditInTransaction(
      trx,
      userId,
      "privacy.erase",
      {
        erased,
        rows: {
          contact: ids(found.contactMessages),
          quote: ids(found.quoteRequests),
          testimonial: ids(found.testimonials),
          devis: ids(found.devis),
        },
      },
      stamp,
    );
    return erased;
  });
}

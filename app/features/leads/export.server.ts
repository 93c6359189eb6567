import type { AppDatabase } from "~/db/db.server";
import type { Selectable } from "kysely";
import type { ContactMessagesTable, QuoteRequestsTable } from "~/db/schema";
import { filteredLeads, type LeadFilters, type LeadType } from "./inbox.server";

/** The most rows one export holds (the inbox shows 100 at a time). */
export const EXPORT_LIMIT = 10_000;

export interface ExportedNote {
  body: string;
  created_at: string;
  author: string | null;
}

export type ExportedLead =
  | ({ type: "contact"; notes: ExportedNote[] } & Selectable<ContactMessagesTable>)
  | ({ type: "quote"; notes: ExportedNote[] } & Selectable<QuoteRequestsTable>);

/**
 * Every lead the inbox's filters select, whole, newest first, with its notes: four queries
 * whatever the number of leads (the matching ids, then each table once), not one per lead.
 */
export async function exportLeads(
  database: AppDatabase,
  filters: LeadFilters,
): Promise<ExportedLead[]> {
  const { db } = database;
  const picked = await filteredLeads(database, filters)
    .clearSelect()
    .select(["type", "id"])
    .orderBy("created_at", "desc")
    .limit(EXPORT_LIMIT)
    .execute();
  const ids = (type: LeadType) => picked.filter((p) => p.type === type).map((p) => p.id);
  const contactIds = ids("contact");
  const quoteIds = ids("quote");
  const [contacts, quotes, notes] = await Promise.all([
    contactIds.length
      ? db.selectFrom("contact_messages").selectAll().where("id", "in", contactIds).execute()
      : [],
    quoteIds.length
      ? db.selectFrom("quote_requests").selectAll().where("id", "in", quoteIds).execute()
      : [],
    picked.length
      ? db
          .selectFrom("lead_notes")
          .leftJoin("user", "user.id", "lead_notes.author_id")
          .select([
            "lead_notes.lead_id",
            "lead_notes.body",
            "lead_notes.created_at",
            "user.name as author_name",
            "user.email as author_email",
          ])
          .where(
            "lead_notes.lead_id",
            "in",
            picked.map((p) => p.id),
          )
          .orderBy("lead_notes.created_at", "asc")
          .execute()
      : [],
  ]);
  const notesOf = new Map<string, ExportedNote[]>();
  for (const n of notes) {
    const list = notesOf.get(n.lead_id) ?? [];
    list.push({ body: n.body, created_at: n.created_at, author: n.author_name || n.author_email });
    notesOf.set(n.lead_id, list);
  }
  const rows = new Map<string, ExportedLead>();
  for (const c of contacts)
    rows.set(c.id, { type: "contact", ...c, notes: notesOf.get(c.id) ?? [] });
  for (const q of quotes) rows.set(q.id, { type: "quote", ...q, notes: notesOf.get(q.id) ?? [] });
  return picked.flatMap((p) => rows.get(p.id) ?? []);
}

import type { AppDatabase } from "~/db/db.server";
import type { PriceSection } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";
import type { LeadFilters, LeadType } from "./lead-filters";
import { countLeads, filteredLeads, type LeadKey } from "./lead-query.server";
import { type ExportedLead, type ExportedNote, leadsCsvHead, leadsCsvRows } from "./leads-csv";

/** Leads read per round while exporting: memory holds one batch, whatever the file's length. */
export const EXPORT_BATCH = 500;

/**
 * The inbox with the same filters as a CSV file, every matching lead however many, and how many
 * it holds. The file is written while it is sent, EXPORT_BATCH leads at a time and only as fast
 * as the reader takes it, so the server's memory does not grow with the number of leads. The
 * count is taken first and only leads up to the newest one counted are written; a lead erased
 * during the download can still make the file one row shorter than announced.
 */
export async function exportLeadsCsv(
  database: AppDatabase,
  filters: LeadFilters,
  grid: readonly PriceSection[],
  locale: Locale,
): Promise<{ rows: number; body: ReadableStream<Uint8Array> }> {
  const { total, newest } = await countLeads(database, filters);
  const batches = newest ? exportBatches(database, filters, newest) : undefined;
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(leadsCsvHead(locale)));
        return;
      }
      const next = await batches?.next();
      if (!next || next.done) controller.close();
      else controller.enqueue(encoder.encode(leadsCsvRows(next.value, grid, locale)));
    },
    async cancel() {
      // The reader went away: the generator ends and no further batch is read.
      await batches?.return(undefined);
    },
  });
  return { rows: total, body };
}

/**
 * The leads the filters select up to `until`, newest first, whole, with their notes, in batches.
 * Each batch resumes after the last lead of the one before (keyset paging: the date index finds
 * the place at once, where an offset would read every lead already written).
 */
export async function* exportBatches(
  database: AppDatabase,
  filters: LeadFilters,
  until: string,
): AsyncGenerator<ExportedLead[]> {
  let after: LeadKey | undefined;
  for (;;) {
    const keys = await filteredLeads(database, filters, { after, until })
      .limit(EXPORT_BATCH)
      .execute();
    if (keys.length) yield await wholeLeads(database, keys);
    if (keys.length < EXPORT_BATCH) return;
    const { created_at, id, type } = keys[keys.length - 1]!;
    after = { created_at, id, type };
  }
}

/** The leads of one batch, whole, in the batch's order: each table and the notes in one query. */
async function wholeLeads(
  { db }: AppDatabase,
  picked: Array<{ type: LeadType; id: string }>,
): Promise<ExportedLead[]> {
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
    db
      .selectFrom("lead_notes")
      .leftJoin("user", "user.id", "lead_notes.author_id")
      .select([
        "lead_notes.lead_type",
        "lead_notes.lead_id",
        "lead_notes.body",
        "lead_notes.created_at",
        "user.name as author_name",
        "user.email as author_email",
      ])
      // By type and id, as the (lead_type, lead_id) index reads them.
      .where((eb) =>
        eb.or(
          (["contact", "quote"] as const).flatMap((type) => {
            const some = type === "contact" ? contactIds : quoteIds;
            return some.length
              ? [
                  eb.and([
                    eb("lead_notes.lead_type", "=", type),
                    eb("lead_notes.lead_id", "in", some),
                  ]),
                ]
              : [];
          }),
        ),
      )
      .orderBy("lead_notes.created_at", "asc")
      .orderBy("lead_notes.id", "asc")
      .execute(),
  ]);
  const notesOf = new Map<string, ExportedNote[]>();
  for (const n of notes) {
    const key = `${n.lead_type}:${n.lead_id}`;
    const list = notesOf.get(key) ?? [];
    list.push({ body: n.body, created_at: n.created_at, author: n.author_name || n.author_email });
    notesOf.set(key, list);
  }
  const notesFor = (type: LeadType, id: string) => notesOf.get(`${type}:${id}`) ?? [];
  const rows = new Map<string, ExportedLead>();
  for (const c of contacts)
    rows.set(`contact:${c.id}`, { type: "contact", ...c, notes: notesFor("contact", c.id) });
  for (const q of quotes)
    rows.set(`quote:${q.id}`, { type: "quote", ...q, notes: notesFor("quote", q.id) });
  return picked.flatMap((p) => rows.get(`${p.type}:${p.id}`) ?? []);
}

import type { AppDatabase } from "~/db/db.server";
import type { PriceSection } from "~/content/pricing";
import type { Locale } from "~/i18n/locale";
import type { LeadFilters, LeadType } from "./lead-filters";
import { INBOX_KINDS, inboxColumns } from "./lead-kinds.server";
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
  const batches = newest ? exportBatches(database, filters, newest, grid, locale) : undefined;
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
      else controller.enqueue(encoder.encode(leadsCsvRows(next.value, locale)));
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
  grid: readonly PriceSection[],
  locale: Locale,
): AsyncGenerator<ExportedLead[]> {
  let after: LeadKey | undefined;
  for (;;) {
    const keys = await filteredLeads(database, filters, { after, until, first: EXPORT_BATCH })
      .limit(EXPORT_BATCH)
      .execute();
    if (keys.length) yield await wholeLeads(database, keys, grid, locale);
    if (keys.length < EXPORT_BATCH) return;
    const { created_at, id, type } = keys[keys.length - 1]!;
    after = { created_at, id, type };
  }
}

/** The leads of one batch, whole, in the batch's order: each table and the notes in one query. */
async function wholeLeads(
  { db }: AppDatabase,
  picked: Array<{ type: LeadType; id: string }>,
  grid: readonly PriceSection[],
  locale: Locale,
): Promise<ExportedLead[]> {
  const kinds = INBOX_KINDS.map((kind) => ({
    ...kind,
    ids: picked.filter((p) => p.type === kind.type).map((p) => p.id),
  })).filter((kind) => kind.ids.length);
  const [notes, ...tables] = await Promise.all([
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
          kinds.map(({ type, ids }) =>
            eb.and([eb("lead_notes.lead_type", "=", type), eb("lead_notes.lead_id", "in", ids)]),
          ),
        ),
      )
      .orderBy("lead_notes.created_at", "asc")
      .orderBy("lead_notes.id", "asc")
      .execute(),
    ...kinds.map(({ table, ids }) =>
      db.selectFrom(table).selectAll().where("id", "in", ids).execute(),
    ),
  ]);
  const notesOf = new Map<string, ExportedNote[]>();
  for (const n of notes) {
    const key = `${n.lead_type}:${n.lead_id}`;
    const list = notesOf.get(key) ?? [];
    list.push({ body: n.body, created_at: n.created_at, author: n.author_name || n.author_email });
    notesOf.set(key, list);
  }
  const rows = new Map<string, ExportedLead>();
  kinds.forEach((kind, i) => {
    const { type, inbox } = kind;
    for (const row of tables[i]!)
      rows.set(`${type}:${row.id}`, {
        ...row,
        ...inboxColumns(kind, row),
        type,
        cells: inbox.csv(row, grid, locale),
        notes: notesOf.get(`${type}:${row.id}`) ?? [],
      });
  });
  return picked.flatMap((p) => rows.get(`${p.type}:${p.id}`) ?? []);
}

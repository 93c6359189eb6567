import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { AppDatabase, SqlDialect } from "~/db/db.server";
import { inSearchIndex } from "~/db/search-index.server";
import type { LeadFilters, LeadType } from "./lead-filters";
import { INBOX_KINDS, type InboxKind } from "./lead-kinds.server";

/**
 * Where a lead sits in the inbox's newest-first order: its date, then its id, then its table (a
 * contact and a quote could share a date and an id). Every lead has its own key, so the order
 * never changes between two pages and the export can resume after the last row it wrote.
 */
export interface LeadKey {
  created_at: string;
  id: string;
  type: LeadType;
}

/**
 * The inbox's "most urgent first" reads each rank on its own, newest first along the urgency
 * index; "other" is a normal urgency or none said.
 */
export const URGENCY_RANKS = ["tres-urgent", "urgent", "other"] as const;
export type UrgencyRank = (typeof URGENCY_RANKS)[number];

interface Bounds {
  after?: LeadKey;
  until?: string;
  urgency?: UrgencyRank;
}

/**
 * The filters as conditions on one lead table. They go inside each table's SELECT, not around
 * the union, so that each table's indexes (date, status, assignee) serve them.
 */
function conditions(
  dialect: SqlDialect,
  { type, table, inbox }: InboxKind,
  filters: LeadFilters,
  { after, until, urgency }: Bounds,
): RawBuilder<SqlBool>[] {
  const { service, body, reference } = inbox.columns;
  const where: RawBuilder<SqlBool>[] = [];
  // Another table's SELECT stays in the union, empty: both databases skip it without reading.
  if (filters.type && filters.type !== type) where.push(sql`1 = 0`);
  if (filters.status) where.push(sql`status = ${filters.status}`);
  if (filters.service) where.push(sql`${sql.ref(service)} = ${filters.service}`);
  if (filters.from) where.push(sql`created_at >= ${`${filters.from}T00:00:00.000Z`}`);
  if (filters.to) where.push(sql`created_at <= ${`${filters.to}T23:59:59.999Z`}`);
  if (filters.assignedTo) where.push(sql`assigned_to = ${filters.assignedTo}`);
  if (until) where.push(sql`created_at <= ${until}`);
  if (urgency === "other")
    where.push(sql`(urgency is null or urgency not in (${sql.join(URGENCY_RANKS.slice(0, -1))}))`);
  else if (urgency) where.push(sql`urgency = ${urgency}`);
  if (after) {
    // Strictly after `after` in (date, id, table) descending order; this table's name is fixed,
    // so comparing it with the key's only decides whether the same id still counts.
    const sameId = type < after.type ? sql`<=` : sql`<`;
    where.push(
      sql`created_at <= ${after.created_at} and (created_at < ${after.created_at} or id ${sameId} ${after.id})`,
    );
  }
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const texts = [sql`first_name || ' ' || last_name`, sql`email`, sql`phone`, sql.ref(body)];
    if (reference) texts.push(sql.ref(reference));
    const matches = texts.map((text) => sql`lower(${text}) like ${like} escape '\\'`);
    // "90123456", "90 12 34 56" or "+228 90-12-34-56" all find "+228 90 12 34 56": phone
    // numbers are compared by their digits.
    const digits = q.replace(/\D/g, "").replace(/^00/, "");
    if (digits.length >= 4 && /^[\d\s+().-]+$/.test(q))
      matches.push(
        sql`replace(replace(replace(phone, ' ', ''), '+', ''), '-', '') like ${`%${digits}%`}`,
      );
    // SQLite asks its trigram index, which holds the same texts (decision 043); PostgreSQL's
    // trigram indexes serve these very LIKEs.
    const needles = matches.length > texts.length ? [q, digits] : [q];
    const indexed = dialect === "sqlite" ? inSearchIndex(table, needles) : null;
    where.push(indexed ?? sql`(${sql.join(matches, sql` or `)})`);
  }
  return where;
}

function allOf(where: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(where, sql` and `)}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The inbox query: every lead table as one list (UNION ALL) in one shape, filtered, newest first
 * (date, then id, then table). Search is case-insensitive over names, e-mail, phone, reference
 * and the message. `after` starts after a row (the export's batches), `until` leaves out leads
 * newer than a date, `urgency` keeps one rank of urgency. `first` says how many rows the caller reads at most: each table then gives
 * only its newest `first`, read backwards along its (date, id) index. Without it PostgreSQL 15
 * sorted every matching lead for each page or batch: it does not merge the union's ordered halves.
 */
export function filteredLeads(
  { db, dialect }: AppDatabase,
  filters: LeadFilters = {},
  bounds: Bounds & { first?: number } = {},
) {
  const [head, ...others] = INBOX_KINDS.map((kind) => {
    const where = conditions(dialect, kind, filters, bounds);
    const { service, reference } = kind.inbox.columns;
    const half = db
      .selectFrom(kind.table)
      .select([
        sql<LeadType>`${sql.lit(kind.type)}`.as("type"),
        "id",
        // Typed alike in every half: with a bare null the halves differ in affinity and
        // SQLite no longer merges them along their date indexes (it sorts the whole union).
        (reference
          ? sql<string | null>`${sql.ref(reference)}`
          : sql<string | null>`cast(null as text)`
        ).as("reference"),
        "created_at",
        "status",
        sql<string>`first_name || ' ' || last_name`.as("name"),
        "email",
        "phone",
        sql<string | null>`${sql.ref(service)}`.as("service"),
        "urgency",
        "assigned_to",
      ])
      .$if(where.length > 0, (q) => q.where(allOf(where)));
    const first = bounds.first;
    if (first === undefined) return half;
    // The same columns, read through a subquery (SQLite allows no LIMIT on a union's member);
    // typed as the plain half so that the halves still form one union.
    return db
      .selectFrom(half.orderBy("created_at", "desc").orderBy("id", "desc").limit(first).as("half"))
      .selectAll() as unknown as typeof half;
  });
  return others
    .reduce((union, half) => union.unionAll(half), head!)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .orderBy("type", "desc");
}

/**
 * How many leads the filters select, and the newest one's date: the export counts its rows with
 * it, then writes only leads up to that date, so one that arrives meanwhile is not one row more
 * than the count it announced.
 */
export async function countLeads(
  { db, dialect }: AppDatabase,
  filters: LeadFilters = {},
): Promise<{ total: number; newest: string | null }> {
  // Each half selects the date alone, so both databases count along an index (the date's, or
  // the one a filter uses) instead of reading every row with its text.
  const [first, ...others] = INBOX_KINDS.map((kind) => {
    const where = conditions(dialect, kind, filters, {});
    return db
      .selectFrom(kind.table)
      .select("created_at")
      .$if(where.length > 0, (q) => q.where(allOf(where)));
  });
  const row = await db
    .selectFrom(others.reduce((union, half) => union.unionAll(half), first!).as("leads"))
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.max("created_at").as("newest"),
    ])
    .executeTakeFirst();
  return { total: Number(row?.n ?? 0), newest: row?.newest ?? null };
}

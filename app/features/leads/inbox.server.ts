import type { StoredEstimate } from "./lead-words";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { LeadStatus } from "~/db/schema";

export { LEAD_STATUSES } from "./lead-filters";
import type { LeadFilters, LeadType } from "./lead-filters";
export type { LeadFilters, LeadType } from "./lead-filters";

/** One row of the inbox: contact messages and quote requests side by side. */
export interface LeadSummary {
  type: LeadType;
  id: string;
  reference: string | null;
  created_at: string;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  urgency: string | null;
  assigned_to: string | null;
  /** The assignee's display name (or e-mail), null when nobody or the account is gone */
  assignee: string | null;
  excerpt: string;
}

/**
 * The inbox query: both lead tables as one list (UNION ALL) in one shape, filtered. Search is
 * case-insensitive over names, e-mail, phone, reference and the message. The list and the CSV
 * export share it.
 */
export function filteredLeads({ db }: AppDatabase, filters: LeadFilters = {}) {
  const contacts = db
    .selectFrom("contact_messages")
    .select([
      sql<LeadType>`'contact'`.as("type"),
      "id",
      sql<string | null>`null`.as("reference"),
      "created_at",
      "status",
      sql<string>`first_name || ' ' || last_name`.as("name"),
      "email",
      "phone",
      sql<string | null>`service`.as("service"),
      sql<string>`message`.as("body"),
      "urgency",
      "assigned_to",
    ]);
  const quotes = db
    .selectFrom("quote_requests")
    .select([
      sql<LeadType>`'quote'`.as("type"),
      "id",
      "reference",
      "created_at",
      "status",
      sql<string>`first_name || ' ' || last_name`.as("name"),
      "email",
      "phone",
      sql<string | null>`service_type`.as("service"),
      sql<string>`description`.as("body"),
      "urgency",
      "assigned_to",
    ]);
  const union =
    filters.type === "contact"
      ? contacts
      : filters.type === "quote"
        ? quotes
        : contacts.unionAll(quotes);
  let query = db.selectFrom(union.as("leads")).selectAll();
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.service) query = query.where("service", "=", filters.service);
  if (filters.from) query = query.where("created_at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where("created_at", "<=", `${filters.to}T23:59:59.999Z`);
  if (filters.assignedTo) query = query.where("assigned_to", "=", filters.assignedTo);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    // "90123456", "90 12 34 56" or "+228 90-12-34-56" all find "+228 90 12 34 56": phone
    // numbers are compared by their digits.
    const digits = q.replace(/\D/g, "").replace(/^00/, "");
    const phoneDigits = sql`replace(replace(replace(phone, ' ', ''), '+', ''), '-', '')`;
    query = query.where((eb) =>
      eb.or([
        ...["name", "email", "phone", "reference", "body"].map((col) =>
          eb(sql`lower(${sql.ref(col)})`, "like", sql`${like} escape '\\'`),
        ),
        ...(digits.length >= 4 && /^[\d\s+().-]+$/.test(q)
          ? [eb(phoneDigits, "like", `%${digits}%`)]
          : []),
      ]),
    );
  }
  return query;
}

export async function listLeads(
  database: AppDatabase,
  filters: LeadFilters = {},
): Promise<{ rows: LeadSummary[]; total: number }> {
  const query = filteredLeads(database, filters);
  const total = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const ordered =
    filters.sort === "urgency"
      ? query.orderBy(sql`case urgency when 'tres-urgent' then 0 when 'urgent' then 1 else 2 end`)
      : query;
  const rows = await ordered
    .orderBy("created_at", "desc")
    .limit(filters.limit ?? 50)
    .offset(filters.offset ?? 0)
    .execute();
  const names = await assigneeNames(database, rows);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map(({ body, ...row }) => ({
      ...row,
      assignee: (row.assigned_to && names.get(row.assigned_to)) || null,
      excerpt: String(body).slice(0, 140),
    })) as LeadSummary[],
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The display names of the accounts the rows are given to, in one query. */
async function assigneeNames({ db }: AppDatabase, rows: Array<{ assigned_to: string | null }>) {
  const ids = [...new Set(rows.flatMap((r) => (r.assigned_to ? [r.assigned_to] : [])))];
  if (!ids.length) return new Map<string, string>();
  const users = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", ids)
    .execute();
  return new Map(users.map((u) => [u.id, u.name || u.email]));
}

/** Gives a lead to a team member, or to nobody (`null`). False when the lead does not exist. */
export async function assignLead(
  { db }: AppDatabase,
  type: LeadType,
  id: string,
  userId: string | null,
): Promise<boolean> {
  const table = type === "contact" ? "contact_messages" : "quote_requests";
  const result = await db
    .updateTable(table)
    .set({ assigned_to: userId, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function getLead({ db }: AppDatabase, type: LeadType, id: string) {
  if (type === "contact") {
    const row = await db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { type, ...row };
  }
  const row = await db
    .selectFrom("quote_requests")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      type,
      ...row,
      estimate: row.estimate ? (JSON.parse(row.estimate) as StoredEstimate) : null,
    }
  );
}

export async function setLeadStatus(
  { db }: AppDatabase,
  type: LeadType,
  id: string,
  status: LeadStatus,
): Promise<boolean> {
  const table = type === "contact" ? "contact_messages" : "quote_requests";
  const result = await db
    .updateTable(table)
    .set({ status, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addLeadNote(
  { db }: AppDatabase,
  type: LeadType,
  id: string,
  authorId: string,
  body: string,
) {
  await db
    .insertInto("lead_notes")
    .values({
      id: randomUUID(),
      lead_type: type,
      lead_id: id,
      author_id: authorId,
      body,
      created_at: nowIso(),
    })
    .execute();
}

export async function listLeadNotes({ db }: AppDatabase, type: LeadType, id: string) {
  return db
    .selectFrom("lead_notes")
    .leftJoin("user", "user.id", "lead_notes.author_id")
    .select([
      "lead_notes.id",
      "lead_notes.body",
      "lead_notes.created_at",
      "user.name as author_name",
      "user.email as author_email",
    ])
    .where("lead_type", "=", type)
    .where("lead_id", "=", id)
    .orderBy("lead_notes.created_at", "asc")
    .execute();
}

export async function leadCounts({ db }: AppDatabase) {
  const count = async (table: "contact_messages" | "quote_requests") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const pendingTestimonials = Number(
    (
      await db
        .selectFrom("testimonials")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "pending")
        // Cleared by retention or an erasure: nothing left to review.
        .where("anonymised_at", "is", null)
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const drafts = Number(
    (
      await db
        .selectFrom("blog_posts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "draft")
        .executeTakeFirst()
    )?.n ?? 0,
  );
  return {
    newContacts: await count("contact_messages"),
    newQuotes: await count("quote_requests"),
    pendingTestimonials,
    drafts,
  };
}

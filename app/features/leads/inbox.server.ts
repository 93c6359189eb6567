import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database, LeadStatus } from "~/db/schema";
import { PAGE_SIZE, pageWithin } from "~/lib/paging";
import { INBOX_KINDS, leadKinds } from "./lead-kinds.server";
import { countLeads, filteredLeads, URGENCY_RANKS } from "./lead-query.server";

export { LEAD_STATUSES } from "./lead-filters";
import type { LeadFilters, LeadType } from "./lead-filters";
export type { LeadFilters, LeadType } from "./lead-filters";

/** One row of the inbox: every kind of lead side by side. */
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
}

/**
 * One page of the inbox and how many leads the filters select in all. Offset paging, not keyset:
 * page numbers make plain links ("?page=3") that keep the filters and survive a reload, and the
 * date index still serves the order (see `filteredLeads`); an inbox of tens of thousands of
 * leads skips at most that many index entries. A page past the end shows the last page.
 */
export async function listLeads(
  database: AppDatabase,
  filters: LeadFilters = {},
  { page = 1, pageSize = PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<{ rows: LeadSummary[]; total: number; page: number; pageSize: number }> {
  const { total } = await countLeads(database, filters);
  const shown = pageWithin(page, total, pageSize);
  // Most urgent first: each rank's newest leads one after the other, each rank read only as far
  // as this page (the order stays date, then id, then table, within a rank).
  const first = shown.offset + pageSize;
  const rows =
    filters.sort === "urgency"
      ? (
          await Promise.all(
            URGENCY_RANKS.map((urgency) =>
              filteredLeads(database, filters, { first, urgency }).limit(first).execute(),
            ),
          )
        )
          .flat()
          .slice(shown.offset, first)
      : await filteredLeads(database, filters, { first })
          .limit(pageSize)
          .offset(shown.offset)
          .execute();
  const names = await assigneeNames(database, rows);
  return {
    total,
    page: shown.page,
    pageSize,
    rows: rows.map((row) => ({
      ...row,
      assignee: (row.assigned_to && names.get(row.assigned_to)) || null,
    })),
  };
}

/**
 * The newest `count` leads of every kind, as the inbox's first page shows them, without counting
 * the inbox: the dashboard lists a few and the count alone read every lead (8 → 0.4 ms at 100k).
 */
export async function latestLeads(database: AppDatabase, count: number): Promise<LeadSummary[]> {
  const rows = await filteredLeads(database, {}, { first: count }).limit(count).execute();
  const names = await assigneeNames(database, rows);
  return rows.map((row) => ({
    ...row,
    assignee: (row.assigned_to && names.get(row.assigned_to)) || null,
  }));
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
  const result = await db
    .updateTable(leadKinds[type].table)
    .set({ assigned_to: userId, updated_at: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A stored lead of one kind, whole, as its table holds it. */
export type StoredLead<T extends LeadType> = { type: T } & Selectable<
  Database[(typeof leadKinds)[T]["table"]]
>;

export async function getLead<T extends LeadType>(
  { db }: AppDatabase,
  type: T,
  id: string,
): Promise<StoredLead<T> | undefined> {
  const row = await db
    .selectFrom(leadKinds[type].table)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && ({ type, ...row } as StoredLead<T>);
}

export async function setLeadStatus(
  { db }: AppDatabase,
  type: LeadType,
  id: string,
  status: LeadStatus,
): Promise<boolean> {
  const result = await db
    .updateTable(leadKinds[type].table)
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

/** What waits for the team: new leads of each kind, testimonials to review, drafts. */
export async function leadCounts({ db }: AppDatabase) {
  const newLeads = Object.fromEntries(
    await Promise.all(
      INBOX_KINDS.map(async ({ type, table }) => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirst();
        return [type, Number(row?.n ?? 0)];
      }),
    ),
  ) as Record<LeadType, number>;
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
  return { newLeads, pendingTestimonials, drafts };
}

import type { AppDatabase } from "~/db/db.server";
import type { Locale } from "~/i18n/locale";
import { displayName } from "~/features/auth/index.server";
import { DELETED_ACCOUNT, type AuditFilters } from "./audit-filters";
import { COUNT_AHEAD, countedRows, countLimit, PAGE_SIZE, pageWithin } from "~/lib/paging";
import { resolveTargets, type AuditTarget } from "./audit-targets.server";

export interface AuditEntry {
  id: string;
  created_at: string;
  action: string;
  /** Who did it; null when the account was deleted since (the log keeps the entry). */
  actor: string | null;
  target: AuditTarget | null;
  /** The recorded details as JSON text, clipped for the page. */
  details: string | null;
}

/**
 * The journal (audit() in app/features/auth/guards.server.ts), filtered, newest first, a page at
 * a time, and how many entries it holds as far as they were counted (`more`: there are others).
 */
export async function listAudit(
  database: AppDatabase,
  filters: AuditFilters,
  locale: Locale = "fr",
  countAhead = COUNT_AHEAD,
): Promise<{ rows: AuditEntry[]; total: number; more: boolean; page: number }> {
  // Filtered and counted on the log alone (its indexes); the authors' names join the page only.
  let query = database.db.selectFrom("audit_log");
  if (filters.who === DELETED_ACCOUNT) query = query.where("audit_log.user_id", "is", null);
  else if (filters.who) query = query.where("audit_log.user_id", "=", filters.who);
  const family = filters.family;
  if (family)
    // Families are fixed words without LIKE wildcards (AUDIT_FAMILIES).
    query = query.where((eb) =>
      eb.or([eb("action", "=", family), eb("action", "like", `${family}.%`)]),
    );
  if (filters.from)
    query = query.where("audit_log.created_at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where("audit_log.created_at", "<=", `${filters.to}T23:59:59.999Z`);
  // Counted only so far past the page asked for (COUNT_AHEAD): the whole journal may be huge.
  const limit = countLimit(filters.page, PAGE_SIZE, countAhead);
  const counted = await database.db
    .selectFrom(query.select("audit_log.id").limit(limit).as("counted"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  const { total, more } = countedRows(Number(counted?.n ?? 0), limit);
  // Past the end (a link made before entries were filtered out): the last page.
  const { page, offset } = pageWithin(filters.page, total, PAGE_SIZE);
  const rows = await query
    .leftJoin("user", "user.id", "audit_log.user_id")
    .select([
      "audit_log.id",
      "audit_log.created_at",
      "audit_log.action",
      "audit_log.target_type",
      "audit_log.target_id",
      "audit_log.details",
      "user.name as user_name",
      "user.email as user_email",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();
  const targets = await resolveTargets(database, rows, locale);
  return {
    total,
    more,
    page,
    rows: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      action: row.action,
      actor: row.user_email ? displayName({ name: row.user_name, email: row.user_email }) : null,
      target: row.target_type ? (targets.get(`${row.target_type}:${row.target_id}`) ?? null) : null,
      details:
        row.details && row.details.length > 2000 ? `${row.details.slice(0, 2000)}…` : row.details,
    })),
  };
}

/** The accounts that appear in the journal, for its "who" filter. */
export async function auditActors({ db }: AppDatabase) {
  const users = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    // One look-up per account in the log's user index, not a walk through the whole log.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("audit_log")
          .select("audit_log.id")
          .whereRef("audit_log.user_id", "=", "user.id"),
      ),
    )
    .execute();
  return users
    .map((u) => ({ id: u.id, name: displayName(u) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

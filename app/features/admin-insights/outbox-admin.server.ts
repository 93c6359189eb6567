import type { ExpressionBuilder } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database, OutboxStatus } from "~/db/schema";
import { PAGE_SIZE, pageWithin } from "~/lib/paging";
import type { OutboxTab } from "./lists";

/**
 * The outbox as the administrators see it (docs/product/screens.md#admin-screens): the list, its
 * health on the dashboard, and "resend". Sending itself stays with the worker
 * (app/features/mail/outbox.server.ts, decision 010); resending only hands a message back to it.
 */
/** A message still not sent this long after it was queued, with an error, is "failing". */
export const FAILING_AFTER_MS = 3_600_000;
/** The dashboard's alert looks at messages tried in the last week (decision 022). */
export const ALERT_WINDOW_MS = 7 * 86_400_000;
/**
 * Kinds whose text the list may show. A password reset carries a secret link: its text never
 * leaves the database, nor does that of any kind added later until it is listed here.
 */
const READABLE_KINDS = ["lead-notification", "lead-acknowledgement"];

export interface OutboxRow {
  id: string;
  created_at: string;
  kind: string;
  to_address: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  /** "Sent" only as a file under DATA_DIR/outbox (no SMTP_URL): nobody received it. */
  toFile: boolean;
  related_type: string | null;
  related_id: string | null;
  /** The message's text, null for kinds that are not readable. */
  text: string | null;
  /** Has been failing for over an hour (queued that long ago, not sent, last attempt failed). */
  failing: boolean;
  /** "Resend" applies: failed, or waiting for a retry after errors and not being sent now. */
  resendable: boolean;
}

type Eb = ExpressionBuilder<Database, "email_outbox">;
const iso = (now: Date, minusMs = 0) => nowIso(new Date(now.getTime() - minusMs));

/** Not sent, and its last attempt failed: failed for good, or pending a retry after errors. */
function notGoing(eb: Eb) {
  return eb.or([eb("status", "=", "failed"), retrying(eb)]);
}

/** What "resend" may touch: failed, or failing and not leased by a worker at this moment. */
function resendable(eb: Eb, now: Date) {
  return eb.or([
    eb("status", "=", "failed"),
    eb.and([
      notGoing(eb),
      eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]),
    ]),
  ]);
}

/** Retrying after errors: pending, tried, and its last attempt failed. */
function retrying(eb: Eb) {
  return eb.and([
    eb("status", "=", "pending"),
    eb("attempts", ">", 0),
    eb("last_error", "is not", null),
  ]);
}

/**
 * The list's tabs: "failed" is every message that is not going out (failed for good, or retrying
 * after errors), "pending" the ones simply waiting their turn, "file" the ones only written to a
 * file, "sent" those a sending server accepted.
 */
function inTab(eb: Eb, tab: OutboxTab) {
  if (tab === "failed") return notGoing(eb);
  if (tab === "pending") return eb.and([eb("status", "=", "pending"), eb.not(retrying(eb))]);
  return eb.and([eb("status", "=", "sent"), eb("sent_to_file", tab === "file" ? "=" : "<>", 1)]);
}

/**
 * How many messages each tab holds. Grouped by status along the (status, sent_to_file, attempts)
 * index, never reading a message; only the pending ones that were tried are read, to tell the
 * retrying (shown as failed) from those waiting their turn.
 */
async function countTabs(db: AppDatabase["db"]): Promise<Record<OutboxTab, number>> {
  const [groups, retried] = await Promise.all([
    db
      .selectFrom("email_outbox")
      .select(["status", "sent_to_file", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy(["status", "sent_to_file"])
      .execute(),
    db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where(retrying)
      .executeTakeFirst(),
  ]);
  const count = (status: OutboxStatus, toFile?: boolean) =>
    groups
      .filter(
        (g) =>
          g.status === status &&
          (toFile === undefined || (Number(g.sent_to_file) === 1) === toFile),
      )
      .reduce((sum, g) => sum + Number(g.n), 0);
  const retryingCount = Number(retried?.n ?? 0);
  return {
    pending: count("pending") - retryingCount,
    failed: count("failed") + retryingCount,
    file: count("sent", true),
    sent: count("sent", false),
  };
}

export async function listOutbox(
  { db }: AppDatabase,
  { status, page = 1 }: { status?: OutboxTab; page?: number },
  now = new Date(),
): Promise<{
  rows: OutboxRow[];
  total: number;
  page: number;
  byStatus: Record<OutboxTab, number>;
}> {
  const byStatus = await countTabs(db);
  const total = status
    ? byStatus[status]
    : byStatus.pending + byStatus.failed + byStatus.file + byStatus.sent;
  // Past the end (e-mails that left this tab since the link was made): the last page.
  const shown = pageWithin(page, total, PAGE_SIZE);
  const rows = await db
    .selectFrom("email_outbox")
    .select([
      "id",
      "created_at",
      "kind",
      "to_address",
      "subject",
      "status",
      "attempts",
      "next_attempt_at",
      "locked_until",
      "last_error",
      "sent_at",
      "sent_to_file",
      "related_type",
      "related_id",
    ])
    // The text is read only for readable kinds, so a secret link is never even loaded.
    .select((eb) =>
      eb
        .case()
        .when("kind", "in", READABLE_KINDS)
        .then(eb.ref("text_body"))
        .else(null)
        .end()
        .as("text"),
    )
    .$if(Boolean(status), (q) => q.where((eb) => inTab(eb, status!)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset(shown.offset)
    .execute();
  const failingSince = iso(now, FAILING_AFTER_MS);
  return {
    total,
    page: shown.page,
    byStatus,
    rows: rows.map(({ locked_until, sent_to_file, ...row }) => {
      const notSent =
        row.status === "failed" ||
        (row.status === "pending" && row.attempts > 0 && row.last_error !== null);
      return {
        ...row,
        text: row.text ?? null,
        toFile: Number(sent_to_file) === 1,
        failing: notSent && row.created_at <= failingSince,
        resendable:
          row.status === "failed" || (notSent && (!locked_until || locked_until < iso(now))),
      };
    }),
  };
}

/**
 * The dashboard's view of the outbox: how many messages failed for good, and how many have been
 * failing for over an hour (queued over an hour ago and still not sent after an error) among
 * those tried in the last week. A pending message's next try, or a failed one's last try plus at
 * most an hour, is `next_attempt_at`; that is what "tried in the last week" reads.
 */
export async function outboxHealth(
  { db }: AppDatabase,
  now = new Date(),
): Promise<{ failed: number; failingLong: number }> {
  // Two counts, each along an index: failed ones by status alone (the index holds them), and
  // those failing long among the few tried in the last week, found by (status, next_attempt_at).
  // One pass over every message not sent read each row: 4,000 failed ones took 20–70 ms.
  const [failed, failing] = await Promise.all([
    db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "failed")
      .executeTakeFirst(),
    db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "in", ["pending", "failed"])
      .where("next_attempt_at", ">=", iso(now, ALERT_WINDOW_MS))
      .where("created_at", "<=", iso(now, FAILING_AFTER_MS))
      .where(notGoing)
      .executeTakeFirst(),
  ]);
  return { failed: Number(failed?.n ?? 0), failingLong: Number(failing?.n ?? 0) };
}

export type ResendOutcome = "queued" | "not-needed" | "missing";

/**
 * Hands a failed (or failing, not being sent) message back to the worker: pending, due now, with
 * a fresh count of attempts (past 25 the worker would give up at once). One UPDATE whose WHERE
 * holds the status condition, so it is idempotent and safe with several processes: a second
 * click, or another administrator, finds it pending with no attempts and changes nothing; a
 * message a worker has just claimed (leased) or sent is never touched.
 */
export async function resendEmail(
  { db }: AppDatabase,
  id: string,
  now = new Date(),
): Promise<{ outcome: ResendOutcome; before?: { status: OutboxStatus; attempts: number } }> {
  const before = await db
    .selectFrom("email_outbox")
    .select(["status", "attempts"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return { outcome: "missing" };
  const result = await db
    .updateTable("email_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: iso(now), locked_until: null })
    .where("id", "=", id)
    .where((eb) => resendable(eb, now))
    .executeTakeFirst();
  return { outcome: Number(result.numUpdatedRows) === 1 ? "queued" : "not-needed", before };
}

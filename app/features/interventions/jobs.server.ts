import { createHash, randomBytes } from "node:crypto";
import { href } from "react-router";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { getSiteData } from "~/features/company/index.server";
import { queueEmail } from "~/features/mail/index.server";
import { startHourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import { recordIntervention, tellClient } from "./booking.server";
import { localeOf, testimonialEmail } from "./emails";
import { shownRow } from "./read.server";
import { addDays, fromLome, lomeClock } from "./times";

/** The reminder goes at 18:00 in Lomé on the day before the intervention. */
export const REMINDER_TIME = "18:00";

export function reminderMoment(startsAt: string): Date {
  return fromLome(addDays(lomeClock(new Date(startsAt)).day, -1), REMINDER_TIME);
}

export const hashTestimonialToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/**
 * Sends the reminders that are due: planned interventions starting after now whose reminder
 * moment has come, set before that moment (a date set later is fresh news, not to remind).
 * Each is claimed by setting `reminded_at` in the transaction that queues it: two processes
 * never both send one. Returns how many were queued.
 */
export async function sendReminders(
  database: AppDatabase,
  { now = new Date(), host }: { now?: Date; host: string },
): Promise<number> {
  const at = nowIso(now);
  const candidates = await database.db
    .selectFrom("interventions as i")
    .innerJoin("devis as d", "d.id", "i.devis_id")
    .select(["i.id", "i.starts_at", "i.planned_at"])
    .where("i.status", "=", "planned")
    .where("i.reminded_at", "is", null)
    .where("i.starts_at", ">", at)
    .where("i.starts_at", "<", new Date(now.getTime() + 36 * 3_600_000).toISOString())
    .where("d.client_email", "!=", "")
    .execute();
  const due = candidates.filter((c) => {
    const moment = reminderMoment(c.starts_at);
    return moment <= now && new Date(c.planned_at) < moment;
  });
  if (!due.length) return 0;
  const { company } = await getSiteData(database);
  let sent = 0;
  for (const c of due)
    await database.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("interventions")
        .set({ reminded_at: at })
        .where("id", "=", c.id)
        .where("reminded_at", "is", null)
        .where("status", "=", "planned")
        .where("starts_at", "=", c.starts_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const row = (await shownRow(trx, c.id))!;
      await tellClient(trx, row, "reminder", { userId: null, company, host, now });
      await recordIntervention(
        trx,
        null,
        "intervention.remind",
        c.id,
        { devis: row.reference },
        at,
      );
      sent++;
    });
  return sent;
}

/**
 * Sends the testimonial requests that are due (2 days after a devis's last intervention was
 * done), once each: `requested_at` and the link's hash are set in the transaction that queues
 * the e-mail. The token itself is only in the e-mail.
 */
export async function sendTestimonialRequests(
  database: AppDatabase,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  const at = nowIso(now);
  const due = await database.db
    .selectFrom("testimonial_requests as r")
    .innerJoin("devis as d", "d.id", "r.devis_id")
    .select(["r.devis_id", "d.locale", "d.client_name", "d.client_email", "d.number", "d.version"])
    .where("r.requested_at", "is", null)
    .where("r.due_at", "<=", at)
    .where("d.client_email", "!=", "")
    .where("d.anonymised_at", "is", null)
    .execute();
  if (!due.length) return 0;
  const { company } = await getSiteData(database);
  let sent = 0;
  for (const d of due)
    await database.db.transaction().execute(async (trx) => {
      const token = randomBytes(24).toString("base64url");
      const claimed = await trx
        .updateTable("testimonial_requests")
        .set({ requested_at: at, token_hash: hashTestimonialToken(token) })
        .where("devis_id", "=", d.devis_id)
        .where("requested_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const service = await serviceOf(trx, d.devis_id);
      const reference = d.version > 1 ? `${d.number}-v${d.version}` : d.number;
      const path = href("/temoignage/:token", { token });
      const link = new URL(localeOf(d) === "en" ? `${path}?lng=en` : path, publicUrl).toString();
      await queueEmail(trx, {
        kind: "testimonial-request",
        to: d.client_email,
        replyTo: company.email,
        ...testimonialEmail({ ...d, reference, service }, link, company),
        relatedType: "devis",
        relatedId: d.devis_id,
      });
      await recordIntervention(
        trx,
        null,
        "intervention.testimonial-request",
        d.devis_id,
        {
          devis: reference,
        },
        at,
        "devis",
      );
      sent++;
    });
  return sent;
}

/** The service a devis was for, as the client reads it: its first line. */
export async function serviceOf(db: Parameters<typeof shownRow>[0], devisId: string) {
  const line = await db
    .selectFrom("devis_lines")
    .select("label")
    .where("devis_id", "=", devisId)
    .orderBy("position")
    .executeTakeFirst();
  return line?.label.slice(0, 120) ?? "";
}

/** Looks every 10 minutes, so the 18:00 reminder leaves by 18:10 (and never twice). */
export function startInterventionJobs(options: { database: AppDatabase; publicUrl: string }) {
  const host = new URL(options.publicUrl).host;
  return startHourlyJob(
    async () => {
      const reminders = await sendReminders(options.database, { host });
      const requests = await sendTestimonialRequests(options.database, options);
      return { reminders, requests };
    },
    {
      intervalMs: 10 * 60_000,
      onError: (error) => log.error("intervention jobs failed", { error }),
    },
  );
}

import { sql } from "kysely";
import type { AppDatabase } from "~/db/db.server";
import { nowIso } from "~/db/db.server";
import { formatFcfa } from "~/content/pricing";
import { getSiteData } from "~/features/company/index.server";
import { addDays, formatDay, lomeDay } from "~/features/devis";
import { documentFileName, invoicePdf, recordStep } from "~/features/invoices/index.server";
import { queueEmail } from "~/features/mail/index.server";
import { fillTemplate } from "~/i18n/template";
import { invoiceWords, words } from "~/i18n/words/invoices";
import { startHourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import { REMINDER_DAYS, reminderDue } from "./reminders";

/** Reminders go in office hours, Lomé time (UTC all year): from 8:00 to 18:00. */
const OFFICE_HOURS = [8, 18] as const;

/** What a reminder tells the client, and the WhatsApp text the team may send instead. */
export function reminderTexts(
  invoice: {
    number: string;
    client_name: string;
    issued_on: string;
    due_on: string;
    locale: string;
  },
  left: number,
  company: string,
) {
  const locale = invoice.locale === "en" ? "en" : "fr";
  const w = words(locale, invoiceWords).reminder;
  const fill = (text: string) =>
    fillTemplate(text, {
      name: invoice.client_name,
      number: invoice.number,
      company,
      issued: formatDay(invoice.issued_on, locale),
      due: formatDay(invoice.due_on, locale),
      left: formatFcfa(left, locale),
    });
  return {
    subject: fill(w.subject),
    text: `${fill(w.body)}\n\n${fill(w.sign)}`,
    whatsapp: fill(w.whatsapp),
  };
}

/**
 * Sends the reminders due today: each unpaid invoice 7, 15 and 30 days past its due date, unless
 * its client asked for none or has no e-mail address. Each reminder is claimed by its row in the
 * transaction that queues its e-mail, so two processes never send one twice. Returns how many
 * were queued.
 */
export async function sendDueReminders(database: AppDatabase, now = new Date()): Promise<number> {
  const hour = now.getUTCHours();
  if (hour < OFFICE_HOURS[0] || hour >= OFFICE_HOURS[1]) return 0;
  const { db } = database;
  const today = lomeDay(now);
  const late = await db
    .selectFrom("invoices")
    .leftJoin("reminder_opt_outs", (join) =>
      join.on(sql`lower(invoices.client_email)`, "=", sql.ref("reminder_opt_outs.client_email")),
    )
    .select([
      "invoices.id",
      "invoices.number",
      "invoices.locale",
      "invoices.client_name",
      "invoices.client_email",
      "invoices.issued_on",
      "invoices.due_on",
      "reminder_opt_outs.client_email as opted_out",
      sql<number>`invoices.total
        - coalesce((select sum(c.total) from credit_notes c where c.invoice_id = invoices.id), 0)
        - coalesce((select sum(p.amount) from payments p where p.invoice_id = invoices.id), 0)`.as(
        "owed",
      ),
      sql<string>`coalesce((select max(r.step) from invoice_reminders r where r.invoice_id = invoices.id), 0)`.as(
        "last_step",
      ),
    ])
    .where("invoices.due_on", "<=", addDays(today, -REMINDER_DAYS[0]))
    .where("invoices.anonymised_at", "is", null)
    .where("invoices.client_email", "!=", "")
    .execute();
  const { company } = await getSiteData(database);
  let queued = 0;
  for (const invoice of late) {
    const step = reminderDue(
      {
        dueOn: invoice.due_on,
        owed: Number(invoice.owed),
        remindersOff: invoice.opted_out !== null,
        sent: [Number(invoice.last_step)],
      },
      today,
    );
    if (!step) continue;
    const pdf = await invoicePdf(database, invoice.id);
    const texts = reminderTexts(invoice, Number(invoice.owed), company.name);
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("invoice_reminders")
        .values({ invoice_id: invoice.id, step, sent_at: nowIso() })
        .onConflict((oc) => oc.columns(["invoice_id", "step"]).doNothing())
        .returning("step")
        .executeTakeFirst();
      if (!claimed) return false;
      await queueEmail(trx, {
        kind: "invoice-reminder",
        to: invoice.client_email,
        replyTo: company.email,
        subject: texts.subject,
        text: texts.text,
        relatedType: "invoice",
        relatedId: invoice.id,
        attachments: pdf
          ? [
              {
                filename: documentFileName(invoice.number),
                contentType: "application/pdf",
                content: pdf,
              },
            ]
          : [],
      });
      await recordStep(
        trx,
        null,
        "invoice.reminder",
        { type: "invoice", id: invoice.id },
        { invoice: invoice.number, days: step },
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Looks every hour whether a reminder is due; the first look comes a second after start. */
export function startReminderJob({ database, kick }: { database: AppDatabase; kick: () => void }) {
  return startHourlyJob(
    async () => {
      const queued = await sendDueReminders(database);
      if (queued) {
        log.info("payment reminders queued", { queued });
        kick();
      }
      return queued;
    },
    { onError: (error) => log.error("payment reminders failed", { error }) },
  );
}

/** Turns a client's reminders off or on again, by their e-mail address. */
export async function setRemindersOff(
  { db }: AppDatabase,
  clientEmail: string,
  off: boolean,
  userId: string | null,
) {
  const key = clientEmail.trim().toLowerCase();
  if (!key) return;
  await db.transaction().execute(async (trx) => {
    if (off)
      await trx
        .insertInto("reminder_opt_outs")
        .values({ client_email: key, created_at: nowIso(), created_by: userId })
        .onConflict((oc) => oc.column("client_email").doNothing())
        .execute();
    else await trx.deleteFrom("reminder_opt_outs").where("client_email", "=", key).execute();
    await recordStep(
      trx,
      userId,
      off ? "invoice.reminders-off" : "invoice.reminders-on",
      null,
      null,
    );
  });
}

/** What the invoice screen shows of its reminders: those sent, the client's choice, the WhatsApp text. */
export async function reminderPanel(
  database: AppDatabase,
  invoice: {
    id: string;
    number: string;
    locale: string;
    client_name: string;
    client_email: string;
    client_phone: string;
    issued_on: string;
    due_on: string;
  },
  owed: number,
  now = new Date(),
) {
  const { db } = database;
  const [sent, optOut, site] = await Promise.all([
    db
      .selectFrom("invoice_reminders")
      .select(["step", "sent_at"])
      .where("invoice_id", "=", invoice.id)
      .orderBy("step")
      .execute(),
    invoice.client_email
      ? db
          .selectFrom("reminder_opt_outs")
          .select("client_email")
          .where("client_email", "=", invoice.client_email.trim().toLowerCase())
          .executeTakeFirst()
      : undefined,
    getSiteData(database),
  ]);
  const late = owed > 0 && invoice.due_on < lomeDay(now);
  const phone = invoice.client_phone.replace(/\D/g, "");
  const text = reminderTexts(invoice, owed, site.company.name).whatsapp;
  return {
    invoiceId: invoice.id,
    hasEmail: Boolean(invoice.client_email),
    off: Boolean(optOut),
    sent: sent.map((s) => ({ days: Number(s.step), at: s.sent_at })),
    whatsapp: late ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null,
  };
}

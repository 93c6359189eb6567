import { href } from "react-router";
import { formatFcfa } from "~/content/pricing";
import type { AppDatabase } from "~/db/db.server";
import { claimDay } from "~/db/day-claims.server";
import { formatDay } from "~/features/admin";
import { getSiteData } from "~/features/company/index.server";
import { INBOX_KINDS, INBOX_TABLES } from "~/features/leads/index.server";
import { queueEmail } from "~/features/mail/index.server";
import { sourceName } from "~/features/visits";
import { visitReport, type SourceLine } from "~/features/visits/index.server";
import { localizePath, parseLocale, type Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { adminWords, words } from "~/i18n/words/admin";
import { startHourlyJob } from "~/lib/hourly-job.server";
import { log } from "~/lib/logger.server";
import { plural } from "~/lib/plural";

/**
 * The Monday report (docs/product/visits.md#the-monday-report): at 7:00 in Lomé (UTC all year),
 * each administrator who has not turned it off is sent the week just ended, in their language,
 * through the outbox. Once a week across every process: the Monday is claimed in the same
 * transaction as the e-mails are queued.
 */
export const REPORT_HOUR = 7;
const DAY_MS = 86_400_000;
const COUNTER = "weekly-report";

/** The week a report sent at `now` covers, Monday to Sunday; null before Monday 7:00. */
export function reportWeek(now: Date): { from: string; to: string } | null {
  if (now.getUTCDay() !== 1 || now.getUTCHours() < REPORT_HOUR) return null;
  const monday = Date.parse(now.toISOString().slice(0, 10));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(monday - 7 * DAY_MS), to: day(monday) };
}

export interface WeekFigures {
  from: string;
  to: string;
  visits: number;
  visitsBefore: number;
  leads: number;
  sent: number;
  accepted: number;
  fcfa: number;
  /** The source that brought the most FCFA, then the most requests; null when none did. */
  best: SourceLine | null;
  /** Requests still new after 24 hours */
  waiting: number;
}

export async function weekFigures(
  database: AppDatabase,
  week: { from: string; to: string },
  now: Date,
): Promise<WeekFigures> {
  const { db } = database;
  const before = {
    from: new Date(Date.parse(week.from) - 7 * DAY_MS).toISOString().slice(0, 10),
    to: week.from,
  };
  const [report, previous, sent, waiting] = await Promise.all([
    visitReport(database, week, INBOX_TABLES),
    visitReport(database, before, INBOX_TABLES),
    db
      .selectFrom("devis")
      .select((eb) => eb.fn.count<number>("number").distinct().as("n"))
      .where("sent_at", ">=", week.from)
      .where("sent_at", "<", week.to)
      .executeTakeFirst(),
    Promise.all(
      INBOX_KINDS.map(({ table }) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .where("created_at", "<", new Date(now.getTime() - DAY_MS).toISOString())
          .executeTakeFirst(),
      ),
    ),
  ]);
  const sum = (key: "leads" | "accepted" | "fcfa") =>
    report.sources.reduce((total, line) => total + line[key], 0);
  const ranked = [...report.sources]
    .filter((line) => line.fcfa > 0 || line.leads > 0)
    .sort((a, b) => b.fcfa - a.fcfa || b.leads - a.leads || b.visits - a.visits);
  return {
    ...week,
    visits: report.visits,
    visitsBefore: previous.visits,
    leads: sum("leads"),
    sent: Number(sent?.n ?? 0),
    accepted: sum("accepted"),
    fcfa: sum("fcfa"),
    best: ranked[0] ?? null,
    waiting: waiting.reduce((total, row) => total + Number(row?.n ?? 0), 0),
  };
}

/** The report in one language: its subject and plain text. */
export function reportEmail(
  figures: WeekFigures,
  {
    locale,
    name,
    company,
    publicUrl,
  }: {
    locale: Locale;
    name: string;
    company: string;
    publicUrl: string;
  },
) {
  const w = words(locale, adminWords).report;
  const t = words(locale, adminWords).visits;
  const from = formatDay(figures.from, locale);
  const to = formatDay(
    new Date(Date.parse(figures.to) - DAY_MS).toISOString().slice(0, 10),
    locale,
  );
  const link = (path: string) => new URL(localizePath(path, locale), publicUrl).href;
  const best = figures.best;
  const lines = [
    `${plural(locale, figures.visits, w.visits)} (${plural(locale, figures.visitsBefore, { one: w.visitsBefore, other: w.visitsBefore })})`,
    plural(locale, figures.leads, w.leads),
    plural(locale, figures.sent, w.sent),
    `${plural(locale, figures.accepted, w.accepted)} ${fillTemplate(w.acceptedFcfa, { amount: formatFcfa(figures.fcfa, locale) })}`,
    best
      ? fillTemplate(w.best, {
          source: sourceName(best.source, t),
          leads: plural(locale, best.leads, w.leads),
          fcfa: formatFcfa(best.fcfa, locale),
        })
      : w.noBest,
    figures.waiting ? plural(locale, figures.waiting, w.waiting) : w.noneWaiting,
  ];
  const text = [
    fillTemplate(w.greeting, { name }),
    "",
    fillTemplate(w.intro, { from, to }),
    "",
    ...lines.map((line) => `- ${line}`),
    "",
    fillTemplate(w.details, { url: link(href("/admin/visits")) }),
    fillTemplate(w.inbox, { url: link(href("/admin/leads")) }),
    "",
    fillTemplate(w.stop, { url: link(href("/admin/account")) }),
    "",
    company,
  ].join("\n");
  return { subject: fillTemplate(w.subject, { company, from, to }), text };
}

/**
 * Queues the week's report for every administrator who receives it, once per Monday; the
 * number queued, or undefined when it is not time or another process has done it.
 */
export async function sendWeeklyReport(
  database: AppDatabase,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number | undefined> {
  const week = reportWeek(now);
  if (!week) return undefined;
  const [figures, site] = await Promise.all([
    weekFigures(database, week, now),
    getSiteData(database),
  ]);
  return database.db.transaction().execute(async (trx) => {
    if (!(await claimDay(trx, COUNTER, now))) return undefined;
    const admins = await trx
      .selectFrom("user")
      .leftJoin("report_settings", "report_settings.user_id", "user.id")
      .select([
        "user.name",
        "user.email",
        "user.banned",
        "report_settings.weekly",
        "report_settings.locale",
      ])
      .where("user.role", "=", "admin")
      .execute();
    // A banned account reads nothing; `banned` is 0/1 on SQLite and a boolean on PostgreSQL.
    const receiving = admins.filter((admin) => !admin.banned && admin.weekly !== 0);
    for (const admin of receiving) {
      const locale = parseLocale(admin.locale) ?? "fr";
      const email = reportEmail(figures, {
        locale,
        name: admin.name,
        company: site.facts.company.name,
        publicUrl,
      });
      await queueEmail(trx, { kind: "weekly-report", to: admin.email, ...email });
    }
    return receiving.length;
  });
}

export function startWeeklyReportJob(options: { database: AppDatabase; publicUrl: string }) {
  return startHourlyJob(() => sendWeeklyReport(options.database, options), {
    onError: (error) => log.error("weekly report failed", { error }),
  });
}

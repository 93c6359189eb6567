import { href, Link } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/dashboard";
import { AskName, formatDate, useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { leadKindWords, words } from "~/i18n/words/lead-kinds";
import { dashboardForm } from "./dashboard.server";
import {
  LaunchPanel,
  LeadsChart,
  MailAlert,
  SourceTable,
  DevisFigures,
} from "~/features/admin-insights";
import {
  leadSources,
  leadsPerWeek,
  outboxHealth,
  launchChecklist,
  devisFigures,
} from "~/features/admin-insights/index.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import { leadCounts, latestLeads } from "~/features/leads/index.server";
import { LEAD_TYPES } from "~/features/leads";
import { demoCounts, removeDemoContent, invalidateSiteData } from "~/features/company/index.server";
import { localizePath } from "~/i18n/locale";
import { TextsToCheck } from "~/features/page-editor";
import { listTextsToCheck } from "~/features/page-editor/index.server";
import { MoneyFigures } from "~/features/accounting";
import { moneyFigures } from "~/features/accounting/index.server";
import { getRuntime } from "~/runtime/runtime.server";
import { NextInterventions } from "~/features/interventions";
import { nextInterventions } from "~/features/interventions/index.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database, config } = await getRuntime();
  const [counts, latest, demo, checklist, mail, weeks, sources, devis, textsToCheck, money] =
    await Promise.all([
      leadCounts(database),
      latestLeads(database, 8),
      demoCounts(database),
      launchChecklist(database, config),
      outboxHealth(database),
      leadsPerWeek(database),
      leadSources(database),
      devisFigures(database),
      listTextsToCheck(database.db),
      moneyFigures(database),
    ]);
  const nextDays = await nextInterventions(database.db);
  return {
    nextDays,
    counts,
    latest,
    demo,
    checklist,
    mail: { ...mail, toFiles: !config.SMTP_URL },
    weeks,
    sources,
    devis,
    textsToCheck,
    money,
  };
}

/** The one action of the dashboard: remove every demo row (administrators only). */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(
    { request, context },
    { form: dashboardForm, adminOnly: true },
    async (user) => {
      const { database } = await getRuntime();
      const removed = await removeDemoContent(database);
      invalidateSiteData(database);
      await audit(user, "demo.remove", { type: "demo", id: "all" }, removed);
      return { removed };
    },
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, user } = useAdmin();
  const { counts, latest, mail } = loaderData;
  const kinds = words(locale, leadKindWords);
  const cards: Array<readonly [string, number, string | null]> = [
    ...LEAD_TYPES.map(
      (type) =>
        [
          kinds[type].newLeads,
          counts.newLeads[type],
          `${href("/admin/leads")}?type=${type}&status=new`,
        ] as const,
    ),
    [t.dashboard.pendingTestimonials, counts.pendingTestimonials, href("/admin/testimonials")],
    [t.dashboard.drafts, counts.drafts, href("/admin")],
    // The outbox is for administrators: an editor sees the figure without the way there.
    [
      t.insights.failedEmails,
      mail.failed,
      user.role === "admin" ? `${href("/admin/outbox")}?status=failed` : null,
    ],
  ];
  const card = "block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.dashboard.title}</h1>
      <AskName />
      <MailAlert failing={mail.failingLong} toFiles={mail.toFiles} />
      <RefusalNotice answer={actionData} />
      <LaunchPanel
        demo={loaderData.demo}
        checklist={loaderData.checklist}
        removed={Boolean(actionData && !isRefusal(actionData) && actionData.removed)}
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value, to]) => {
          const figure = (
            <>
              <span
                className="block text-3xl font-bold text-green-900"
                data-testid={`count-${label}`}
              >
                {value}
              </span>
              <span className="text-slate-700">{label}</span>
            </>
          );
          return (
            <li key={label}>
              {to ? (
                <Link to={localizePath(to, locale)} className={`${card} hover:border-green-700`}>
                  {figure}
                </Link>
              ) : (
                <div className={card}>{figure}</div>
              )}
            </li>
          );
        })}
      </ul>
      <TextsToCheck {...loaderData.textsToCheck} />
      <NextInterventions lines={loaderData.nextDays} />
      <DevisFigures figures={loaderData.devis} />
      <MoneyFigures money={loaderData.money} />
      <LeadsChart weeks={loaderData.weeks} />
      <SourceTable sources={loaderData.sources} />
      <h2 className="mt-10 text-xl font-semibold">{t.dashboard.latest}</h2>
      {latest.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.dashboard.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {latest.map((lead) => (
            <li key={lead.id}>
              <Link
                to={href("/admin/leads/:type/:id", { type: lead.type, id: lead.id })}
                className="flex flex-wrap justify-between gap-2 px-4 py-3 hover:bg-slate-50"
              >
                <span className="font-medium">
                  {lead.reference ?? kinds[lead.type].name} · {lead.name}
                </span>
                <span className="text-sm text-slate-600">
                  {t.leads.statuses[lead.status]} · {formatDate(lead.created_at, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

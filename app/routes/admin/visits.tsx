import { data, Form, href, Link } from "react-router";
import type { Route } from "./+types/visits";
import { SERVICE_TYPE_OPTIONS } from "~/content/pricing";
import { Lines } from "./visit-lines";
import { VisitWeeks } from "./visit-weeks";
import { formatDay, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { sourceName } from "~/features/visits";
import { visitReport } from "~/features/visits/index.server";
import { INBOX_TABLES } from "~/features/leads/index.server";
import { localizePath } from "~/i18n/locale";
import { inputClass } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import { formatNumber, plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

const PERIODS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day typed in a date field, or null when it is not a real one ("2026-02-30"). */
const readDay = (value: string | null) =>
  value && DAY.test(value) && dayOf(Date.parse(`${value}T00:00:00Z`)) === value ? value : null;

/**
 * The last `days` whole days up to today (Lomé, UTC), or the days the owner chose (`from`, `to`
 * included), against the same number of days just before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("days"));
  let days: number = PERIODS.find((n) => n === asked) ?? 30;
  let end = Date.parse(`${dayOf(Date.now())}T00:00:00Z`) + DAY_MS;
  let chosen: { from: string; to: string } | null = null;
  let refused = false;
  if (params.has("from") || params.has("to")) {
    const [first, last] = [readDay(params.get("from")), readDay(params.get("to"))];
    const span = first && last ? (Date.parse(last) - Date.parse(first)) / DAY_MS + 1 : 0;
    // Up to ten years: the daily totals are kept for ever, the rows for 90 days.
    if (first && last && span >= 1 && span <= 3660) {
      [days, end, chosen] = [span, Date.parse(last) + DAY_MS, { from: first, to: last }];
    } else refused = true;
  }
  const [from, to, before] = [
    dayOf(end - days * DAY_MS),
    dayOf(end),
    dayOf(end - 2 * days * DAY_MS),
  ];
  const { database } = await getRuntime();
  const [current, previous] = await Promise.all([
    visitReport(database, { from, to }, INBOX_TABLES),
    visitReport(database, { from: before, to: from }, INBOX_TABLES),
  ]);
  const answer = { days, chosen, refused, current, previous };
  // A period that is not one is said on the page, with the last 30 days under it.
  return refused ? data(answer, { status: 400 }) : answer;
}

export default function Visits({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const w = t.visits;
  const { days, chosen, refused, current, previous } = loaderData;
  const n = (value: number) => formatNumber(locale, value);
  const figures = [
    [w.pageViews, current.pageViews, previous.pageViews],
    [w.visitsLabel, current.visits, previous.visits],
    [w.visitorsLabel, current.visitors, previous.visitors],
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{w.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{w.intro}</p>
      <p className="mt-2">
        <Link
          to={localizePath(href("/admin/visits/links"), locale)}
          className="font-semibold text-green-800 underline"
        >
          {w.links.open}
        </Link>
      </p>
      <nav aria-label={w.period} className="mt-4 flex flex-wrap gap-2">
        {PERIODS.map((period) => (
          <Link
            key={period}
            to={localizePath(`${href("/admin/visits")}?days=${period}`, locale)}
            aria-current={!chosen && period === days ? "page" : undefined}
            className={`rounded-full border px-4 py-2 font-semibold ${
              !chosen && period === days
                ? "border-green-800 bg-green-800 text-white"
                : "border-slate-300 bg-white text-slate-800"
            }`}
          >
            {plural(locale, period, w.days)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        {locale === "en" && <input type="hidden" name="lng" value="en" />}
        <label className="text-sm font-semibold text-slate-800">
          {w.from}
          <input
            type="date"
            name="from"
            defaultValue={chosen?.from}
            required
            className={inputClass}
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {w.to}
          <input type="date" name="to" defaultValue={chosen?.to} required className={inputClass} />
        </label>
        <button className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
          {w.show}
        </button>
      </Form>
      {refused && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {w.badPeriod}
        </p>
      )}
      {chosen && (
        <p className="mt-3 font-semibold text-slate-800">
          {fillTemplate(w.chosen, {
            from: formatDay(chosen.from, locale, { year: true }),
            to: formatDay(chosen.to, locale, { year: true }),
          })}
        </p>
      )}
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {figures.map(([label, now, before]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-3xl font-bold text-slate-900">{n(now)}</dd>
            <dd className="text-sm text-slate-600">{fillTemplate(w.before, { n: n(before) })}</dd>
          </div>
        ))}
      </dl>
      <VisitWeeks steps={current.steps} />
      <h2 className="mt-8 text-xl font-bold text-slate-900">{w.bySource}</h2>
      {current.sources.length === 0 ? (
        <p className="mt-2 text-slate-700">{w.none}</p>
      ) : (
        <Lines lines={current.sources} heading={w.source} name={(s) => sourceName(s, w)} />
      )}
      <p className="mt-3 max-w-3xl text-sm text-slate-600">{w.whatsappNote}</p>
      {current.services.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{w.byService}</h2>
          <Lines
            lines={current.services}
            heading={w.service}
            name={(value) =>
              SERVICE_TYPE_OPTIONS.find((o) => o.value === value)?.label[locale] ?? value
            }
            noVisits
          />
        </>
      )}
      {current.landings.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{w.byLanding}</h2>
          <Lines
            lines={current.landings}
            heading={w.landing}
            name={(path) => path || w.landingUnknown}
          />
        </>
      )}
      {current.campaigns.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{w.campaigns}</h2>
          <Lines lines={current.campaigns} heading={w.campaign} name={(c) => c} anchor="campagne" />
        </>
      )}
    </>
  );
}

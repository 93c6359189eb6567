import { href, Link } from "react-router";
import type { Route } from "./+types/visits";
import { formatFcfa } from "~/content/pricing";
import { useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { SOURCE_NAMES, type VisitSource } from "~/features/visits";
import { type SourceLine, visitReport } from "~/features/visits/index.server";
import { INBOX_TABLES } from "~/features/leads/index.server";
import { localizePath, type Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import type { Words } from "~/i18n/words";
import { formatNumber, plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

const PERIODS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` whole days up to today (Lomé, UTC), against the same number just before. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = PERIODS.find((n) => n === asked) ?? 30;
  const end = Date.parse(`${dayOf(Date.now())}T00:00:00Z`) + DAY_MS;
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
  return { days, current, previous };
}

function sourceName(source: VisitSource, t: Words<"admin">["visits"]): string {
  if (source === "direct") return t.direct;
  if (source.startsWith("site:")) {
    const name = source.slice(5);
    // A campaign link's medium ("flyer") is a tag, not a site: only a host has a dot.
    if (!name.includes(".")) return t.links.sources[name as keyof typeof t.links.sources] ?? name;
    return fillTemplate(t.otherSite, { host: name });
  }
  return SOURCE_NAMES[source as keyof typeof SOURCE_NAMES] ?? source;
}

const percent = (locale: Locale, part: number, whole: number) =>
  new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(part / whole);

export default function Visits({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const w = t.visits;
  const { days, current, previous } = loaderData;
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
            aria-current={period === days ? "page" : undefined}
            className={`rounded-full border px-4 py-2 font-semibold ${
              period === days
                ? "border-green-800 bg-green-800 text-white"
                : "border-slate-300 bg-white text-slate-800"
            }`}
          >
            {plural(locale, period, w.days)}
          </Link>
        ))}
      </nav>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {figures.map(([label, now, before]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-3xl font-bold text-slate-900">{n(now)}</dd>
            <dd className="text-sm text-slate-600">{fillTemplate(w.before, { n: n(before) })}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{w.bySource}</h2>
      {current.sources.length === 0 ? (
        <p className="mt-2 text-slate-700">{w.none}</p>
      ) : (
        <Lines lines={current.sources} heading={w.source} name={(s) => sourceName(s, w)} />
      )}
      <p className="mt-3 max-w-3xl text-sm text-slate-600">{w.whatsappNote}</p>
      {current.campaigns.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{w.campaigns}</h2>
          <Lines lines={current.campaigns} heading={w.campaign} name={(c) => c} anchor="campagne" />
        </>
      )}
    </>
  );
}

/** One line per source or campaign: its visits, requests, and devis accepted with their FCFA. */
function Lines<K extends string>({
  lines,
  heading,
  name,
  anchor,
}: {
  lines: SourceLine<K>[];
  heading: string;
  name: (key: K) => string;
  /** Each line's id starts with it, so a campaign link can point at its campaign's line. */
  anchor?: string;
}) {
  const { t, locale } = useAdmin();
  const w = t.visits;
  const n = (value: number) => formatNumber(locale, value);
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2">{heading}</th>
            <th className="px-3 py-2 text-right">{w.visitsLabel}</th>
            <th className="px-3 py-2 text-right">{w.visitorsLabel}</th>
            <th className="px-3 py-2 text-right">{w.leads}</th>
            <th className="px-3 py-2 text-right">{w.rate}</th>
            <th className="px-3 py-2 text-right">{w.accepted}</th>
            <th className="px-3 py-2 text-right">{w.fcfa}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.source}
              id={anchor ? `${anchor}-${line.source}` : undefined}
              data-line={line.source}
              className="border-t border-slate-100"
            >
              <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                {name(line.source)}
              </th>
              <td className="px-3 py-2 text-right">{n(line.visits)}</td>
              <td className="px-3 py-2 text-right">{n(line.visitors)}</td>
              <td className="px-3 py-2 text-right">{n(line.leads)}</td>
              <td className="px-3 py-2 text-right">
                {line.visits ? percent(locale, line.leads, line.visits) : w.noRate}
              </td>
              <td className="px-3 py-2 text-right">{n(line.accepted)}</td>
              <td className="px-3 py-2 text-right">{formatFcfa(line.fcfa, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

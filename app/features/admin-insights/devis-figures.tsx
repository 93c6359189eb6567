import { href, Link } from "react-router";
import { figures as companyFigures } from "~/content/company";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin } from "~/features/admin";
import { formatNumber, plural } from "~/lib/plural";
import { chartScale } from "./chart-scale";
import type { DevisFigures as Figures } from "./devis-stats.server";
import { dateFormat, numberFormat } from "~/i18n/formats";

// The drawing's own units; the SVG scales to its box (a 390 px phone included).
const WIDTH = 400;
const HEIGHT = 200;
const PLOT = { left: 8, right: 392, top: 24, bottom: 170 };

/**
 * The devis part of the dashboard: this month's counts and acceptance rate, FCFA accepted per
 * month (bars drawn on the server, with the numbers as a table), the median wait for a devis
 * against the site's 24 h promise, and the requests still waiting, in red.
 */
export function DevisFigures({ figures }: { figures: Figures }) {
  const { t, locale } = useAdmin();
  const f = t.devis.figures;
  const monthName = dateFormat(locale, { month: "short", timeZone: "UTC" });
  const longMonth = dateFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const day = (m: string) => new Date(`${m}-01T00:00:00Z`);
  const { top } = chartScale(Math.max(0, ...figures.perMonth.map((m) => m.fcfa)));
  const slot = (PLOT.right - PLOT.left) / figures.perMonth.length;
  const y = (n: number) => PLOT.bottom - (n / top) * (PLOT.bottom - PLOT.top);
  const hours = figures.medianHours === null ? null : Math.round(figures.medianHours);
  const late = hours !== null && hours > companyFigures.quoteAnswerHours;
  const cards: Array<[string, string]> = [
    [f.sent, String(figures.sent)],
    [f.accepted, String(figures.accepted)],
    [f.declined, String(figures.declined)],
    [f.rate, figures.rate === null ? f.rateNone : percent.format(figures.rate)],
  ];
  return (
    <section aria-labelledby="devis-figures-title" className="mt-10" data-testid="devis-figures">
      <h2 id="devis-figures-title" className="text-xl font-semibold">
        {f.title} · {longMonth.format(day(figures.month))}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <li key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span
              className="block text-3xl font-bold text-green-900"
              data-testid={`devis-${label}`}
            >
              {value}
            </span>
            <span className="text-slate-700">{label}</span>
          </li>
        ))}
      </ul>
      <p
        className={`mt-4 font-semibold ${late ? "text-red-800" : "text-slate-800"}`}
        data-testid="devis-median"
      >
        {hours === null
          ? f.medianNone
          : fillTemplate(f.median, { delay: plural(locale, hours, f.hours) })}{" "}
        <span className="font-normal text-slate-700">
          {fillTemplate(f.promise, { hours: companyFigures.quoteAnswerHours })}
        </span>
      </p>
      <h3 id="devis-chart-title" className="mt-6 font-semibold">
        {f.chartTitle}
      </h3>
      <p className="text-sm text-slate-600">{f.chartNote}</p>
      <svg
        role="img"
        aria-labelledby="devis-chart-title"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 block h-auto w-full max-w-2xl rounded-xl border border-slate-200 bg-white"
      >
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="#cbd5e1" />
        {figures.perMonth.map((m, i) => {
          const x = PLOT.left + i * slot + slot * 0.2;
          return (
            <g key={m.month}>
              <rect
                x={x}
                width={slot * 0.6}
                y={y(m.fcfa)}
                height={PLOT.bottom - y(m.fcfa)}
                fill="#166534"
              />
              <text
                x={x + slot * 0.3}
                y={PLOT.bottom + 18}
                textAnchor="middle"
                fontSize="11"
                fill="#334155"
              >
                {monthName.format(day(m.month))}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="mt-2 w-full max-w-2xl text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-2 py-1">
              {f.month}
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              {f.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {figures.perMonth.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="px-2 py-1 font-normal">
                {longMonth.format(day(m.month))}
              </th>
              <td className="px-2 py-1 text-right">{formatFcfa(m.fcfa, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-6 font-semibold text-red-800">{f.waiting}</h3>
      {figures.waiting.length === 0 ? (
        <p className="mt-1 text-slate-700">{f.waitingNone}</p>
      ) : (
        <>
          {figures.waitingTotal > figures.waiting.length && (
            <p className="mt-1 text-red-900">
              {plural(locale, figures.waitingTotal, f.waitingShown, {
                shown: formatNumber(locale, figures.waiting.length),
              })}
            </p>
          )}
          <ul className="mt-2 space-y-1" data-testid="devis-waiting">
            {figures.waiting.map((r) => (
              <li key={r.id}>
                <Link
                  to={href("/admin/leads/:type/:id", { type: "quote", id: r.id })}
                  className="font-semibold text-red-800 underline"
                >
                  {r.reference} · {r.name}
                </Link>{" "}
                <span className="text-sm text-red-900">
                  {fillTemplate(f.waitingSince, { date: formatDate(r.createdAt, locale) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import type { Locale } from "~/i18n/locale";
import { plural } from "~/lib/plural";
import { LEAD_KINDS } from "~/features/leads";
import { leadKindWords, words } from "~/i18n/words/lead-kinds";
import { chartScale } from "./chart-scale";
import type { LeadForm, WeekCounts } from "./lead-stats.server";
import { dateFormat, listFormat, numberFormat } from "~/i18n/formats";

const FORMS = LEAD_KINDS;
/**
 * One per form, in LEAD_KINDS' order: dark enough for white text and for a 3:1 contrast with the
 * page, told apart by the legend.
 */
const PALETTE = ["#166534", "#b45309", "#0369a1", "#7e22ce", "#be123c", "#334155"];
const COLORS = Object.fromEntries(
  FORMS.map((form, i) => [form, PALETTE[i % PALETTE.length]!]),
) as Record<LeadForm, string>;
// The drawing's own units; the SVG scales to its box (a 390 px phone included) by its viewBox.
const WIDTH = 400;
const HEIGHT = 230;
const PLOT = { left: 30, right: 384, top: 10, bottom: 196 };

const total = (w: WeekCounts) => FORMS.reduce((n, form) => n + w[form], 0);
const dates = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  dateFormat(locale, { ...options, timeZone: "UTC" });

/**
 * Submissions per week as stacked bars, drawn on the server (no script): an image with a text
 * summary for those who cannot see it, and the same numbers as a table below.
 */
export function LeadsChart({ weeks }: { weeks: WeekCounts[] }) {
  const { t, locale } = useAdmin();
  const kinds = words(locale, leadKindWords);
  const short = dates(locale, { day: "numeric", month: "short" });
  const long = dates(locale, { day: "numeric", month: "long", year: "numeric" });
  const medium = dates(locale, { dateStyle: "medium" });
  const numbers = numberFormat(locale);
  const day = (week: string) => new Date(`${week}T00:00:00Z`);
  const { top, step } = chartScale(Math.max(0, ...weeks.map(total)));
  const y = (n: number) => PLOT.bottom - (n / top) * (PLOT.bottom - PLOT.top);
  const slot = (PLOT.right - PLOT.left) / weeks.length;
  const sums = Object.fromEntries(
    FORMS.map((f) => [f, weeks.reduce((n, w) => n + w[f], 0)]),
  ) as Record<LeadForm, number>;
  const busiest = weeks.reduce((a, b) => (total(b) > total(a) ? b : a), weeks[0]!);
  const summary =
    total(busiest) === 0
      ? t.insights.nothing
      : `${fillTemplate(t.insights.summary, {
          parts: listFormat(locale, { type: "conjunction" }).format(
            FORMS.map((f) => plural(locale, sums[f], kinds[f].count)),
          ),
        })} ${fillTemplate(t.insights.busiest, {
          week: long.format(day(busiest.week)),
          count: numbers.format(total(busiest)),
        })}`;
  return (
    <section aria-labelledby="leads-chart-title" className="mt-10" data-testid="leads-chart">
      <h2 id="leads-chart-title" className="text-xl font-semibold">
        {t.insights.chartTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.insights.chartNote}</p>
      <svg
        role="img"
        aria-labelledby="leads-chart-title"
        aria-describedby="leads-chart-summary"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-4 block h-auto w-full max-w-2xl rounded-xl border border-slate-200 bg-white"
      >
        {Array.from({ length: top / step + 1 }, (_, i) => i * step).map((n) => (
          <g key={n}>
            <line x1={PLOT.left} x2={PLOT.right} y1={y(n)} y2={y(n)} stroke="#cbd5e1" />
            <text x={PLOT.left - 4} y={y(n) + 4} textAnchor="end" fontSize="11" fill="#334155">
              {numbers.format(n)}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          const x = PLOT.left + i * slot + slot * 0.18;
          let below = 0;
          return (
            <g key={week.week} data-week={week.week}>
              {FORMS.filter((f) => week[f] > 0).map((f) => {
                const from = below;
                below += week[f];
                return (
                  <rect
                    key={f}
                    x={x}
                    width={slot * 0.64}
                    y={y(below)}
                    height={y(from) - y(below)}
                    fill={COLORS[f]}
                  />
                );
              })}
              {/* Every other Monday is named, ending with this week's; the table names them all. */}
              {(weeks.length - 1 - i) % 2 === 0 && (
                <text
                  x={x + slot * 0.32}
                  y={PLOT.bottom + 18}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {short.format(day(week.week))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {FORMS.map((f) => (
          <li key={f} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-sm"
              style={{ background: COLORS[f] }}
            />
            {kinds[f].plural}
          </li>
        ))}
      </ul>
      <p id="leads-chart-summary" className="mt-3 max-w-2xl text-slate-700">
        {summary}
      </p>
      <details className="mt-3 max-w-2xl">
        <summary className="cursor-pointer font-semibold text-green-900">
          {t.insights.showTable}
        </summary>
        <table className="mt-2 w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">{t.insights.chartTitle}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-1.5 py-1">
                {t.insights.weekOf}
              </th>
              {FORMS.map((f) => (
                <th key={f} scope="col" className="px-1.5 py-1 text-right">
                  {kinds[f].name}
                </th>
              ))}
              <th scope="col" className="px-1.5 py-1 text-right">
                {t.insights.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className="px-1.5 py-1 font-normal">
                  {medium.format(day(week.week))}
                </th>
                {FORMS.map((f) => (
                  <td key={f} className="px-1.5 py-1 text-right">
                    {numbers.format(week[f])}
                  </td>
                ))}
                <td className="px-1.5 py-1 text-right font-semibold">
                  {numbers.format(total(week))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

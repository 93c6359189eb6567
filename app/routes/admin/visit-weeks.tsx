import { useAdmin } from "~/features/admin";
import type { Bucket } from "~/features/visits/index.server";
import { fillTemplate } from "~/i18n/template";
import { formatNumber } from "~/lib/plural";
import { dateFormat } from "~/i18n/formats";

/**
 * Visits and requests week by week (month by month over long periods): a table whose bars are
 * drawn by CSS, so it reads the same to a screen reader and fits a phone without a script.
 */
export function VisitWeeks({ steps }: { steps: { unit: "week" | "month"; buckets: Bucket[] } }) {
  const { t, locale } = useAdmin();
  const w = t.visits;
  const label = dateFormat(
    locale,
    steps.unit === "week"
      ? { day: "numeric", month: "short", timeZone: "UTC" }
      : { month: "long", year: "numeric", timeZone: "UTC" },
  );
  const most = Math.max(1, ...steps.buckets.map((b) => b.visits));
  const n = (value: number) => formatNumber(locale, value);
  return (
    <section aria-labelledby="visit-weeks-title" className="mt-8">
      <h2 id="visit-weeks-title" className="text-xl font-bold text-slate-900">
        {steps.unit === "week" ? w.byWeek : w.byMonth}
      </h2>
      <table className="mt-3 w-full max-w-2xl text-left text-sm" data-testid="visit-weeks">
        <thead className="text-slate-700">
          <tr>
            <th className="py-1 pr-2">{steps.unit === "week" ? w.weekOf : w.month}</th>
            <th className="py-1 pr-2">{w.visitsLabel}</th>
            <th className="py-1 text-right">{w.leads}</th>
          </tr>
        </thead>
        <tbody>
          {steps.buckets.map((bucket) => (
            <tr key={bucket.start} data-bucket={bucket.start} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap text-slate-700">
                {steps.unit === "week"
                  ? fillTemplate(w.week, {
                      day: label.format(new Date(`${bucket.start}T00:00:00Z`)),
                    })
                  : label.format(new Date(`${bucket.start}T00:00:00Z`))}
              </th>
              <td className="w-full py-1 pr-2 whitespace-nowrap">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block h-3 rounded bg-green-700 align-middle"
                  style={{
                    width: `${(bucket.visits / most) * 80}%`,
                    minWidth: bucket.visits ? 2 : 0,
                  }}
                />
                {n(bucket.visits)}
              </td>
              <td className="py-1 text-right">{n(bucket.leads)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

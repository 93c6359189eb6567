import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import type { SourceCount } from "./lead-stats.server";
import { numberFormat } from "~/i18n/formats";

/** Where the leads of the chart's weeks came from, most first, with each one's share. */
export function SourceTable({ sources }: { sources: SourceCount[] }) {
  const { t, locale } = useAdmin();
  const numbers = numberFormat(locale);
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const name = (s: SourceCount) =>
    s.kind === "direct"
      ? t.insights.direct
      : s.kind === "campaign"
        ? fillTemplate(t.insights.campaign, { name: s.label })
        : s.label;
  return (
    <section aria-labelledby="sources-title" className="mt-10 max-w-2xl" data-testid="lead-sources">
      <h2 id="sources-title" className="text-xl font-semibold">
        {t.insights.sourcesTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.insights.sourcesNote}</p>
      {sources.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.insights.noSources}</p>
      ) : (
        <table className="mt-3 w-full rounded-xl bg-white text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.insights.source}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t.insights.leads}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t.insights.share}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {sources.map((s) => (
              <tr key={`${s.kind}:${s.label}`} data-source={s.kind}>
                <th scope="row" className="px-3 py-2 font-normal break-words">
                  {name(s)}
                </th>
                <td className="px-3 py-2 text-right">{numbers.format(s.count)}</td>
                <td className="px-3 py-2 text-right">{percent.format(s.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

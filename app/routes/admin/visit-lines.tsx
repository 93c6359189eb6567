import { formatFcfa } from "~/content/pricing";
import { useAdmin } from "~/features/admin";
import type { SourceLine } from "~/features/visits/index.server";
import type { Locale } from "~/i18n/locale";
import { formatNumber } from "~/lib/plural";
import { numberFormat } from "~/i18n/formats";

const percent = (locale: Locale, part: number, whole: number) =>
  numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(part / whole);

/**
 * One line per source, campaign or service, step by step: visits, visitors, the quote form
 * opened, requests, devis sent, devis accepted and their FCFA; under each step, its share of the
 * step before.
 */
export function Lines<K extends string>({
  lines,
  heading,
  name,
  anchor,
  noVisits = false,
}: {
  lines: SourceLine<K>[];
  heading: string;
  name: (key: K) => string;
  /** Each line's id starts with it, so a campaign link can point at its campaign's line. */
  anchor?: string;
  /** A line that no visit carries (a service asked for): its visits are not counted. */
  noVisits?: boolean;
}) {
  const { t, locale } = useAdmin();
  const w = t.visits;
  const n = (value: number) => formatNumber(locale, value);
  const step = (value: number, of?: number) => (
    <td className="px-3 py-2 text-right align-top">
      <span data-n="">{n(value)}</span>
      {of !== undefined && (
        <span className="block text-xs text-slate-500">
          {of ? percent(locale, value, of) : w.noRate}
        </span>
      )}
    </td>
  );
  const none = <td className="px-3 py-2 text-right align-top text-slate-500">{w.noRate}</td>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2">{heading}</th>
            {[w.visitsLabel, w.visitorsLabel, w.opens, w.leads, w.sent, w.accepted, w.fcfa].map(
              (label) => (
                <th key={label} className="px-3 py-2 text-right">
                  {label}
                </th>
              ),
            )}
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
              <th scope="row" className="px-3 py-2 align-top font-semibold text-slate-900">
                {name(line.source)}
              </th>
              {noVisits ? none : step(line.visits)}
              {noVisits ? none : step(line.visitors)}
              {noVisits ? none : step(line.opens, line.visits)}
              {step(line.leads, noVisits ? undefined : line.visits)}
              {step(line.sent, line.leads)}
              {step(line.accepted, line.sent)}
              <td className="px-3 py-2 text-right align-top">{formatFcfa(line.fcfa, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-3 pb-2 text-xs text-slate-600">{w.steps}</p>
    </div>
  );
}

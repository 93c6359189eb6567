import { formatFcfa } from "~/content/pricing";
import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import { plural } from "~/lib/plural";
import type { Receivables } from "./receivables";

/** "novembre 2026": a month of the money table, in Lomé. */
const monthName = (month: string, locale: "fr" | "en") =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lome",
  }).format(new Date(`${month}-15T12:00:00Z`));

/** Invoiced, collected and owed month by month, what is owed by age, and the time to be paid. */
export function MoneyFigures({ money }: { money: Receivables }) {
  const { t, locale } = useAdmin();
  const w = t.accounting.money;
  const fcfa = (n: number) => formatFcfa(n, locale);
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <section className="mt-10" data-testid="money">
      <h2 className="text-xl font-semibold">{w.title}</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full rounded-xl border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {w.month}
              </th>
              <th scope="col" className={cell}>
                {w.invoiced}
              </th>
              <th scope="col" className={cell}>
                {w.collected}
              </th>
              <th scope="col" className={cell}>
                {w.outstanding}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {money.months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {monthName(m.month, locale)}
                </th>
                <td className={cell}>{fcfa(m.invoiced)}</td>
                <td className={cell}>{fcfa(m.collected)}</td>
                <td className={cell}>{fcfa(m.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-4 font-semibold">{w.byAge}</h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {(
          [
            [w.upTo30, money.byAge.upTo30],
            [w.upTo60, money.byAge.upTo60],
            [w.over60, money.byAge.over60],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-bold">{fcfa(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-700">
        {money.averageDaysToPay === null
          ? w.noDelay
          : fillTemplate(w.delay, { days: plural(locale, money.averageDaysToPay, w.days) })}
      </p>
    </section>
  );
}

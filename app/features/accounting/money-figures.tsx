import { formatFcfa } from "~/content/pricing";
import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import { plural } from "~/lib/plural";
import type { Receivables } from "./receivables";
import { dateFormat } from "~/i18n/formats";

/** "novembre 2026": a month of the money table, in Lomé. */
const monthName = (month: string, locale: "fr" | "en") =>
  dateFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lome",
  }).format(new Date(`${month}-15T12:00:00Z`));

/** Invoiced, collected and owed month by month, what is owed by age, and the time to be paid. */
export function MoneyFigures({ money }: { money: Receivables }) {
  const { t, locale } = useAdmin();
  const w = t.accounting.money;
  const fcfa = (n: number) => formatFcfa(n, locale);
  return (
    <section className="mt-10" data-testid="money">
      <h2 className="text-xl font-semibold">{w.title}</h2>
      {/* A card per month rather than a table: it fits a phone without scrolling sideways. */}
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {money.months.map((m) => (
          <li
            key={m.month}
            data-month={m.month}
            className="rounded-xl border border-slate-200 bg-white p-3"
          >
            <h3 className="font-semibold capitalize">{monthName(m.month, locale)}</h3>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
              <dt className="text-slate-600">{w.invoiced}</dt>
              <dd className="text-right tabular-nums">{fcfa(m.invoiced)}</dd>
              <dt className="text-slate-600">{w.collected}</dt>
              <dd className="text-right tabular-nums">{fcfa(m.collected)}</dd>
              <dt className="text-slate-600">{w.outstanding}</dt>
              <dd className="text-right tabular-nums">{fcfa(m.outstanding)}</dd>
            </dl>
          </li>
        ))}
      </ol>
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

import { data, Form, href } from "react-router";
import type { Route } from "./+types/accounting";
import { formatFcfa } from "~/content/pricing";
import { readBookPeriod, UnbalancedDocument } from "~/features/accounting";
import { periodJournal } from "~/features/accounting/index.server";
import { formatDay, inputClass, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { lomeDay } from "~/features/devis";
import { fillTemplate } from "~/i18n/template";
import { getLocale } from "~/lib/locale.server";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: money for the accountant is the administrators'. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * The accountant's export: a period (the current month by default), how many entries its
 * journal holds and that its debits equal its credits, and the two files to download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const locale = getLocale(request);
  const url = new URL(request.url);
  const period = readBookPeriod(url);
  const shown = period ?? readBookPeriod(new URL(url.pathname, url))!;
  const { database } = await getRuntime();
  try {
    const { lines, debit, credit } = await periodJournal(database, shown, locale);
    const answer = { period: shown, refused: !period, lines: lines.length, debit, credit };
    return period ? answer : data(answer, { status: 400 });
  } catch (error) {
    if (!(error instanceof UnbalancedDocument)) throw error;
    return data({ period: shown, refused: false, unbalanced: error.message }, { status: 409 });
  }
}

export default function Accounting({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const w = t.accounting;
  const { period, refused } = loaderData;
  const file = (what: "journal" | "list") =>
    `${href("/admin/accounting/export.csv")}?${new URLSearchParams({
      from: period.from,
      to: period.to,
      what,
      ...(locale === "en" ? { lng: "en" } : {}),
    })}`;
  const link = "rounded-full bg-green-800 px-4 py-2 text-center font-semibold text-white";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{w.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{w.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {locale === "en" && <input type="hidden" name="lng" value="en" />}
        <label className="text-sm font-semibold text-slate-800">
          {w.from}
          <input
            type="date"
            name="from"
            defaultValue={period.from}
            required
            className={inputClass}
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {w.to}
          <input
            type="date"
            name="to"
            defaultValue={period.to}
            max={lomeDay()}
            required
            className={inputClass}
          />
        </label>
        <button className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
          {t.visits.show}
        </button>
      </Form>
      {refused && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {w.badPeriod}
        </p>
      )}
      <p className="mt-4 font-semibold text-slate-800">
        {fillTemplate(t.visits.chosen, {
          from: formatDay(period.from, locale, { year: true }),
          to: formatDay(period.to, locale, { year: true }),
        })}
      </p>
      {"unbalanced" in loaderData ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {fillTemplate(w.unbalanced, { number: loaderData.unbalanced })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800" data-testid="journal-totals">
            {fillTemplate(w.balanced, {
              lines: plural(locale, loaderData.lines, w.lines),
              debit: formatFcfa(loaderData.debit, locale),
              credit: formatFcfa(loaderData.credit, locale),
            })}
          </p>
          <p className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a href={file("journal")} download className={link}>
              {w.journal}
            </a>
            <a href={file("list")} download className={link}>
              {w.list}
            </a>
          </p>
        </>
      )}
    </>
  );
}

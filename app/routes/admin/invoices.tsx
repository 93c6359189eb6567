import { Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/invoices";
import { formatFcfa } from "~/content/pricing";
import { Pager, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { formatDay } from "~/features/devis";
import { INVOICE_STATUSES, InvoiceStatusBadge, type InvoiceStatus } from "~/features/invoices";
import { listInvoices } from "~/features/invoices/index.server";
import { fillTemplate } from "~/i18n/template";
import { PAGE_SIZE, pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** Every invoice, newest first, filtered by the state it reads as today. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const asked = url.searchParams.get("status") ?? "";
  const status = (INVOICE_STATUSES as readonly string[]).includes(asked)
    ? (asked as InvoiceStatus)
    : undefined;
  const list = await listInvoices(database, {
    status,
    page: pageFromUrl(url),
    pageSize: PAGE_SIZE,
  });
  return { ...list, status: status ?? "", search: url.search };
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const v = t.invoices;
  const { rows, total, page, pageSize, status, search } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{v.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{v.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="font-semibold">
          {v.filter}
          <select
            name="status"
            defaultValue={status}
            className="mt-1 block rounded-lg border border-slate-400 bg-white px-2 py-2 font-normal"
          >
            <option value="">{v.all}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {v.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <button className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
          {t.leads.filter}
        </button>
        <p className="ml-auto text-slate-700" role="status">
          {plural(locale, total, v.count)}
        </p>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{status ? v.noneWithStatus : v.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((row) => (
            <li
              key={row.id}
              className={row.status === "overdue" ? "border-l-4 border-red-700" : ""}
            >
              <Link
                to={href("/admin/invoices/:id", { id: row.id })}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50"
              >
                <span className="font-medium">
                  {row.number} · {v.kinds[row.kind]} · {row.clientName || t.invoices.detail.erased}
                </span>
                <span className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                  <span>{formatFcfa(row.total, locale)}</span>
                  {row.due > 0 && row.status !== "cancelled" && (
                    <span>{fillTemplate(v.left, { amount: formatFcfa(row.due, locale) })}</span>
                  )}
                  <span className={row.status === "overdue" ? "font-semibold text-red-800" : ""}>
                    {fillTemplate(v.dueOn, { date: formatDay(row.dueOn, locale) })}
                  </span>
                  <InvoiceStatusBadge status={row.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}

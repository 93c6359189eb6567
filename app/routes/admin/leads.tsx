import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { SERVICE_TYPE_VALUES, CONTACT_SERVICE_VALUES } from "~/content/pricing";
import { fill, formatDate, useAdmin } from "~/features/admin/admin-data";
import { requireStaff } from "~/features/auth/guards.server";
import { listLeads } from "~/features/leads/inbox.server";
import { LEAD_STATUSES, leadFiltersFromUrl } from "~/features/leads/lead-filters";
import { getRuntime } from "~/server/runtime.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const filters = leadFiltersFromUrl(url);
  const { rows, total } = await listLeads(database, { ...filters, limit: 100 });
  return { rows, total, filters, query: url.search };
}

const SERVICES = [...new Set([...SERVICE_TYPE_VALUES, ...CONTACT_SERVICE_VALUES])];

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { rows, total, filters, query } = loaderData;
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.leads.title}</h1>
        <a
          href={`/admin/leads/export.csv${query}`}
          className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
          download
        >
          {t.leads.export}
        </a>
      </div>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7"
        role="search"
      >
        <label className="lg:col-span-2">
          {t.leads.search}
          <input name="q" defaultValue={filters.q ?? ""} className={field} />
        </label>
        <label>
          {t.leads.type}
          <select name="type" defaultValue={filters.type ?? ""} className={field}>
            <option value="">{t.leads.all}</option>
            <option value="contact">{t.leads.contact}</option>
            <option value="quote">{t.leads.quote}</option>
          </select>
        </label>
        <label>
          {t.leads.status}
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">{t.leads.all}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.leads.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.leads.service}
          <select name="service" defaultValue={filters.service ?? ""} className={field}>
            <option value="">{t.leads.all}</option>
            {SERVICES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.leads.from}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </label>
        <label>
          {t.leads.to}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </label>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-7">
          <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
            {t.leads.filter}
          </button>
          <Link to="/admin/leads" className="rounded-full border border-slate-400 px-4 py-2">
            {t.leads.reset}
          </Link>
          <p className="ml-auto text-slate-700" role="status">
            {fill(t.leads.count, { n: total })}
          </p>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.leads.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                {[
                  t.leads.date,
                  t.leads.type,
                  t.leads.name,
                  t.leads.service,
                  t.leads.status,
                  "",
                ].map((h, i) => (
                  <th key={i} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((lead) => (
                <tr key={`${lead.type}-${lead.id}`} data-lead={lead.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDate(lead.created_at, locale)}
                  </td>
                  <td className="px-3 py-2">
                    {lead.type === "quote" ? `${t.leads.quote} ${lead.reference}` : t.leads.contact}
                  </td>
                  <td className="px-3 py-2">
                    {/* An anonymised lead (docs/product/privacy.md) has no name left. */}
                    <span className="font-medium">{lead.name.trim() || "—"}</span>
                    {lead.email && (
                      <>
                        <br />
                        <span className="text-slate-600">
                          {lead.email} · {lead.phone}
                        </span>
                      </>
                    )}
                  </td>
                  <td className="px-3 py-2">{lead.service ?? "—"}</td>
                  <td className="px-3 py-2" data-status={lead.status}>
                    {t.leads.statuses[lead.status]}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      className="font-semibold text-green-800 underline"
                      to={`/admin/leads/${lead.type}/${lead.id}`}
                    >
                      {t.leads.open}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

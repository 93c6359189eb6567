import { Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/leads";
import { formatDate, Pager, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { listLeads } from "~/features/leads/index.server";
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  leadFiltersFromUrl,
  LEAD_SERVICES,
  leadWord,
} from "~/features/leads";
import { leadKindWords, words } from "~/i18n/words/lead-kinds";
import { pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const filters = leadFiltersFromUrl(url, user.id);
  const list = await listLeads(database, filters, { page: pageFromUrl(url) });
  // The export holds every page: its link keeps the filters, not the page number.
  const exported = new URLSearchParams(url.search);
  exported.delete("page");
  const exportQuery = exported.size ? `?${exported}` : "";
  return { ...list, filters, search: url.search, exportQuery };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const kinds = words(locale, leadKindWords);
  const { rows, total, page, pageSize, filters, search, exportQuery } = loaderData;
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2";
  // The filters beyond the search stay folded (a phone's first screen) unless one is in use.
  const folded =
    !filters.type &&
    !filters.status &&
    !filters.service &&
    !filters.from &&
    !filters.to &&
    !filters.assignedTo &&
    filters.sort !== "urgency";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.leads.title}</h1>
        <a
          href={`${href("/admin/leads/export.csv")}${exportQuery}`}
          className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
          download
        >
          {plural(locale, total, t.leads.export)}
        </a>
      </div>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7"
        role="search"
      >
        <label className="sm:col-span-3 lg:col-span-7">
          {t.leads.search}
          <input name="q" defaultValue={filters.q ?? ""} className={field} />
        </label>
        <details open={folded ? undefined : true} className="group sm:col-span-3 lg:col-span-7">
          <summary className="cursor-pointer font-semibold text-green-900">
            {t.leads.filters}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <label>
              {t.leads.type}
              <select name="type" defaultValue={filters.type ?? ""} className={field}>
                <option value="">{t.leads.all}</option>
                {LEAD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {kinds[type].name}
                  </option>
                ))}
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
                {LEAD_SERVICES.map((s) => (
                  <option key={s} value={s}>
                    {leadWord("service", s, locale)}
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
            <label>
              {t.leads.sort}
              <select name="sort" defaultValue={filters.sort} className={field}>
                <option value="date">{t.leads.sortDate}</option>
                <option value="urgency">{t.leads.sortUrgency}</option>
              </select>
            </label>
            <label className="flex items-center gap-2 self-end py-2">
              <input
                type="checkbox"
                name="mine"
                value="1"
                defaultChecked={Boolean(filters.assignedTo)}
                className="h-5 w-5"
              />
              {t.leads.mine}
            </label>
          </div>
        </details>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-7">
          <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
            {t.leads.filter}
          </button>
          <Link
            to={href("/admin/leads")}
            className="rounded-full border border-slate-400 px-4 py-2"
          >
            {t.leads.reset}
          </Link>
          <p className="ml-auto text-slate-700" role="status">
            {plural(locale, total, t.leads.count)}
          </p>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.leads.empty}</p>
      ) : (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white sm:overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block">
            <thead className="bg-slate-100 max-sm:hidden">
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
            <tbody className="divide-y divide-slate-200 max-sm:block">
              {rows.map((lead) => (
                <tr
                  key={`${lead.type}-${lead.id}`}
                  data-lead={lead.id}
                  // On a phone the whole card opens the lead (its link covers it), not only "Open".
                  className="max-sm:relative max-sm:block max-sm:p-3"
                >
                  <td className="px-3 py-2 whitespace-nowrap max-sm:block max-sm:p-0 max-sm:text-slate-600">
                    {formatDate(lead.created_at, locale)}
                  </td>
                  <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5">
                    {[kinds[lead.type].name, lead.reference].filter(Boolean).join(" ")}
                    {lead.urgency && t.leads.urgency[lead.urgency] && (
                      <span
                        data-urgency={lead.urgency}
                        className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900"
                      >
                        {t.leads.urgency[lead.urgency]}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5">
                    {/* An anonymised lead (docs/product/privacy.md) has no name left. */}
                    <span className="font-medium">{lead.name.trim() || "—"}</span>
                    {(lead.email || lead.phone) && (
                      <>
                        <br />
                        <span className="text-slate-600 [overflow-wrap:anywhere]">
                          {[lead.email || t.leads.byPhone, lead.phone].filter(Boolean).join(" · ")}
                        </span>
                      </>
                    )}
                  </td>
                  <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5">
                    {leadWord("service", lead.service, locale) ?? "—"}
                  </td>
                  <td
                    className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5"
                    data-status={lead.status}
                  >
                    {t.leads.statuses[lead.status]}
                    {lead.assignee && (
                      <span className="block text-slate-600">
                        {t.leads.assignee} {lead.assignee}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5">
                    <Link
                      className="font-semibold text-green-800 underline max-sm:after:absolute max-sm:after:inset-0 max-sm:after:content-['']"
                      to={href("/admin/leads/:type/:id", { type: lead.type, id: lead.id })}
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
      <Pager page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}

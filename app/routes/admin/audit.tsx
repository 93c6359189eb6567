import { Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/audit";
import { formatDate, Pager, useAdmin } from "~/features/admin";
import {
  AUDIT_FAMILIES,
  auditFiltersFromUrl,
  DELETED_ACCOUNT,
  AuditTargetCell,
} from "~/features/admin-insights";
import { auditActors, listAudit } from "~/features/admin-insights/index.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { getLocale } from "~/lib/locale.server";
import { localizePath } from "~/i18n/locale";
import type { AuditAction } from "~/i18n/words";
import { PAGE_SIZE } from "~/lib/paging";
import { formatNumber, plural } from "~/lib/plural";
import { fillTemplate } from "~/i18n/template";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The change log, for administrators (docs/product/roles.md): who changed what, and when. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const filters = auditFiltersFromUrl(url);
  const [list, actors] = await Promise.all([
    listAudit(database, filters, getLocale(request)),
    auditActors(database),
  ]);
  return { ...list, actors, filters, search: url.search };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { rows, total, more, page, actors, filters, search } = loaderData;
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-2 py-2";
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.audit.title}</h1>
      <p className="mt-2 text-slate-700">{t.audit.intro}</p>
      <Form
        method="get"
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {locale === "en" && <input type="hidden" name="lng" value="en" />}
        <label>
          {t.audit.who}
          <select name="who" defaultValue={filters.who ?? ""} className={field}>
            <option value="">{t.audit.all}</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            <option value={DELETED_ACCOUNT}>{t.audit.deleted}</option>
          </select>
        </label>
        <label>
          {t.audit.kind}
          <select name="kind" defaultValue={filters.family ?? ""} className={field}>
            <option value="">{t.audit.all}</option>
            {AUDIT_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {t.audit.families[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.audit.from}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </label>
        <label>
          {t.audit.to}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white">
            {t.audit.filter}
          </button>
          <Link
            to={localizePath(href("/admin/audit"), locale)}
            className="rounded-full border border-slate-400 px-4 py-2"
          >
            {t.audit.reset}
          </Link>
          <p className="ml-auto text-slate-700">
            {more
              ? fillTemplate(t.audit.countMore, { n: formatNumber(locale, total) })
              : plural(locale, total, t.audit.count)}
          </p>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.audit.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                {[t.audit.when, t.audit.who, t.audit.action, t.audit.target].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id} data-action={row.action}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDate(row.created_at, locale)}
                  </td>
                  <td className="px-3 py-2">{row.actor ?? t.audit.deleted}</td>
                  <td className="px-3 py-2">
                    {t.audit.actions[row.action as AuditAction] ?? row.action}
                    {row.details && (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-slate-600">
                          {t.audit.details}
                        </summary>
                        <pre className="mt-1 max-w-md font-mono text-xs break-all whitespace-pre-wrap">
                          {row.details}
                        </pre>
                      </details>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <AuditTargetCell target={row.target} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} total={total} more={more} pageSize={PAGE_SIZE} search={search} />
    </>
  );
}

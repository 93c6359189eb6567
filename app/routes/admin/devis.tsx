import { Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import type { Route } from "./+types/devis";
import { formatFcfa } from "~/content/pricing";
import { Pager, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { formatDay, StatusBadge, DEVIS_STATUSES, type DevisStatus } from "~/features/devis";
import { listDevis } from "~/features/devis/index.server";
import { pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** Every devis, each as its latest version (docs/product/sending-a-devis.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const asked = url.searchParams.get("status") ?? "";
  const status = (DEVIS_STATUSES as readonly string[]).includes(asked)
    ? (asked as DevisStatus)
    : undefined;
  const list = await listDevis(database, { status, page: pageFromUrl(url) });
  return { ...list, status: status ?? "", search: url.search };
}

export default function DevisList({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const d = t.devis;
  const { rows, total, page, pageSize, status, search } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{d.title}</h1>
        <Link
          to={href("/admin/devis/new")}
          className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900"
        >
          {d.newBlank}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{d.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="font-semibold">
          {d.filter}
          <select
            name="status"
            defaultValue={status}
            className="mt-1 block rounded-lg border border-slate-400 bg-white px-2 py-2 font-normal"
          >
            <option value="">{d.all}</option>
            {DEVIS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {d.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <button className="rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
          {t.leads.filter}
        </button>
        <p className="ml-auto text-slate-700" role="status">
          {plural(locale, total, d.count)}
        </p>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">{status ? d.noneWithStatus : d.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={href("/admin/devis/:id", { id: row.id })}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50"
              >
                <span className="font-medium">
                  {row.reference} · {row.clientName || "—"}
                </span>
                <span className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                  <span>{formatFcfa(row.total, locale)}</span>
                  <span>
                    {d.columns.validUntil} {formatDay(row.validUntil, locale)}
                  </span>
                  <StatusBadge status={row.status} />
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

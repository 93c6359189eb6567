import { data, Link } from "react-router";
import type { Route } from "./+types/outbox";
import { useAdmin } from "~/features/admin/admin-data";
import { isRefusal } from "~/features/admin/admin-form";
import { readAdminForm } from "~/features/admin/admin-form.server";
import { outboxForm } from "~/features/admin/forms/outbox.server";
import { RefusalNotice } from "~/features/admin/refusal-notice";
import { OUTBOX_STATUSES, PAGE_SIZE, pageFromUrl } from "~/features/admin-insights/lists";
import { OutboxEntry } from "~/features/admin-insights/outbox-entry";
import { listOutbox, resendEmail } from "~/features/admin-insights/outbox-admin.server";
import { Pager } from "~/features/admin-insights/pager";
import { audit, requireRole, requireSameOrigin } from "~/features/auth/guards.server";
import { localizePath } from "~/i18n/locale";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/**
 * The e-mails the site sends, for administrators only (docs/product/roles.md): the list shows
 * who was written to and what went wrong with the mail server, and fixing that is theirs.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  const url = new URL(request.url);
  const wanted = url.searchParams.get("status");
  const status = OUTBOX_STATUSES.find((s) => s === wanted);
  const page = pageFromUrl(url);
  const list = await listOutbox(database, { status, page });
  return { ...list, status, page, search: url.search };
}

/** "Resend": the message goes back to the worker's queue, at once (decision 022). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, "admin");
  await requireSameOrigin(request);
  const { database, outbox } = await getRuntime();
  const form = await readAdminForm(request, outboxForm);
  if (!form.ok) return form.refused;
  const { id } = form.data;
  const { outcome, before } = await resendEmail(database, id);
  if (outcome === "missing") throw data(null, { status: 404 });
  if (outcome === "queued") {
    await audit(user, "email.resend", { type: "email", id }, before);
    outbox.kick();
  }
  return { outcome, id };
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const { rows, total, byStatus, status, page, search } = loaderData;
  const tabs = [
    [undefined, t.outbox.all, byStatus.failed + byStatus.pending + byStatus.sent],
    ...OUTBOX_STATUSES.map((s) => [s, t.outbox.statuses[s], byStatus[s]] as const),
  ] as const;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.outbox.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.outbox.intro}</p>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t.outbox.filter}>
        {tabs.map(([tab, label, count]) => (
          <Link
            key={label}
            to={localizePath(tab ? `/admin/outbox?status=${tab}` : "/admin/outbox", locale)}
            aria-current={tab === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 font-semibold ${tab === status ? "bg-green-800 text-white" : "border border-slate-400"}`}
          >
            {label} ({count})
          </Link>
        ))}
      </nav>
      <RefusalNotice answer={actionData} />
      {actionData && !isRefusal(actionData) && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {actionData.outcome === "queued" ? t.outbox.resent : t.outbox.notNeeded}
        </p>
      )}
      <p className="mt-4 text-slate-700">{plural(locale, total, t.outbox.count)}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.outbox.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((row) => (
            <OutboxEntry key={row.id} row={row} />
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={PAGE_SIZE} search={search} />
    </>
  );
}

import { data, Form, href, Link } from "react-router";
import { documentUrl } from "~/lib/document-url";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/outbox";
import { Pager, useAdmin, RefusalNotice } from "~/features/admin";
import { isRefusal } from "~/features/forms";
import { outboxForm } from "./outbox.server";
import { OUTBOX_STATUSES, OutboxEntry } from "~/features/admin-insights";
import { listOutbox, resendEmail } from "~/features/admin-insights/index.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import { localizePath } from "~/i18n/locale";
import { getLocale } from "~/lib/locale.server";
import { adminWords, words } from "~/i18n/words/admin";
import { clipText } from "~/lib/clean-text";
import { PAGE_SIZE, pageFromUrl } from "~/lib/paging";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * The e-mails the site sends, for administrators only (docs/product/roles.md): the list shows
 * who was written to and what went wrong with the mail server, and fixing that is theirs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const url = documentUrl(request);
  const wanted = url.searchParams.get("status");
  const status = OUTBOX_STATUSES.find((s) => s === wanted);
  const list = await listOutbox(database, { status, page: pageFromUrl(url) });
  return { ...list, status, search: url.search };
}

/** "Resend": the message goes back to the worker's queue, at once (decision 022). */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: outboxForm }, async (user, form) => {
    const { database, outbox, transport, config } = await getRuntime();
    if (form.data.intent === "test") {
      // Straight through the transport, not the queue: the answer says at once whether it works.
      const t = words(getLocale(request), adminWords).outbox.test;
      let error: string | null = null;
      try {
        const mail = { id: crypto.randomUUID(), from: config.MAIL_FROM, to: user.email };
        await transport.send({ ...mail, subject: t.subject, text: t.text });
      } catch (failure) {
        error = clipText(String(failure instanceof Error ? failure.message : failure), 300);
      }
      const outcome = error ? "test-failed" : transport.kind === "file" ? "test-file" : "test-sent";
      await audit(user, "email.test", { type: "email", id: "test" }, { outcome, error });
      return { outcome, error, to: user.email } as const;
    }
    const { id } = form.data;
    const { outcome, before } = await resendEmail(database, id);
    if (outcome === "missing") throw data(null, { status: 404 });
    if (outcome === "queued") {
      await audit(user, "email.resend", { type: "email", id }, before);
      outbox.kick();
    }
    return { outcome, id };
  });
}

/** What the last button did: resent an e-mail, or sent (or failed to send) the test e-mail. */
function TestOrResendNotice({
  answer,
}: {
  answer: Exclude<Route.ComponentProps["actionData"], undefined>;
}) {
  const { t } = useAdmin();
  if (!("outcome" in answer)) return null;
  const said =
    answer.outcome === "test-sent"
      ? t.outbox.test.sent.replace("{email}", answer.to)
      : answer.outcome === "test-file"
        ? t.outbox.test.file
        : answer.outcome === "test-failed"
          ? t.outbox.test.failed.replace("{error}", answer.error ?? "")
          : answer.outcome === "queued"
            ? t.outbox.resent
            : t.outbox.notNeeded;
  const ok = answer.outcome !== "test-failed" && answer.outcome !== "test-file";
  return (
    <p
      role={ok ? "status" : "alert"}
      data-outcome={answer.outcome}
      className={`mt-4 rounded-lg p-3 ${ok ? "bg-green-50 text-green-900" : "bg-red-50 font-semibold text-red-900"}`}
    >
      {said}
    </p>
  );
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, user } = useAdmin();
  const { rows, total, byStatus, status, page, search } = loaderData;
  const everything = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const tabs = [
    [undefined, t.outbox.all, everything],
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
            to={localizePath(
              tab ? `${href("/admin/outbox")}?status=${tab}` : href("/admin/outbox"),
              locale,
            )}
            aria-current={tab === status ? "page" : undefined}
            className={`rounded-full px-4 py-2 font-semibold ${tab === status ? "bg-green-800 text-white" : "border border-slate-400"}`}
          >
            {label} ({count})
          </Link>
        ))}
      </nav>
      <RefusalNotice answer={actionData} />
      <Form method="post" className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
        <button
          name="intent"
          value="test"
          className="rounded-full border border-green-800 px-4 py-1.5 font-semibold text-green-900"
        >
          {t.outbox.test.button}
        </button>
        <p className="mt-1 text-sm text-slate-600">
          {t.outbox.test.hint.replace("{email}", user.email)}
        </p>
      </Form>
      {actionData && !isRefusal(actionData) && <TestOrResendNotice answer={actionData} />}
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

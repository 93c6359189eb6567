import { randomUUID } from "node:crypto";
import { data, Form, href, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/invoice";
import { formatFcfa } from "~/content/pricing";
import { adminAction } from "~/features/admin/index.server";
import { RefusalNotice, TextField, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { formatDay, lomeDay } from "~/features/devis";
import { isRefusal } from "~/features/forms";
import { InvoiceStatusBadge, PaymentForm } from "~/features/invoices";
import { ReminderPanel } from "~/features/accounting";
import { reminderPanel } from "~/features/accounting/index.server";
import { getInvoiceFile } from "~/features/invoices/index.server";
import { fillTemplate } from "~/i18n/template";
import { getRuntime } from "~/runtime/runtime.server";
import { invoiceForm, runInvoiceAction } from "./invoice.server";

/** Any team member reads an invoice and records payments; credit notes check for an admin. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")];

/** One invoice: its PDF, payments, credit notes (docs/product/invoices.md). */
export async function loader({ params, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const file = await getInvoiceFile(database.db, params.id);
  if (!file) throw data(null, { status: 404 });
  // One-time keys for the two forms: sent twice (a reload, a slow network), each records once.
  const reminders = await reminderPanel(database, file.invoice, file.state.due);
  return {
    ...file,
    today: lomeDay(),
    keys: { payment: randomUUID(), credit: randomUUID() },
    reminders,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: invoiceForm }, async (user, form) =>
    runInvoiceAction(await getRuntime(), user, params.id, form.data),
  );
}

export default function Invoice({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, user } = useAdmin();
  const v = t.invoices;
  const { invoice, credits, payments, state, today } = loaderData;
  const [search] = useSearchParams();
  const fcfa = (n: number) => formatFcfa(n, locale);
  const answer = actionData && !isRefusal(actionData) ? actionData : undefined;
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const problems = refusal?.problems ?? {};
  const typed = (key: string) => {
    const sent = refusal?.sent?.[key];
    return typeof sent === "string" ? sent : undefined;
  };
  const notice =
    answer && "notice" in answer
      ? fillTemplate(v.notices[answer.notice], {
          number: ("number" in answer && answer.number) || "",
          email: ("email" in answer && answer.email) || "",
        })
      : search.get("done") === "issued"
        ? fillTemplate(v.notices.issued, { number: invoice.number })
        : undefined;
  const open = state.status !== "cancelled";
  const left = invoice.total - state.credited;
  const pdf = (document: string) =>
    href("/admin/invoices/:id/pdf/:document", { id: invoice.id, document });
  return (
    <article className="max-w-3xl">
      <Link to={href("/admin/invoices")} className="text-green-800 underline">
        ← {v.detail.back}
      </Link>
      <h1 className="mt-4 flex flex-wrap items-center gap-3 text-2xl font-bold">
        {fillTemplate(v.detail.title, { number: invoice.number })}
        <InvoiceStatusBadge status={state.status} />
      </h1>
      <p className="mt-1 text-slate-700">
        {v.kinds[invoice.kind]} ·{" "}
        <Link
          to={href("/admin/devis/:id", { id: invoice.devis_id })}
          className="text-green-800 underline"
        >
          {fillTemplate(v.detail.devis, { reference: invoice.devis_reference })}
        </Link>
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <RefusalNotice answer={actionData} />
      {answer && "reason" in answer && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {v.refusals[answer.reason]}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <dt className="font-semibold">{v.detail.client}</dt>
        <dd>{invoice.client_name || v.detail.erased}</dd>
        <dt className="font-semibold">{v.detail.issuedOn}</dt>
        <dd>{formatDay(invoice.issued_on, locale)}</dd>
        <dt className="font-semibold">{v.detail.dueOn}</dt>
        <dd>{formatDay(invoice.due_on, locale)}</dd>
        <dt className="font-semibold">{v.detail.total}</dt>
        <dd>{fcfa(invoice.total)}</dd>
        {state.credited > 0 && (
          <>
            <dt className="font-semibold">{v.detail.credited}</dt>
            <dd>{fcfa(state.credited)}</dd>
          </>
        )}
        <dt className="font-semibold">{v.detail.paid}</dt>
        <dd>{fcfa(state.paid)}</dd>
        <dt className="font-semibold">{v.detail.due}</dt>
        <dd className="font-bold">{fcfa(state.due)}</dd>
      </dl>
      <a href={pdf(invoice.id)} download className="mt-4 inline-block text-green-800 underline">
        {v.detail.pdf}
      </a>

      <section className="mt-8">
        <h2 className="text-xl font-semibold">{v.payments.title}</h2>
        {payments.length === 0 ? (
          <p className="mt-2 text-slate-600">{v.payments.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  {fillTemplate(v.payments.line, {
                    amount: fcfa(p.amount),
                    date: formatDay(p.paid_on, locale),
                    method: v.methods[p.method],
                  })}
                  {p.reference && ` · ${p.reference}`}
                </span>
                <span className="flex flex-wrap items-center gap-3">
                  <a
                    href={href("/admin/invoices/:id/receipt/:payment", {
                      id: invoice.id,
                      payment: p.id,
                    })}
                    download
                    className="text-green-800 underline"
                  >
                    {v.payments.receipt}
                  </a>
                  {invoice.client_email && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="receipt" />
                      <input type="hidden" name="payment" value={p.id} />
                      <button className="rounded-full border border-green-800 px-3 py-1 font-semibold text-green-900">
                        {v.payments.send}
                      </button>
                    </Form>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {open && state.due > 0 && (
          <PaymentForm
            due={state.due}
            today={today}
            submission={loaderData.keys.payment}
            typed={typed}
            problems={problems}
          />
        )}
      </section>

      <section className="mt-8">
        <h2 className="text-xl font-semibold">{v.credits.title}</h2>
        <p className="mt-1 text-slate-700">{v.credits.intro}</p>
        {credits.length > 0 && (
          <ul className="mt-2 list-disc pl-6">
            {credits.map((c) => (
              <li key={c.id}>
                {fillTemplate(v.credits.line, {
                  number: c.number,
                  date: formatDay(c.issued_on, locale),
                  amount: fcfa(c.total),
                })}{" "}
                · {c.reason} ·{" "}
                <a href={pdf(c.id)} download className="text-green-800 underline">
                  {fillTemplate(v.credits.pdf, { number: c.number })}
                </a>
              </li>
            ))}
          </ul>
        )}
        {open && user.role === "admin" && (
          <Form
            method="post"
            noValidate
            className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <input type="hidden" name="intent" value="credit" />
            <input type="hidden" name="submission" value={loaderData.keys.credit} />
            <TextField
              name="amount"
              label={fillTemplate(v.credits.amount, { left: fcfa(left) })}
              defaultValue={typed("amount") ?? String(left)}
              problems={problems}
            />
            <TextField
              name="reason"
              label={v.credits.reason}
              defaultValue={typed("reason") ?? ""}
              problems={problems}
              maxLength={300}
            />
            <button className="justify-self-start rounded-full border border-red-800 px-5 py-2 font-semibold text-red-900">
              {v.credits.submit}
            </button>
          </Form>
        )}
      </section>
      <ReminderPanel panel={loaderData.reminders} />
    </article>
  );
}

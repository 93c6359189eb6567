import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/invoice-new";
import { formatFcfa } from "~/content/pricing";
import { adminAction } from "~/features/admin/index.server";
import { RefusalNotice, TextField, useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import { formatRate } from "~/features/devis";
import { INVOICE_KINDS } from "~/features/invoices";
import {
  invoicePdf,
  invoicingOf,
  issueInvoice,
  readInvoiceSettings,
} from "~/features/invoices/index.server";
import { isRefusal } from "~/features/forms";
import { fillTemplate } from "~/i18n/template";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";
import { issueForm } from "./invoice-new.server";

/** Issuing is for administrators only; an editor who posts anyway gets a 403. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The invoices a devis may get now (docs/product/invoices.md#issuing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  const devisId = new URL(request.url).searchParams.get("devis") ?? "";
  const found = devisId ? await invoicingOf(database, devisId) : undefined;
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(
    { request, context },
    { form: issueForm, adminOnly: true },
    async (user, form) => {
      const { database } = await getRuntime();
      const { depositPercent } = await readInvoiceSettings(database);
      const issued = await issueInvoice(database, {
        devisId: form.data.devis,
        kind: form.data.kind,
        depositPercent,
        termDays: form.data.termDays,
        userId: user.id,
      });
      if (!issued.ok)
        return data({ reason: issued.reason }, { status: issued.reason === "unknown" ? 404 : 409 });
      // Drawn once now; should drawing fail, the first download draws it from the stored rows.
      await invoicePdf(database, issued.id).catch((error: unknown) =>
        log.error("invoice PDF not drawn at issue", { id: issued.id, error: String(error) }),
      );
      return redirect(`${href("/admin/invoices/:id", { id: issued.id })}?done=issued`);
    },
  );
}

export default function InvoiceNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const v = t.invoices;
  const { offer, settings } = loaderData;
  const fcfa = (n: number) => formatFcfa(n, locale);
  const choices = INVOICE_KINDS.map((kind) => {
    const amount = offer[kind];
    const label =
      kind === "deposit"
        ? fillTemplate(v.issue.deposit, {
            percent: formatRate(settings.depositPercent * 100, locale),
            amount: fcfa(amount ?? 0),
          })
        : kind === "balance" && amount === undefined
          ? v.issue.balanceNotReady
          : fillTemplate(v.issue[kind], { amount: fcfa(amount ?? 0) });
    return { kind, label, open: amount !== undefined };
  });
  const first = choices.find((c) => c.open)?.kind;
  return (
    <article>
      <Link
        to={href("/admin/devis/:id", { id: loaderData.id })}
        className="text-green-800 underline"
      >
        ← {fillTemplate(t.devis.editor.title, { reference: loaderData.reference })}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">
        {fillTemplate(v.issue.title, { reference: loaderData.reference })}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{v.issue.intro}</p>
      <p className="mt-2 font-semibold">
        {fillTemplate(v.issue.devisTotal, { total: fcfa(loaderData.total) })}
      </p>
      <RefusalNotice answer={actionData} />
      {actionData && !isRefusal(actionData) && "reason" in actionData && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {v.refusals[actionData.reason]}
        </p>
      )}
      {loaderData.invoices.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-semibold">{v.issue.existing}</h2>
          <ul className="mt-2 list-disc pl-6">
            {loaderData.invoices.map((i) => (
              <li key={i.id}>
                <Link
                  to={href("/admin/invoices/:id", { id: i.id })}
                  className="text-green-800 underline"
                >
                  {i.number}
                </Link>{" "}
                · {v.kinds[i.kind]} · {fcfa(i.total)}
                {i.live <= 0 && ` · ${v.statuses.cancelled}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!loaderData.accepted ? (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {v.issue.notAccepted}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <input type="hidden" name="devis" value={loaderData.id} />
          <fieldset>
            <legend className="font-semibold">{v.issue.kind}</legend>
            {choices.map((c) => (
              <label key={c.kind} className="mt-2 flex items-start gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={c.kind}
                  disabled={!c.open}
                  defaultChecked={c.kind === first}
                  className="mt-1 h-5 w-5"
                />
                <span className={c.open ? "" : "text-slate-500"}>{c.label}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            className="mt-4 max-w-xs"
            name="termDays"
            type="number"
            label={v.issue.termDays}
            defaultValue={String(settings.termDays)}
            problems={isRefusal(actionData) ? actionData.problems : {}}
          />
          <button
            disabled={!first}
            className="mt-4 rounded-full bg-green-800 px-6 py-3 font-semibold text-white disabled:bg-slate-400"
          >
            {v.issue.submit}
          </button>
        </Form>
      )}
    </article>
  );
}

import { Form, href, useNavigation } from "react-router";
import type { Route } from "./+types/devis";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import { formatDay, formatQuantity, formatRate, unitWord } from "~/features/devis";
import { devisWords, words } from "~/i18n/words/devis";
import { formatSlot } from "~/features/interventions";
import { interventionWords } from "~/i18n/words/interventions";
import { clientIpContext } from "~/lib/contexts";
import { CachePolicy } from "~/lib/http-cache";
import { getRuntime } from "~/runtime/runtime.server";
import { answerClientDevis, loadClientDevis, type ClientAnswer } from "./devis.server";

/** The client's devis behind its private link; never cached, never indexed. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadClientDevis(await getRuntime(), params.token, request, context.get(clientIpContext));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return answerClientDevis(await getRuntime(), params.token, request, context.get(clientIpContext));
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": CachePolicy.noStore,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${fillTemplate(words(loaderData.locale, devisWords).page.title, { reference: loaderData.reference })} – ${loaderData.company.name}`
      : "",
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ClientDevis({ loaderData, actionData, params }: Route.ComponentProps) {
  const { locale, reference, status, devis, lines, company, newer, planned } = loaderData;
  const w = words(locale, devisWords);
  const p = w.page;
  const busy = useNavigation().state !== "idle";
  const fcfa = (n: number) => formatFcfa(n, locale);
  const answer = actionData as ClientAnswer | undefined;
  const problems = answer?.outcome === "invalid" ? answer.problems : {};
  const open = status === "sent" || status === "viewed";
  const banner =
    status === "accepted" && devis.answeredAt
      ? fillTemplate(p.accepted, {
          date: formatDay(devis.answeredAt.slice(0, 10), locale),
          name: devis.answerName ?? "",
        })
      : status === "declined" && devis.answeredAt
        ? fillTemplate(p.declined, { date: formatDay(devis.answeredAt.slice(0, 10), locale) })
        : status === "expired"
          ? fillTemplate(p.expired, { date: formatDay(devis.validUntil, locale) })
          : status === "replaced"
            ? p.replaced
            : status === "withdrawn"
              ? fillTemplate(p.withdrawn, { company: company.name })
              : null;
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base";
  return (
    <main id="main" lang={locale} className="mx-auto max-w-2xl px-4 py-6 text-slate-900">
      <p className="text-sm font-semibold text-green-800">
        {fillTemplate(p.from, { company: company.name })}
      </p>
      <h1 className="mt-1 text-2xl font-bold">{fillTemplate(p.title, { reference })}</h1>
      <p className="mt-1 text-slate-700">
        {devis.clientName}
        {devis.clientCompany ? ` · ${devis.clientCompany}` : ""}
      </p>
      <p className="font-semibold">
        {fillTemplate(w.document.validUntil, { date: formatDay(devis.validUntil, locale) })}
      </p>
      {banner && (
        <div
          role="status"
          data-status={status}
          className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950"
        >
          <p className="font-semibold">{banner}</p>
          {status === "replaced" && newer && (
            <a href={newer} className="mt-2 inline-block font-semibold text-green-800 underline">
              {p.replacedLink}
            </a>
          )}
        </div>
      )}
      {planned.length > 0 && (
        <section className="mt-4 rounded-xl bg-green-50 p-4" data-testid="planned-dates">
          <h2 className="font-semibold">{words(locale, interventionWords).client.pageTitle}</h2>
          <ul className="mt-1 list-disc pl-5">
            {planned.map((slot) => (
              <li key={slot.id}>{formatSlot(slot.startsAt, slot.endsAt, locale)}</li>
            ))}
          </ul>
        </section>
      )}
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 p-3">
            <span>
              <span className="block font-medium">{line.label}</span>
              <span className="text-sm text-slate-600">
                {formatQuantity(line.quantity, locale)} {unitWord(line.unit, line.quantity, locale)}{" "}
                × {fcfa(line.unitPrice)}
              </span>
            </span>
            <span className="font-semibold whitespace-nowrap">{fcfa(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="client-totals">
        <dt>{w.document.subtotal}</dt>
        <dd className="text-right">{fcfa(devis.subtotal)}</dd>
        {devis.discount > 0 && (
          <>
            <dt>
              {fillTemplate(w.document.discount, {
                percent: formatRate(devis.discountPercent * 100, locale),
              })}
            </dt>
            <dd className="text-right">− {fcfa(devis.discount)}</dd>
          </>
        )}
        {devis.vatRate > 0 ? (
          <>
            <dt>{fillTemplate(w.document.vat, { rate: formatRate(devis.vatRate, locale) })}</dt>
            <dd className="text-right">{fcfa(devis.vat)}</dd>
          </>
        ) : (
          <dt className="col-span-2 text-sm text-slate-600">{w.document.noVat}</dt>
        )}
        <dt className="text-lg font-bold">{w.document.total}</dt>
        <dd className="text-right text-lg font-bold text-green-900">{fcfa(devis.total)}</dd>
      </dl>
      {devis.paymentTerms && (
        <section className="mt-4">
          <h2 className="font-semibold">{w.document.paymentTerms}</h2>
          <p className="whitespace-pre-wrap">{devis.paymentTerms}</p>
        </section>
      )}
      {devis.note && (
        <section className="mt-4">
          <h2 className="font-semibold">{w.document.note}</h2>
          <p className="whitespace-pre-wrap">{devis.note}</p>
        </section>
      )}
      <a
        href={href("/devis/:token/pdf", { token: params.token })}
        className="mt-6 inline-block font-semibold text-green-800 underline"
      >
        {p.download}
      </a>
      {open && (
        <>
          <Form method="post" noValidate className="mt-8 rounded-xl border-2 border-green-700 p-4">
            <h2 className="text-xl font-bold">{p.accept}</h2>
            <p className="mt-1 text-slate-700">{p.acceptIntro}</p>
            <label htmlFor="accept-name" className="mt-3 block font-semibold">
              {p.nameLabel}
            </label>
            <input
              id="accept-name"
              name="name"
              autoComplete="name"
              maxLength={120}
              className={field}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={problems.name ? "accept-name-problem" : undefined}
            />
            {problems.name && (
              <p id="accept-name-problem" className="mt-1 font-semibold text-red-800">
                {p.problems[problems.name]}
              </p>
            )}
            <label className="mt-3 flex items-start gap-3">
              <input
                type="checkbox"
                name="agree"
                className="mt-1 h-6 w-6 shrink-0"
                aria-invalid={problems.agree ? true : undefined}
                aria-describedby={problems.agree ? "accept-agree-problem" : undefined}
              />
              <span>{p.agree}</span>
            </label>
            {problems.agree && (
              <p id="accept-agree-problem" className="mt-1 font-semibold text-red-800">
                {p.problems[problems.agree]}
              </p>
            )}
            <button
              name="intent"
              value="accept"
              disabled={busy}
              className="mt-4 w-full rounded-full bg-green-800 px-6 py-3 text-lg font-semibold text-white disabled:opacity-60"
            >
              {p.accept}
            </button>
          </Form>
          <details
            className="mt-6 rounded-xl border border-slate-300 p-4"
            open={problems.reason ? true : undefined}
          >
            <summary className="cursor-pointer font-semibold">{p.decline}</summary>
            <Form method="post" noValidate className="mt-3">
              <p className="text-slate-700">{p.declineIntro}</p>
              <label htmlFor="decline-reason" className="mt-3 block font-semibold">
                {p.reasonLabel}
              </label>
              <textarea
                id="decline-reason"
                name="reason"
                rows={3}
                maxLength={1000}
                className={field}
              />
              {problems.reason && (
                <p className="mt-1 font-semibold text-red-800">{p.problems[problems.reason]}</p>
              )}
              <button
                name="intent"
                value="decline"
                disabled={busy}
                className="mt-3 w-full rounded-full border-2 border-slate-700 px-6 py-3 font-semibold text-slate-900 disabled:opacity-60"
              >
                {p.confirmDecline}
              </button>
            </Form>
          </details>
        </>
      )}
      <p className="mt-8 text-sm text-slate-600">
        {fillTemplate(p.contact, { phone: company.phone, email: company.email })}
      </p>
    </main>
  );
}

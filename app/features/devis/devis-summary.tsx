import { Form, href, Link, useNavigation } from "react-router";
import { formatFcfa } from "~/content/pricing";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin } from "~/features/admin";
import { formatDay } from "./days";
import { effectiveStatus } from "./reference";
import { formatQuantity } from "./money";
import { StatusBadge } from "./status-badge";
import type { DevisDelivery, DevisLineRow, DevisRow, DevisStatus } from "./types";
import { unitWord } from "./unit-word";

interface SummaryProps {
  id: string;
  devis: Omit<DevisRow, "token_hash" | "token_sealed">;
  lines: DevisLineRow[];
  link: string | null;
  whatsapp: string | null;
  versions: Array<{ id: string; version: number; status: DevisStatus; reference: string }>;
  delivery: DevisDelivery;
}

/**
 * A devis once sent: where it stands (sent, opened, answered, with what the client typed), its
 * link and WhatsApp share, its PDF, its lines, and the two ways forward, revising it or
 * withdrawing it. Nothing here changes the version itself.
 */
export function DevisSummary({
  id,
  devis,
  lines,
  link,
  whatsapp,
  versions,
  delivery,
}: SummaryProps) {
  const { t, locale } = useAdmin();
  const v = t.devis.view;
  const busy = useNavigation().state !== "idle";
  const status = effectiveStatus(devis);
  const fcfa = (n: number) => formatFcfa(n, locale);
  const steps = [
    devis.sent_at &&
      fillTemplate(devis.client_email ? v.sentOn : v.sentOnNoEmail, {
        date: formatDate(devis.sent_at, locale),
        email: devis.client_email,
      }),
    deliveryWords(v.delivery, delivery, locale),
    devis.viewed_at && fillTemplate(v.viewedOn, { date: formatDate(devis.viewed_at, locale) }),
    devis.status === "accepted" &&
      fillTemplate(v.acceptedOn, {
        date: formatDate(devis.answered_at!, locale),
        name: devis.answer_name ?? "",
        address: devis.answer_address ?? "—",
      }),
    devis.status === "declined" &&
      fillTemplate(v.declinedOn, { date: formatDate(devis.answered_at!, locale) }),
    devis.status === "declined" &&
      devis.answer_reason &&
      fillTemplate(v.reason, { reason: devis.answer_reason }),
    status === "expired" &&
      fillTemplate(v.expiredOn, { date: formatDay(devis.valid_until, locale) }),
    devis.status === "withdrawn" && v.withdrawn,
  ].filter(Boolean);
  const newer = versions.find((x) => x.id === devis.replaced_by);
  const open = status === "sent" || status === "viewed";
  return (
    <div className="mt-4 space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge status={status} />
          <strong>{fcfa(devis.total)}</strong>
          <span>{devis.client_name}</span>
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800" data-testid="devis-steps">
          {steps.map((step) => (
            <li key={String(step)}>{step}</li>
          ))}
          {newer && (
            <li>
              <Link
                to={href("/admin/devis/:id", { id: newer.id })}
                className="text-green-800 underline"
              >
                {fillTemplate(v.replacedBy, { version: newer.version })}
              </Link>
            </li>
          )}
        </ul>
      </section>
      {open && (
        <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <label htmlFor="client-link" className="font-semibold">
            {v.link}
          </label>
          {link ? (
            <input
              id="client-link"
              readOnly
              value={link}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
            />
          ) : (
            <p className="mt-1 text-slate-700">{v.linkLost}</p>
          )}
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block rounded-full bg-green-700 px-4 py-2 font-semibold text-white"
            >
              {v.whatsapp}
            </a>
          )}
        </section>
      )}
      <a
        href={href("/admin/devis/:id/pdf", { id })}
        className="inline-block rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900"
      >
        {v.pdf}
      </a>
      <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{v.lines}</h2>
        <table className="mt-2 w-full text-left text-sm">
          <tbody className="divide-y divide-slate-200">
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="py-1 pr-2">{line.label}</td>
                <td className="py-1 pr-2 text-right whitespace-nowrap">
                  {formatQuantity(line.quantity, locale)}{" "}
                  {unitWord(line.unit, line.quantity, locale)}
                </td>
                <td className="py-1 text-right whitespace-nowrap">{fcfa(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {(devis.status === "sent" ||
        devis.status === "viewed" ||
        devis.status === "declined" ||
        devis.status === "expired" ||
        status === "expired") &&
        !newer && (
          <Form method="post" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <button
              name="intent"
              value="revise"
              disabled={busy}
              className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
            >
              {v.revise}
            </button>
            <p className="mt-1 text-sm text-slate-600">{v.reviseHint}</p>
            {(open || status === "expired") && (
              <>
                <button
                  name="intent"
                  value="withdraw"
                  disabled={busy}
                  className="mt-4 rounded-full border border-red-800 px-4 py-2 font-semibold text-red-800"
                >
                  {v.withdraw}
                </button>
                <p className="mt-1 text-sm text-slate-600">{v.withdrawHint}</p>
              </>
            )}
          </Form>
        )}
      {versions.length > 1 && (
        <section>
          <h2 className="text-lg font-semibold">{v.versions}</h2>
          <ul className="mt-2 space-y-1">
            {versions.map((x) => (
              <li key={x.id} className="flex items-center gap-2">
                <Link
                  to={href("/admin/devis/:id", { id: x.id })}
                  className="text-green-800 underline"
                  aria-current={x.id === id ? "page" : undefined}
                >
                  {x.reference}
                </Link>
                <StatusBadge status={x.status} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The e-mail's fate in words: "sent" only once an SMTP server accepted it. */
function deliveryWords(
  words: Record<"file" | "queued" | "sent" | "failed", string>,
  delivery: DevisDelivery,
  locale: "fr" | "en",
): string | false {
  if (delivery.state === "none") return false;
  if (delivery.state === "file") return words.file;
  return fillTemplate(words[delivery.state], {
    email: delivery.to,
    date: delivery.state === "sent" && delivery.at ? formatDate(delivery.at, locale) : "",
  });
}

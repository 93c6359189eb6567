import { Form, href, Link } from "react-router";
import { formatDate, useAdmin } from "~/features/admin";
import { localizePath } from "~/i18n/locale";
import { plural } from "~/lib/plural";
import { isLeadType } from "~/features/leads";
import type { OutboxRow } from "./outbox-admin.server";

const BADGES = {
  failed: "bg-red-100 text-red-900",
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  file: "bg-slate-200 text-slate-900",
} as const;

/** Where the lead an e-mail is about can be opened. */
function relatedPath(row: OutboxRow): string | null {
  if (!row.related_id) return null;
  if (isLeadType(row.related_type))
    return href("/admin/leads/:type/:id", { type: row.related_type, id: row.related_id });
  return row.related_type === "testimonial" ? href("/admin/testimonials") : null;
}

/** One e-mail of the outbox: what, to whom, how it went, and "resend" when it applies. */
export function OutboxEntry({ row }: { row: OutboxRow }) {
  const { t, locale } = useAdmin();
  const lead = relatedPath(row);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-email={row.id}
      data-status={row.status}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t.outbox.kinds[row.kind] ?? row.kind}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${BADGES[row.toFile ? "file" : row.status]}`}
        >
          {row.toFile ? t.outbox.toFile : t.outbox.status[row.status]}
        </span>
        {row.failing && (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {t.outbox.failingLong}
          </span>
        )}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t.outbox.to}</dt>
        <dd className="break-all">{row.to_address}</dd>
        <dt className="text-slate-600">{t.outbox.subject}</dt>
        <dd className="break-words">{row.subject}</dd>
        <dt className="text-slate-600">{t.outbox.queued}</dt>
        <dd>
          {formatDate(row.created_at, locale)} · {plural(locale, row.attempts, t.outbox.attempts)}
        </dd>
        {row.sent_at && (
          <>
            <dt className="text-slate-600">{row.toFile ? t.outbox.writtenAt : t.outbox.sentAt}</dt>
            <dd>{formatDate(row.sent_at, locale)}</dd>
          </>
        )}
        {row.status === "pending" && (
          <>
            <dt className="text-slate-600">{t.outbox.nextAttempt}</dt>
            <dd>{formatDate(row.next_attempt_at, locale)}</dd>
          </>
        )}
        {row.last_error && row.status !== "sent" && (
          <>
            <dt className="text-slate-600">{t.outbox.lastError}</dt>
            <dd className="font-mono text-xs break-all text-red-900">{row.last_error}</dd>
          </>
        )}
      </dl>
      {row.text === null ? (
        <p className="mt-2 text-sm text-slate-600">{t.outbox.secret}</p>
      ) : (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-green-900">{t.outbox.text}</summary>
          <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{row.text}</pre>
        </details>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {lead && (
          <Link to={localizePath(lead, locale)} className="font-semibold text-green-800 underline">
            {t.outbox.lead}
          </Link>
        )}
        {row.resendable && (
          <Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <button className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900">
              {t.outbox.resend}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

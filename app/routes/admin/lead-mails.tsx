import { formatDate, useAdmin } from "~/features/admin";
import type { MailDelivery } from "~/features/mail/index.server";
import { fillTemplate } from "~/i18n/template";

/**
 * The e-mails the site sent about a lead, each with what became of it: "sent" only once a
 * sending server accepted it. Without one, the visitor got nothing, and the page says so.
 */
export function LeadMails({ mails }: { mails: Array<MailDelivery & { kind: string }> }) {
  const { t, locale } = useAdmin();
  const words = t.lead.mails;
  const unsent = mails.some((m) => m.kind === "lead-acknowledgement" && m.state !== "sent");
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5" data-lead-mails>
      <h2 className="text-lg font-semibold">{words.title}</h2>
      {mails.length === 0 ? (
        <p className="mt-2 text-slate-600">{words.none}</p>
      ) : (
        <ul className="mt-2 grid gap-1">
          {mails.map((mail, i) => (
            <li key={i} data-mail-state={mail.state}>
              {fillTemplate(words.line, {
                kind: words.kinds[mail.kind] ?? mail.kind,
                to: mail.to,
                state:
                  mail.state === "sent"
                    ? fillTemplate(words.state.sent, { date: formatDate(mail.at, locale) })
                    : words.state[mail.state],
              })}
            </li>
          ))}
        </ul>
      )}
      {unsent && <p className="mt-2 font-semibold text-amber-900">{words.unsentHint}</p>}
    </section>
  );
}

import { Form, href } from "react-router";
import { formatDate, useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";

export interface ReminderPanelData {
  invoiceId: string;
  hasEmail: boolean;
  off: boolean;
  sent: { days: number; at: string }[];
  /** A WhatsApp link with the reminder typed, while the invoice is late; null otherwise */
  whatsapp: string | null;
}

/** The invoice's payment reminders: those sent, the client's choice to get none, WhatsApp. */
export function ReminderPanel({ panel }: { panel: ReminderPanelData }) {
  const { t, locale } = useAdmin();
  const w = t.accounting.reminders;
  return (
    <section className="mt-8" data-testid="reminders">
      <h2 className="text-xl font-semibold">{w.title}</h2>
      <p className="mt-2 text-slate-700">{w.rule}</p>
      {panel.sent.length === 0 ? (
        <p className="mt-2 text-slate-700">{w.none}</p>
      ) : (
        <ul className="mt-2 list-disc pl-6 text-slate-800">
          {panel.sent.map((s) => (
            <li key={s.days}>
              {fillTemplate(w.sent, { days: s.days, date: formatDate(s.at, locale) })}
            </li>
          ))}
        </ul>
      )}
      {!panel.hasEmail && <p className="mt-2 text-slate-700">{w.noEmail}</p>}
      {panel.hasEmail && (
        <Form
          method="post"
          action={href("/admin/invoices/:id/reminders", { id: panel.invoiceId })}
          className="mt-3"
        >
          <input type="hidden" name="off" value={panel.off ? "0" : "1"} />
          <p className="text-slate-800">{panel.off ? w.isOff : w.isOn}</p>
          <button className="mt-2 rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900">
            {panel.off ? w.turnOn : w.turnOff}
          </button>
        </Form>
      )}
      {panel.whatsapp && (
        <a
          href={panel.whatsapp}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-block rounded-full bg-green-800 px-4 py-2 font-semibold text-white"
        >
          {w.whatsapp}
        </a>
      )}
    </section>
  );
}

import { Form } from "react-router";
import { formatDate, useAdmin } from "~/features/admin";
import { LEAD_STATUSES } from "~/features/leads";
import type { LeadStatus } from "~/db/schema";
import { fillTemplate } from "~/i18n/template";
import type { FollowUpChange } from "./lead-detail.server";
import { listFormat } from "~/i18n/formats";

const select = "mt-2 block w-full rounded-lg border border-slate-400 px-2 py-2";

/**
 * A lead's follow-up as one form with one save: its status, who follows it, and a new internal
 * note (optional). What the save changed is said above the page (`followUpSaved`), so nothing
 * typed in one part is lost or left unsaved by the save of another.
 */
export function LeadFollowUp({
  status,
  assignee,
  staff,
  notes,
  busy,
}: {
  status: LeadStatus;
  assignee: string | null;
  staff: Array<{ id: string; name: string }>;
  notes: Array<{
    id: string;
    body: string;
    author_name: string | null;
    author_email: string | null;
    created_at: string;
  }>;
  busy: boolean;
}) {
  const { t, locale } = useAdmin();
  return (
    <Form
      method="post"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="follow-up"
    >
      <h2 id="follow-up" className="text-lg font-semibold">
        {t.lead.followUp}
      </h2>
      <input type="hidden" name="intent" value="update" />
      <label className="block font-semibold">
        {t.lead.changeStatus}
        <select name="status" defaultValue={status} className={select}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.leads.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-semibold">
        {t.lead.assign}
        <select name="assignee" defaultValue={assignee ?? ""} className={select}>
          <option value="">{t.lead.nobody}</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <section aria-labelledby="lead-notes">
        <h3 id="lead-notes" className="font-semibold">
          {t.lead.notes}
        </h3>
        {notes.length === 0 ? (
          <p className="mt-2 text-slate-600">{t.lead.noNotes}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-slate-50 p-2">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="text-xs text-slate-600">
                  {n.author_name || n.author_email} · {formatDate(n.created_at, locale)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <label className="mt-3 block font-semibold" htmlFor="note">
          {t.lead.addNote}
        </label>
        <textarea
          id="note"
          name="note"
          maxLength={4000}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-slate-400 p-2"
        />
      </section>
      <button
        disabled={busy}
        className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t.lead.save}
      </button>
    </Form>
  );
}

/** "Saved: status “Done”, handled by Afi and note added." in the staff member's language. */
export function followUpSaved(
  changes: FollowUpChange[],
  t: ReturnType<typeof useAdmin>["t"],
  locale: "fr" | "en",
): string {
  if (!changes.length) return t.lead.unchanged;
  const words = changes.map((change) => {
    if (change.kind === "status")
      return fillTemplate(t.lead.changes.status, { status: t.leads.statuses[change.status] });
    if (change.kind === "assign") return fillTemplate(t.lead.changes.assign, { name: change.name });
    return t.lead.changes[change.kind];
  });
  const list = listFormat(locale, { type: "conjunction" });
  return fillTemplate(t.lead.updated, { changes: list.format(words) });
}

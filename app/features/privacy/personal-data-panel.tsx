import { Form, href, Link, useNavigation } from "react-router";
import { fillTemplate } from "~/i18n/template";
import { formatDate, useAdmin } from "~/features/admin";
import { localizePath } from "~/i18n/locale";
import { withLabel } from "~/lib/typography";
import { adminWords, words } from "~/i18n/words/admin";
import { leadKindWords } from "~/i18n/words/lead-kinds";
import type { LeadKind } from "~/features/leads";

interface LeadRow {
  type: LeadKind;
  id: string;
  created_at: string;
  status: string;
  reference: string | null;
}

/**
 * What is stored about one person, with the two answers to their request: the file to send
 * them, and erasure (a second step asks for confirmation; the erase button posts with the
 * person's key, checked again on the server).
 */
export function PersonalDataPanel({
  q,
  person,
  counts,
  leads,
  tables,
  confirming,
}: {
  q: string;
  person: string;
  /** Rows by kind: each lead table by its camelCase name, then notes, e-mails, devis. */
  counts: Record<string, number>;
  /** The lead kind stored in each of those tables, by the same name. */
  tables: Record<string, LeadKind>;
  leads: LeadRow[];
  confirming: boolean;
}) {
  const { t, locale } = useAdmin();
  const s = words(locale, adminWords).privacy.screen;
  const busy = useNavigation().state !== "idle";
  const here = (extra = "") =>
    localizePath(`${href("/admin/personal-data")}?q=${encodeURIComponent(q)}${extra}`, locale);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (total === 0)
    return (
      <p role="status" className="mt-6 text-slate-700">
        {fillTemplate(s.none, { person })}
      </p>
    );
  const kinds = words(locale, leadKindWords);
  const label = (key: string) =>
    tables[key] ? kinds[tables[key]].plural : s.kinds[key as keyof typeof s.kinds];
  const { pending, approved, rejected } = t.testimonials;
  const moderation: Record<string, string> = { pending, approved, rejected };
  const statusLabel = (row: LeadRow) =>
    row.type === "testimonial"
      ? (moderation[row.status] ?? row.status)
      : ((t.leads.statuses as Record<string, string>)[row.status] ?? row.status);
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5" data-testid="person">
      <h2 className="font-semibold">{fillTemplate(s.found, { person })}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {Object.keys(counts).map((kind) => (
          <li key={kind}>
            {withLabel(label(kind), "", locale)}
            <strong data-testid={`count-${kind}`}>{counts[kind]}</strong>
          </li>
        ))}
      </ul>
      {leads.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="text-left font-semibold">{s.leads}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th className="py-2">{s.date}</th>
              <th>{s.kind}</th>
              <th>{s.status}</th>
              <th>
                <span className="sr-only">{s.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="py-2">{formatDate(row.created_at, locale)}</td>
                <td>
                  {kinds[row.type].name} {row.reference}
                </td>
                <td>{statusLabel(row)}</td>
                <td>
                  {row.type !== "testimonial" && (
                    <Link
                      to={localizePath(
                        href("/admin/leads/:type/:id", { type: row.type, id: row.id }),
                        locale,
                      )}
                      className="text-green-800 underline"
                    >
                      {s.open}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`${href("/admin/personal-data/export.json")}?q=${encodeURIComponent(q)}`}
          download
          className="rounded-full bg-green-800 px-5 py-2.5 font-semibold text-white"
        >
          {s.download}
        </a>
        {!confirming && (
          <Link
            to={here("&step=erase")}
            className="rounded-full border-2 border-red-800 px-5 py-2 font-semibold text-red-900"
          >
            {s.erase}
          </Link>
        )}
      </div>
      {confirming && (
        <Form
          method="post"
          action={here()}
          className="mt-5 rounded-xl border-2 border-red-800 bg-red-50 p-4"
          aria-labelledby="erase-title"
        >
          <h3 id="erase-title" className="font-bold text-red-900">
            {fillTemplate(s.confirmTitle, { person })}
          </h3>
          <p className="mt-2 text-slate-800">{s.confirmText}</p>
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="q" value={q} />
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              disabled={busy}
              className="rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
            >
              {s.confirm}
            </button>
            <Link
              to={here()}
              className="rounded-full border border-slate-400 px-5 py-2.5 font-semibold"
            >
              {s.cancel}
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}

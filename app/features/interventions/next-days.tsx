import { href, Link } from "react-router";
import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { formatSlot } from "./times";

/** The dashboard's short list: the interventions of the next 7 days, or a sentence saying none. */
export function NextInterventions(props: {
  lines: Array<{
    id: string;
    client: string;
    startsAt: string;
    endsAt: string;
    members: Array<{ name: string }>;
  }>;
}) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  return (
    <section className="mt-10" data-testid="next-interventions">
      <h2 className="text-xl font-semibold">{w.dashboard.title}</h2>
      {props.lines.length === 0 ? (
        <p className="mt-3 text-slate-600">{w.dashboard.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {props.lines.map((line) => (
            <li key={line.id} className="px-4 py-3 break-words">
              <Link
                to={href("/admin/interventions/:intervention", { intervention: line.id })}
                className="font-medium text-green-800 underline"
              >
                {formatSlot(line.startsAt, line.endsAt, locale)}
              </Link>
              <span className="block text-slate-700">
                {line.client} ·{" "}
                {fillTemplate(w.membersLine, {
                  names: line.members.map((m) => m.name).join(", ") || w.noMembers,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={href("/admin/interventions")}
        className="mt-2 inline-block text-green-800 underline"
      >
        {w.dashboard.all}
      </Link>
    </section>
  );
}

import { href, Link } from "react-router";
import { useAdmin } from "~/features/admin";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { formatSlot } from "./times";

interface Line {
  id: string;
  status: "planned" | "done" | "cancelled";
  startsAt: string;
  endsAt: string;
  members: Array<{ name: string }>;
}

/** The devis screen's interventions: those planned, and the way to plan one once accepted. */
export function DevisInterventions(props: { devisId: string; accepted: boolean; lines: Line[] }) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  if (!props.accepted && !props.lines.length) return null;
  return (
    <section className="mt-8" data-testid="devis-interventions">
      <h2 className="text-xl font-semibold">{w.section}</h2>
      <p className="text-slate-700">{w.sectionIntro}</p>
      <ul className="mt-3 space-y-2">
        {props.lines.map((line) => (
          <li key={line.id} data-status={line.status} className="break-words">
            <Link
              to={href("/admin/interventions/:intervention", { intervention: line.id })}
              className="text-green-800 underline"
            >
              {formatSlot(line.startsAt, line.endsAt, locale)}
            </Link>{" "}
            · {w.status[line.status]} ·{" "}
            {fillTemplate(w.membersLine, {
              names: line.members.map((m) => m.name).join(", ") || w.noMembers,
            })}
          </li>
        ))}
      </ul>
      {props.accepted && (
        <Link
          to={href("/admin/devis/:id/interventions/new", { id: props.devisId })}
          className="mt-3 inline-block rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
        >
          {w.plan}
        </Link>
      )}
    </section>
  );
}

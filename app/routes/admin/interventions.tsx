import { href, Link, redirect } from "react-router";
import type { Route } from "./+types/interventions";
import { useAdmin } from "~/features/admin";
import { screenRole, staffUser } from "~/features/auth/index.server";
import {
  addDays,
  isDay,
  lomeDay,
  formatLongDay,
  formatTime,
  fromLome,
  isoWeek,
  lomeClock,
  weekMonday,
} from "~/features/interventions";
import { interventionsBetween, type InterventionLine } from "~/features/interventions/index.server";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { getRuntime } from "~/runtime/runtime.server";

export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/**
 * Every intervention, a week at a time (`?week=2026-W49`, this week by default) or one day
 * (`?day=2026-12-01`), in Lomé time. A list per day rather than a grid: it reads at 390 px
 * without sideways scrolling, and without JavaScript. A week or day that does not exist leads
 * back to this week.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffUser(context);
  const search = new URL(request.url).searchParams;
  const day = search.get("day");
  const week = search.get("week");
  let from: string;
  let days: number;
  if (day !== null) {
    if (!isDay(day) || day < "2000-01-01" || day > "2999-12-31")
      throw redirect(href("/admin/interventions"), 303);
    [from, days] = [day, 1];
  } else {
    const monday = week === null ? weekMonday(isoWeek(lomeDay())) : weekMonday(week);
    if (!monday || monday < "2000-01-01" || monday > "2999-12-31")
      throw redirect(href("/admin/interventions"), 303);
    [from, days] = [monday, 7];
  }
  const { database } = await getRuntime();
  const lines = await interventionsBetween(
    database.db,
    fromLome(from, "00:00").toISOString(),
    fromLome(addDays(from, days), "00:00").toISOString(),
  );
  const dayList = Array.from({ length: days }, (_, i) => addDays(from, i));
  return {
    view: days === 1 ? ("day" as const) : ("week" as const),
    from,
    previous: addDays(from, -days),
    next: addDays(from, days),
    days: dayList.map((d) => ({
      day: d,
      lines: lines.filter((l) => lomeClock(new Date(l.startsAt)).day === d),
    })),
  };
}

export default function Interventions({ loaderData }: Route.ComponentProps) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  const { view, from, previous, next, days } = loaderData;
  const list = href("/admin/interventions");
  const link = (day: string) =>
    view === "day" ? `${list}?day=${day}` : `${list}?week=${isoWeek(day)}`;
  const empty = days.every((d) => d.lines.length === 0);
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-bold">{w.title}</h1>
      <p className="mt-1 text-lg" data-testid="period">
        {view === "week"
          ? fillTemplate(w.weekOf, { day: formatLongDay(from, locale) })
          : formatLongDay(from, locale)}
      </p>
      <nav className="mt-3 flex flex-wrap gap-x-4 gap-y-2" aria-label={w.title}>
        <Link to={link(previous)} className="text-green-800 underline" rel="prev">
          ← {view === "week" ? w.previousWeek : w.previousDay}
        </Link>
        <Link to={link(next)} className="text-green-800 underline" rel="next">
          {view === "week" ? w.nextWeek : w.nextDay} →
        </Link>
        <Link
          to={view === "week" ? list : `${list}?week=${isoWeek(from)}`}
          className="text-green-800 underline"
        >
          {view === "week" ? w.thisWeek : w.weekView}
        </Link>
      </nav>
      {empty && <p className="mt-6 text-slate-600">{view === "week" ? w.noneThisWeek : w.none}</p>}
      <ol className="mt-6 space-y-6">
        {days.map(({ day, lines }) =>
          view === "week" && lines.length === 0 ? null : (
            <li key={day} data-day={day}>
              <h2 className="text-lg font-semibold">
                {view === "week" ? (
                  <Link to={`${list}?day=${day}`} className="text-green-800 underline">
                    {formatLongDay(day, locale)}
                  </Link>
                ) : (
                  formatLongDay(day, locale)
                )}
              </h2>
              <ul className="mt-2 space-y-2">
                {lines.map((line) => (
                  <InterventionItem key={line.id} line={line} full={view === "day"} />
                ))}
              </ul>
            </li>
          ),
        )}
      </ol>
    </article>
  );
}

function InterventionItem({ line, full }: { line: InterventionLine; full: boolean }) {
  const { locale } = useAdmin();
  const w = words(locale, interventionWords).admin;
  const cancelled = line.status === "cancelled";
  return (
    <li
      data-intervention={line.id}
      data-status={line.status}
      className={`rounded-lg border border-slate-200 bg-white p-3 break-words ${cancelled ? "opacity-70" : ""}`}
    >
      <p className="font-semibold">
        <span className={cancelled ? "line-through" : ""}>
          {formatTime(line.startsAt, locale)} – {formatTime(line.endsAt, locale)}
        </span>{" "}
        · {line.client} · {w.status[line.status]}
      </p>
      <p className="text-slate-700">
        {fillTemplate(w.membersLine, {
          names: line.members.map((m) => m.name).join(", ") || w.noMembers,
        })}
      </p>
      {full && <p className="text-slate-700">{line.address}</p>}
      {full && line.notes && <p className="whitespace-pre-wrap text-slate-700">{line.notes}</p>}
      <Link
        to={href("/admin/interventions/:intervention", { intervention: line.id })}
        className="text-green-800 underline"
      >
        {w.open} · {fillTemplate(w.devis, { reference: line.reference })}
      </Link>
    </li>
  );
}

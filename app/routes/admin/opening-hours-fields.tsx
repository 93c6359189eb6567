import { useState } from "react";
import { DAY_NAMES, type DayName, type WeekHours } from "~/content/opening-hours";
import {
  closesField,
  FOLLOWING_WEEKDAYS,
  formFromWeek,
  openField,
  opensField,
  SAME_WEEKDAYS_FIELD,
  sameWeekdays,
  type TimeField,
} from "~/features/company";
import { useHydrated } from "~/lib/use-hydrated";
import type { FieldProblems } from "~/features/forms";
import { useAdmin, inputClass } from "~/features/admin";

/**
 * The week in /admin/settings, one row per day: open or not, its hours, and an optional second
 * range after a break. Each problem is shown under its own time. After a refused save the rows
 * show what was typed (`typed`), else the stored week. "Same hours Monday to Friday" makes the
 * week one step: Tuesday to Friday follow Monday (the server copies it), and once scripts run
 * their rows fold away; without scripts they stay visible and are ignored.
 */
export function OpeningHoursFields({
  saved,
  typed,
  problems,
}: {
  saved: WeekHours;
  typed: Record<string, string | string[]> | undefined;
  problems: FieldProblems;
}) {
  const { t } = useAdmin();
  const s = t.site.settings;
  const stored = formFromWeek(saved);
  const isOpen = (day: DayName) => (typed ? openField(day) in typed : stored[openField(day)]);
  const time = (field: TimeField) => {
    const sent = typed?.[field];
    return typed ? (typeof sent === "string" ? sent : "") : stored[field];
  };
  const [same, setSame] = useState(() =>
    typed ? SAME_WEEKDAYS_FIELD in typed : sameWeekdays(saved),
  );
  const enhanced = useHydrated();
  const follows = (day: DayName) => enhanced && same && FOLLOWING_WEEKDAYS.includes(day);
  return (
    <div>
      <p id="hours-hint" className="text-sm text-slate-700">
        {s.hoursHint}
      </p>
      <label className="mt-3 flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name={SAME_WEEKDAYS_FIELD}
          checked={same}
          onChange={(e) => setSame(e.currentTarget.checked)}
          className="h-5 w-5"
        />
        {s.sameWeekdays}
      </label>
      {same && <p className="text-sm text-slate-700">{s.sameWeekdaysHint}</p>}
      {problems.hours && (
        <p id="hours-problem" className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems[problems.hours]}
        </p>
      )}
      <div className="mt-3 grid gap-3">
        {DAY_NAMES.map((day) => (
          <fieldset
            key={`${day}-${isOpen(day)}`}
            aria-labelledby={`day-${day}`}
            data-day={day}
            // Folded and not sent while it follows Monday.
            hidden={follows(day)}
            disabled={follows(day)}
            className="grid min-w-0 items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[9rem_6rem_repeat(4,minmax(0,1fr))]"
          >
            <span id={`day-${day}`} className="pt-2 font-semibold">
              {s.dayNames[day]}
            </span>
            <label className="flex items-center gap-2 pt-2">
              <input
                type="checkbox"
                name={openField(day)}
                defaultChecked={isOpen(day)}
                className="h-5 w-5"
              />
              {s.open}
            </label>
            {(
              [
                [opensField(day, 1), s.opens],
                [closesField(day, 1), s.closes],
                [opensField(day, 2), s.secondOpens],
                [closesField(day, 2), s.secondCloses],
              ] as const
            ).map(([field, label]) => (
              <TimeInput
                key={`${field}-${time(field)}`}
                name={field}
                label={label}
                value={time(field)}
                problem={problems[field] && t.site.problems[problems[field]]}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}

function TimeInput({
  name,
  label,
  value,
  problem,
}: {
  name: string;
  label: string;
  value: string;
  problem: string | undefined;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="time"
        name={name}
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={inputClass}
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

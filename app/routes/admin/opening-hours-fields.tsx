import { DAY_NAMES, type DayName, type WeekHours } from "~/content/opening-hours";
import {
  closesField,
  formFromWeek,
  openField,
  opensField,
  type TimeField,
} from "~/features/company";
import type { FieldProblems } from "~/features/forms";
import { useAdmin, inputClass } from "~/features/admin";

/**
 * The week in /admin/settings, one row per day: open or not, its hours, and an optional second
 * range after a break. Each problem is shown under its own time. After a refused save the rows
 * show what was typed (`typed`), else the stored week.
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
  return (
    <div>
      <p id="hours-hint" className="text-sm text-slate-700">
        {s.hoursHint}
      </p>
      {problems.hours && (
        <p id="hours-problem" className="mt-1 text-sm font-semibold text-red-800">
          {t.site.problems[problems.hours]}
        </p>
      )}
      <div className="mt-3 grid gap-3">
        {DAY_NAMES.map((day) => (
          <div
            key={`${day}-${isOpen(day)}`}
            role="group"
            aria-labelledby={`day-${day}`}
            data-day={day}
            className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[9rem_6rem_repeat(4,minmax(0,1fr))]"
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
          </div>
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

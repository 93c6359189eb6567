import { DAY_NAMES, MAX_RANGES, type DayName, type WeekHours } from "~/content/opening-hours";
import type { FieldCode } from "~/features/forms";

/**
 * The inputs of the opening hours in /admin/settings, one per value so each problem is shown
 * beside its own field: a day's "open" checkbox, then each range's opening and closing time
 * ("Saturday1Closes"). Shared by the form and its schema.
 */
export type RangeNumber = 1 | 2;
export type OpenField = `${DayName}Open`;
export type TimeField = `${DayName}${RangeNumber}${"Opens" | "Closes"}`;

export const RANGE_NUMBERS: readonly RangeNumber[] = [1, 2];

export const openField = (day: DayName): OpenField => `${day}Open`;
export const opensField = (day: DayName, n: RangeNumber): TimeField => `${day}${n}Opens`;
export const closesField = (day: DayName, n: RangeNumber): TimeField => `${day}${n}Closes`;

export const TIME_FIELDS: readonly TimeField[] = DAY_NAMES.flatMap((day) =>
  RANGE_NUMBERS.flatMap((n) => [opensField(day, n), closesField(day, n)]),
);

/** The hours as the form sends them: ticked days, times as typed ("" for none). */
export type HoursForm = Record<OpenField, boolean> & Record<TimeField, string>;

/** The days that can follow Monday's hours in one step ("same hours Monday to Friday"). */
export const FOLLOWING_WEEKDAYS: readonly DayName[] = [
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
];
export const SAME_WEEKDAYS_FIELD = "sameWeekdays";

/**
 * The form with Monday's open box and times copied onto Tuesday to Friday when "same hours
 * Monday to Friday" is ticked: what those days' own inputs said (hidden, or not sent) is ignored.
 */
export function withSameWeekdays<F extends HoursForm>(form: F & { sameWeekdays?: boolean }): F {
  if (!form.sameWeekdays) return form;
  const copy: Record<string, unknown> = { ...form };
  for (const day of FOLLOWING_WEEKDAYS) {
    copy[openField(day)] = form[openField("Monday")];
    for (const n of RANGE_NUMBERS) {
      copy[opensField(day, n)] = form[opensField("Monday", n)];
      copy[closesField(day, n)] = form[closesField("Monday", n)];
    }
  }
  return copy as F;
}

/** Whether a stored week has the same hours from Monday to Friday. */
export function sameWeekdays(week: WeekHours): boolean {
  const monday = JSON.stringify(week.Monday);
  return FOLLOWING_WEEKDAYS.every((day) => JSON.stringify(week[day]) === monday);
}

/** The week the form describes (checked first: see `hoursProblems`). */
export function weekFromForm(form: HoursForm): WeekHours {
  return Object.fromEntries(
    DAY_NAMES.map((day) => [
      day,
      form[openField(day)]
        ? RANGE_NUMBERS.flatMap((n) => {
            const range = { opens: form[opensField(day, n)], closes: form[closesField(day, n)] };
            return range.opens && range.closes ? [range] : [];
          }).slice(0, MAX_RANGES)
        : [],
    ]),
  ) as WeekHours;
}

/** What the form shows for a stored week: each open day ticked, its ranges in the times. */
export function formFromWeek(week: WeekHours): HoursForm {
  const form: Record<string, boolean | string> = {};
  for (const day of DAY_NAMES) {
    form[openField(day)] = week[day].length > 0;
    for (const n of RANGE_NUMBERS) {
      const range = week[day][n - 1];
      form[opensField(day, n)] = range?.opens ?? "";
      form[closesField(day, n)] = range?.closes ?? "";
    }
  }
  return form as HoursForm;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with the hours as sent, by field (docs/product/forms.md#company-identity): an
 * open day needs its first range; a second range needs both times; each time is HH:MM; a range
 * closes after it opens, and the second opens after the first closes. Closed days are not read.
 */
export function hoursProblems(form: HoursForm): Array<{ field: string; code: FieldCode }> {
  const problems: Array<{ field: string; code: FieldCode }> = [];
  const check = (field: TimeField, required: boolean) => {
    const value = form[field];
    if (!value) {
      if (required) problems.push({ field, code: "REQUIRED" });
      return false;
    }
    if (TIME.test(value)) return true;
    problems.push({ field, code: "TIME" });
    return false;
  };
  for (const day of DAY_NAMES.filter((d) => form[openField(d)])) {
    const [o1, c1] = [opensField(day, 1), closesField(day, 1)];
    const [o2, c2] = [opensField(day, 2), closesField(day, 2)];
    const first = [check(o1, true), check(c1, true)].every(Boolean);
    if (first && form[c1] <= form[o1]) problems.push({ field: c1, code: "TIME_ORDER" });
    const second = Boolean(form[o2] || form[c2]);
    if (!second) continue;
    const opens2 = check(o2, true);
    const closes2 = check(c2, true);
    if (opens2 && first && form[o2] <= form[c1]) problems.push({ field: o2, code: "TIME_SECOND" });
    if (opens2 && closes2 && form[c2] <= form[o2]) problems.push({ field: c2, code: "TIME_ORDER" });
  }
  if (!DAY_NAMES.some((d) => form[openField(d)])) problems.push({ field: "hours", code: "DAYS" });
  return problems;
}

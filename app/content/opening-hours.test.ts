import { describe, expect, it } from "vitest";
import {
  DEFAULT_WEEK,
  formatDays,
  formatTime,
  hoursLines,
  isWeekHours,
  openingHoursSpecification,
  weekFromDays,
  type WeekHours,
} from "./opening-hours";

/** A lunch break on weekdays, Saturday morning only, Sunday closed. */
const BREAK_WEEK: WeekHours = {
  ...DEFAULT_WEEK,
  ...Object.fromEntries(
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => [
      day,
      [
        { opens: "07:00", closes: "12:00" },
        { opens: "14:00", closes: "18:30" },
      ],
    ]),
  ),
  Saturday: [{ opens: "07:00", closes: "12:00" }],
};
const sunday = { fr: "Sur rendez-vous", en: "By appointment" };
// Spaces inside a time or a line never break: compare with ordinary spaces.
const plain = (lines: Array<{ days: string; hours: string }>) =>
  lines.map(({ days, hours }) => `${days} | ${hours}`.replace(/\u00a0/g, " "));

describe("opening hours", () => {
  it("writes times the language's way", () => {
    expect(formatTime("07:00", "fr")).toBe("7\u00a0h\u00a000");
    expect(formatTime("18:30", "fr")).toBe("18\u00a0h\u00a030");
    expect(formatTime("07:00", "en")).toBe("7:00\u00a0am");
    expect(formatTime("18:30", "en")).toBe("6:30\u00a0pm");
    expect(formatTime("12:00", "en")).toBe("12:00\u00a0pm");
  });

  it("names runs of days as a span and others one by one", () => {
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "fr")).toBe(
      "Lundi – vendredi",
    );
    expect(formatDays(["Saturday", "Sunday"], "fr")).toBe("Samedi et dimanche");
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Friday"], "en")).toBe(
      "Monday – Wednesday and Friday",
    );
  });

  it("shows the spec's week: Monday to Saturday, Sunday by appointment", () => {
    const week = { week: DEFAULT_WEEK, sunday };
    expect(plain(hoursLines(week, "fr", "Fermé"))).toEqual([
      "Lundi – samedi | 7 h 00 – 18 h 00",
      "Dimanche | Sur rendez-vous",
    ]);
    expect(plain(hoursLines(week, "en", "Closed"))).toEqual([
      "Monday – Saturday | 7:00 am – 6:00 pm",
      "Sunday | By appointment",
    ]);
  });

  it("groups days with the same hours: a lunch break, a half-day Saturday, closed days", () => {
    const week = { week: BREAK_WEEK, sunday };
    expect(plain(hoursLines(week, "fr", "Fermé"))).toEqual([
      "Lundi – vendredi | 7 h 00 – 12 h 00 et 14 h 00 – 18 h 30",
      "Samedi | 7 h 00 – 12 h 00",
      "Dimanche | Sur rendez-vous",
    ]);
    expect(plain(hoursLines(week, "en", "Closed"))).toEqual([
      "Monday – Friday | 7:00 am – 12:00 pm and 2:00 pm – 6:30 pm",
      "Saturday | 7:00 am – 12:00 pm",
      "Sunday | By appointment",
    ]);
    const noNote = { week: { ...BREAK_WEEK, Wednesday: [] }, sunday: { fr: "", en: "" } };
    expect(plain(hoursLines(noNote, "fr", "Fermé"))).toEqual([
      "Lundi, mardi, jeudi et vendredi | 7 h 00 – 12 h 00 et 14 h 00 – 18 h 30",
      "Mercredi et dimanche | Fermé",
      "Samedi | 7 h 00 – 12 h 00",
    ]);
  });

  it("tells search engines each time range with its days", () => {
    expect(openingHoursSpecification(DEFAULT_WEEK)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "07:00",
        closes: "18:00",
      },
    ]);
    expect(openingHoursSpecification(BREAK_WEEK)).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "07:00",
        closes: "12:00",
      }),
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "14:00",
        closes: "18:30",
      }),
    ]);
  });

  it("reads the former shape (ticked days, one range) and refuses a damaged week", () => {
    expect(weekFromDays(["Monday", "Friday"], "08:00", "17:00")).toMatchObject({
      Monday: [{ opens: "08:00", closes: "17:00" }],
      Tuesday: [],
      Friday: [{ opens: "08:00", closes: "17:00" }],
      Sunday: [],
    });
    expect(isWeekHours(BREAK_WEEK)).toBe(true);
    expect(isWeekHours({ ...BREAK_WEEK, Sunday: [{ opens: "7h", closes: "12:00" }] })).toBe(false);
    expect(isWeekHours({ Monday: [] })).toBe(false);
  });
});

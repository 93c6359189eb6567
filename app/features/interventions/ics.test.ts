import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarTime, parseCalendar } from "../../../tests/helpers/ical";
import { calendarFile, escapeText, fold } from "./ics";

const event = {
  uid: "abc@africaclean.tg",
  sequence: 2,
  method: "REQUEST" as const,
  startsAt: "2026-12-01T08:30:00.000Z",
  endsAt: "2026-12-01T11:00:00.000Z",
  stamp: "2026-11-28T10:00:00.000Z",
  summary: "Intervention Africa Clean (DV-2026-0042)",
  description: "Devis DV-2026-0042; appelez, s'il vous plaît\nle gardien",
  location: "Rue 12, Bè Kpota; portail vert, près de l'école Étoile du Matin — Lomé, Togo",
  organizer: { name: "Africa Clean", email: "contact@africaclean.tg" },
  attendee: { name: "Kofi Agbo", email: "kofi@example.tg" },
};

describe("the calendar file", () => {
  it("is read back by a strict RFC 5545 reader, text and times intact", () => {
    const file = calendarFile(event);
    const calendar = parseCalendar(file);
    expect(calendar.name).toBe("VCALENDAR");
    expect(calendar.get("METHOD")).toBe("REQUEST");
    const [vevent] = calendar.components;
    expect(vevent!.name).toBe("VEVENT");
    expect(vevent!.get("UID")).toBe(event.uid);
    expect(vevent!.get("SEQUENCE")).toBe("2");
    expect(calendarTime(vevent!.get("DTSTART")!)).toBe(event.startsAt);
    expect(calendarTime(vevent!.get("DTEND")!)).toBe(event.endsAt);
    expect(vevent!.get("LOCATION")).toBe(event.location);
    expect(vevent!.get("DESCRIPTION")).toBe(event.description);
    expect(file.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("is read the same by ical.js, the calendar library Thunderbird uses", () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFile(event)));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(2);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.startsAt);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.endsAt);
    expect(vevent.location).toBe(event.location);
    expect(vevent.description).toBe(event.description);
    expect(vevent.summary).toBe(event.summary);
    const cancelled = new ICAL.Component(
      ICAL.parse(calendarFile({ ...event, method: "CANCEL", sequence: 3 })),
    );
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe(
      "CANCELLED",
    );
  });

  it("escapes commas, semicolons, backslashes and newlines", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds at 75 octets without cutting a character in two", () => {
    const folded = fold(`LOCATION:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`LOCATION:${"é".repeat(80)}`);
  });

  it("says CANCELLED in a cancellation", () => {
    const calendar = parseCalendar(calendarFile({ ...event, method: "CANCEL", sequence: 3 }));
    expect(calendar.get("METHOD")).toBe("CANCEL");
    expect(calendar.components[0]!.get("STATUS")).toBe("CANCELLED");
  });
});

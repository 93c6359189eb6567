import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { calendarTime, parseCalendar } from "../../../tests/helpers/ical";
import {
  acceptedDevis,
  addMember,
  mailsOf,
  slotAt,
  STEP,
} from "../../../tests/helpers/interventions";
import { sentDevisFor } from "../../../tests/helpers/devis";
import { planIntervention } from "./booking.server";
import { nextInterventions, plannedDates } from "./read.server";
import { cancelIntervention, markDone, moveIntervention } from "./steps.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const DAY = "2030-03-12";

forEachDatabase((open) => {
  it("plans an accepted devis's intervention and mails its client the calendar file", async () => {
    database = await open();
    const devis = await acceptedDevis(database, { locale: "en", email: "ama@example.tg" });
    const ama = await addMember(database, "Ama");
    const planned = await planIntervention(
      database,
      devis.id,
      slotAt(`${DAY}T08:30:00Z`, 150, [ama]),
      STEP,
    );
    expect(planned).toMatchObject({ ok: true, emailed: true });
    if (!planned.ok) return;
    const row = await database.db
      .selectFrom("interventions")
      .selectAll()
      .where("id", "=", planned.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "planned",
      starts_at: `${DAY}T08:30:00.000Z`,
      ends_at: `${DAY}T11:00:00.000Z`,
      sequence: 0,
    });
    const [mail] = await mailsOf(database, planned.id);
    expect(mail).toMatchObject({ kind: "intervention-planned", to_address: "ama@example.tg" });
    // In the client's language, the time in Lomé.
    expect(mail!.subject).toContain("Your visit on Tuesday, 12 March 2030");
    expect(mail!.text_body).toContain("08:30 – 11:00");
    const file = mail!.files[0]!;
    expect(file.content_type).toContain("text/calendar");
    const calendar = parseCalendar(file.text);
    expect(calendar.get("METHOD")).toBe("REQUEST");
    const event = calendar.components[0]!;
    expect(event.get("UID")).toBe(`${planned.id}@africaclean.tg`);
    expect(calendarTime(event.get("DTSTART")!)).toBe(row.starts_at);
    expect(event.get("LOCATION")).toBe("Rue 12, Bè");
    const log = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_type"])
      .where("target_id", "=", planned.id)
      .execute();
    expect(log).toEqual([{ action: "intervention.plan", target_type: "intervention" }]);
  });

  it("refuses a devis not accepted, a member unknown, and names the intervention in the way", async () => {
    database = await open();
    const db = database;
    const sent = await sentDevisFor(db, { reference: "DV-2026-0100", email: "a@example.tg" });
    const devis = await acceptedDevis(db, { reference: "DV-2026-0101", email: "b@example.tg" });
    const ama = await addMember(db, "Ama");
    const kossi = await addMember(db, "Kossi");
    const count = async () =>
      Number(
        (
          await db.db
            .selectFrom("interventions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const slot = slotAt(`${DAY}T08:00:00Z`, 120, [ama]);
    expect(await planIntervention(db, sent.id, slot, STEP)).toEqual({
      ok: false,
      problem: "notAccepted",
    });
    expect(await planIntervention(db, "nope", slot, STEP)).toEqual({
      ok: false,
      problem: "missing",
    });
    expect(
      await planIntervention(db, devis.id, { ...slot, members: [ama, "forged-id"] }, STEP),
    ).toEqual({ ok: false, problem: "unknownMember" });
    expect(await count()).toBe(0);
    const first = await planIntervention(db, devis.id, slot, STEP);
    if (!first.ok) throw new Error(first.problem);
    // Kossi is free, Ama is not: refused, naming Ama and the first intervention.
    const second = await planIntervention(
      db,
      devis.id,
      slotAt(`${DAY}T09:30:00Z`, 60, [kossi, ama]),
      STEP,
    );
    expect(second).toMatchObject({
      ok: false,
      problem: "overlap",
      conflict: { id: first.id, member: "Ama", reference: "DV-2026-0101" },
    });
    // Back to back is no overlap; after a cancellation the time is free again.
    expect(
      (await planIntervention(db, devis.id, slotAt(`${DAY}T10:00:00Z`, 60, [ama]), STEP)).ok,
    ).toBe(true);
    await cancelIntervention(db, first.id, STEP);
    expect(
      (await planIntervention(db, devis.id, slotAt(`${DAY}T08:00:00Z`, 60, [ama]), STEP)).ok,
    ).toBe(true);
    expect(await count()).toBe(3);
  });

  it("lets exactly one of many simultaneous bookings of one member through", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db);
    const ama = await addMember(db, "Ama");
    // PostgreSQL's pool opens connections on demand: opened first, the calls run at once.
    await Promise.all(Array.from({ length: 8 }, () => sql`select 1`.execute(db.db)));
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        planIntervention(db, devis.id, slotAt(`${DAY}T0${8 + (i % 2)}:00:00Z`, 120, [ama]), STEP),
      ),
    );
    const won = outcomes.filter((o) => o.ok);
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((o) => !o.ok))
      expect(lost).toMatchObject({
        problem: "overlap",
        conflict: { id: won[0]!.ok && won[0]!.id, member: "Ama" },
      });
  });

  it("moves with a higher SEQUENCE under the same UID, then cancels, then stays closed", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db);
    const ama = await addMember(db, "Ama");
    const planned = await planIntervention(
      db,
      devis.id,
      slotAt(`${DAY}T08:00:00Z`, 60, [ama]),
      STEP,
    );
    if (!planned.ok) throw new Error(planned.problem);
    const moved = await moveIntervention(
      db,
      planned.id,
      slotAt(`${DAY}T14:00:00Z`, 90, [ama]),
      STEP,
    );
    expect(moved).toMatchObject({ ok: true, emailed: true });
    // A change of notes alone tells the client nothing new.
    const quiet = await moveIntervention(
      db,
      planned.id,
      { ...slotAt(`${DAY}T14:00:00Z`, 90, [ama]), notes: "Clé chez le voisin" },
      STEP,
    );
    expect(quiet).toMatchObject({ ok: true, emailed: false });
    // Moved onto another of Ama's interventions: refused, naming it, and nothing changed.
    const other = await planIntervention(db, devis.id, slotAt(`${DAY}T17:00:00Z`, 60, [ama]), STEP);
    if (!other.ok) throw new Error(other.problem);
    expect(
      await moveIntervention(db, planned.id, slotAt(`${DAY}T16:30:00Z`, 60, [ama]), STEP),
    ).toMatchObject({ ok: false, problem: "overlap", conflict: { id: other.id } });
    const kept = await db.db
      .selectFrom("interventions")
      .select(["starts_at", "sequence"])
      .where("id", "=", planned.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ starts_at: `${DAY}T14:00:00.000Z`, sequence: 1 });
    expect((await cancelIntervention(db, planned.id, STEP)).ok).toBe(true);
    const mails = await mailsOf(db, planned.id);
    expect(mails.map((m) => m.kind)).toEqual([
      "intervention-planned",
      "intervention-moved",
      "intervention-cancelled",
    ]);
    const events = mails.map((m) => parseCalendar(m.files[0]!.text));
    expect(events.map((c) => c.get("METHOD"))).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(events.map((c) => c.components[0]!.get("SEQUENCE"))).toEqual(["0", "1", "2"]);
    expect(new Set(events.map((c) => c.components[0]!.get("UID"))).size).toBe(1);
    expect(calendarTime(events[1]!.components[0]!.get("DTSTART")!)).toBe(`${DAY}T14:00:00.000Z`);
    expect(await cancelIntervention(db, planned.id, STEP)).toEqual({
      ok: false,
      problem: "closed",
    });
    expect(await markDone(db, planned.id, STEP)).toEqual({ ok: false, problem: "closed" });
    expect(
      await moveIntervention(db, planned.id, slotAt(`${DAY}T16:00:00Z`, 60, [ama]), STEP),
    ).toEqual({ ok: false, problem: "closed" });
  });

  it("lists the next 7 days' planned interventions for the dashboard, and the client's dates", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db);
    const ama = await addMember(db, "Ama");
    const now = new Date("2030-03-10T12:00:00Z");
    const at = async (start: string) => {
      const planned = await planIntervention(db, devis.id, slotAt(start, 60, [ama]), STEP);
      if (!planned.ok) throw new Error(planned.problem);
      return planned.id;
    };
    expect(await nextInterventions(db.db, now)).toEqual([]);
    const soon = await at("2030-03-11T08:00:00Z");
    const cancelled = await at("2030-03-12T08:00:00Z");
    const done = await at("2030-03-13T08:00:00Z");
    await at("2030-03-18T08:00:00Z"); // past the 7 days
    await cancelIntervention(db, cancelled, STEP);
    await markDone(db, done, STEP);
    const next = await nextInterventions(db.db, now);
    expect(next.map((line) => [line.id, line.client, line.members.map((m) => m.name)])).toEqual([
      [soon, "Kofi Agbo", ["Ama"]],
    ]);
    // The client's page: every date but the cancelled one.
    expect((await plannedDates(db.db, devis.id)).map((p) => p.id)).not.toContain(cancelled);
    expect(await plannedDates(db.db, devis.id)).toHaveLength(3);
  });
});

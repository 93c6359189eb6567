import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { parseCalendar } from "../../../tests/helpers/ical";
import {
  acceptedDevis,
  addMember,
  mailsOf,
  slotAt,
  STEP,
} from "../../../tests/helpers/interventions";
import { erasePersonalData, findPersonalData } from "~/features/privacy/personal-data.server";
import { planIntervention } from "./booking.server";
import {
  reminderMoment,
  sendReminders,
  sendTestimonialRequests,
  startInterventionJobs,
} from "./jobs.server";
import { cancelIntervention, markDone, moveIntervention } from "./steps.server";
import { openTestimonialLink, submitTestimonial } from "./testimonial-link.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const HOST = { host: "africaclean.tg" };
const PUBLIC = { publicUrl: "https://africaclean.tg" };
const at = (iso: string) => new Date(iso);

forEachDatabase((open) => {
  it("reminds at 18:00 in Lomé the day before, once, not when cancelled or planned too late", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db);
    const [ama, kossi, yao] = [
      await addMember(db, "Ama"),
      await addMember(db, "Kossi"),
      await addMember(db, "Yao"),
    ];
    const plannedAt = (now: string, start: string, member: string) =>
      planIntervention(db, devis.id, slotAt(start, 60, [member]), { ...STEP, now: at(now) });
    const kept = await plannedAt("2030-03-10T09:00:00Z", "2030-03-12T08:00:00Z", ama);
    const cancelled = await plannedAt("2030-03-10T09:00:00Z", "2030-03-12T10:00:00Z", kossi);
    const late = await plannedAt("2030-03-11T19:30:00Z", "2030-03-12T12:00:00Z", yao);
    if (!kept.ok || !cancelled.ok || !late.ok) throw new Error("not planned");
    await cancelIntervention(db, cancelled.id, STEP);
    expect(reminderMoment("2030-03-12T08:00:00.000Z").toISOString()).toBe(
      "2030-03-11T18:00:00.000Z",
    );
    expect(await sendReminders(db, { ...HOST, now: at("2030-03-11T17:59:00Z") })).toBe(0);
    // Two processes looking at once: one reminder.
    const [a, b] = await Promise.all([
      sendReminders(db, { ...HOST, now: at("2030-03-11T18:05:00Z") }),
      sendReminders(db, { ...HOST, now: at("2030-03-11T18:05:00Z") }),
    ]);
    expect(a + b).toBe(1);
    expect(await sendReminders(db, { ...HOST, now: at("2030-03-11T20:00:00Z") })).toBe(0);
    const reminders = (await mailsOf(db, kept.id)).filter(
      (m) => m.kind === "intervention-reminder",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("demain");
    expect(parseCalendar(reminders[0]!.files[0]!.text).get("METHOD")).toBe("REQUEST");
    expect((await mailsOf(db, cancelled.id)).map((m) => m.kind)).not.toContain(
      "intervention-reminder",
    );
    expect((await mailsOf(db, late.id)).map((m) => m.kind)).not.toContain("intervention-reminder");
    // Moved to another day: reminded again before the new date.
    await moveIntervention(db, kept.id, slotAt("2030-03-20T08:00:00Z", 60, [ama]), {
      ...STEP,
      now: at("2030-03-12T06:00:00Z"),
    });
    expect(await sendReminders(db, { ...HOST, now: at("2030-03-19T18:01:00Z") })).toBe(1);
  });

  it("asks for a testimonial 2 days after the last intervention, once, through a one-time link", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db, { reference: "DV-2026-0077", email: "kofi@example.tg" });
    const ama = await addMember(db, "Ama");
    const one = await planIntervention(
      db,
      devis.id,
      slotAt("2030-03-12T08:00:00Z", 60, [ama]),
      STEP,
    );
    const two = await planIntervention(
      db,
      devis.id,
      slotAt("2030-03-13T08:00:00Z", 60, [ama]),
      STEP,
    );
    if (!one.ok || !two.ok) throw new Error("not planned");
    await markDone(db, one.id, { ...STEP, now: at("2030-03-12T10:00:00Z") });
    expect(await db.db.selectFrom("testimonial_requests").selectAll().execute()).toEqual([]);
    await markDone(db, two.id, { ...STEP, now: at("2030-03-13T10:00:00Z") });
    expect(await sendTestimonialRequests(db, { ...PUBLIC, now: at("2030-03-15T09:59:00Z") })).toBe(
      0,
    );
    const [a, b] = await Promise.all([
      sendTestimonialRequests(db, { ...PUBLIC, now: at("2030-03-15T10:00:00Z") }),
      sendTestimonialRequests(db, { ...PUBLIC, now: at("2030-03-15T10:00:00Z") }),
    ]);
    expect(a + b).toBe(1);
    expect(await sendTestimonialRequests(db, { ...PUBLIC, now: at("2030-03-20T10:00:00Z") })).toBe(
      0,
    );
    const [mail] = await mailsOf(db, devis.id).then((m) =>
      m.filter((x) => x.kind === "testimonial-request"),
    );
    expect(mail!.to_address).toBe("kofi@example.tg");
    const link = /https:\/\/africaclean\.tg\/temoignage\/([\w-]{32})/.exec(mail!.text_body)!;
    const token = link[1]!;
    // Only the hash is stored.
    const stored = await db.db
      .selectFrom("testimonial_requests")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const opened = await openTestimonialLink(db, token);
    expect(opened).toMatchObject({ state: "open", name: "Kofi Agbo", reference: "DV-2026-0077" });
    const input = { name: "Kofi A.", rating: 5, text: "Équipe ponctuelle et soigneuse." };
    const meta = { locale: "fr", userAgent: "test" };
    const notify = {
      to: "team@africaclean.tg",
      company: "Africa Clean",
      adminUrl: "https://africaclean.tg/admin/testimonials",
    };
    const [x, y] = await Promise.all([
      submitTestimonial(db, token, input, meta, notify),
      submitTestimonial(db, token, input, meta, notify),
    ]);
    expect([x, y].sort()).toEqual(["stored", "used"]);
    const testimonials = await db.db.selectFrom("testimonials").selectAll().execute();
    expect(testimonials).toHaveLength(1);
    expect(testimonials[0]).toMatchObject({
      status: "pending",
      devis_id: devis.id,
      name: "Kofi A.",
    });
    expect(testimonials[0]!.service).toBeTruthy();
    // The team hears of it once, in French.
    const notices = await db.db
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("kind", "=", "testimonial-received")
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to_address).toBe("team@africaclean.tg");
    expect(notices[0]!.subject).toContain(
      "Nouveau témoignage à modérer — Kofi A. (devis DV-2026-0077)",
    );
    expect(notices[0]!.text_body).toContain("Équipe ponctuelle");
    expect(await openTestimonialLink(db, token)).toEqual({ state: "used" });
    expect(await openTestimonialLink(db, "x".repeat(32))).toEqual({ state: "unknown" });
    expect(await openTestimonialLink(db, "../../etc")).toEqual({ state: "unknown" });
  });

  it("exports a client's interventions with their devis, and erases address and notes", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db, { email: "kofi@example.tg" });
    const ama = await addMember(db, "Ama");
    const planned = await planIntervention(
      db,
      devis.id,
      slotAt("2030-03-12T08:00:00Z", 60, [ama]),
      STEP,
    );
    if (!planned.ok) throw new Error(planned.problem);
    const key = { kind: "email", value: "kofi@example.tg" } as const;
    const found = await findPersonalData(db, key);
    expect(found.interventions.map((i) => [i.id, i.address])).toEqual([[planned.id, "Rue 12, Bè"]]);
    expect(found.emails.map((e) => e.kind)).toContain("intervention-planned");
    await erasePersonalData(db, key, null);
    const row = await db.db.selectFrom("interventions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address: "", notes: "", starts_at: "2030-03-12T08:00:00.000Z" });
    expect(row.anonymised_at).not.toBeNull();
    const mail = await db.db
      .selectFrom("email_outbox")
      .select(["text_body"])
      .where("related_id", "=", planned.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).not.toContain("Rue 12");
    // An erased client's devis takes no new intervention.
    expect(
      await planIntervention(db, devis.id, slotAt("2030-03-14T08:00:00Z", 60, [ama]), STEP),
    ).toEqual({ ok: false, problem: "notAccepted" });
  });

  it("runs both jobs from the process's periodic look", async () => {
    database = await open();
    const db = database;
    const devis = await acceptedDevis(db, { email: "esi@example.tg" });
    const ama = await addMember(db, "Ama");
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const planned = await planIntervention(
      db,
      devis.id,
      slotAt(new Date(threeDaysAgo.getTime() - 3_600_000).toISOString(), 60, [ama]),
      { ...STEP, now: new Date(threeDaysAgo.getTime() - 86_400_000) },
    );
    if (!planned.ok) throw new Error(planned.problem);
    await markDone(db, planned.id, { ...STEP, now: threeDaysAgo });
    const job = startInterventionJobs({ database: db, ...PUBLIC });
    try {
      expect(await job.runOnce()).toEqual({ reminders: 0, requests: 1 });
      expect(await job.runOnce()).toEqual({ reminders: 0, requests: 0 });
    } finally {
      await job.stop();
    }
  });
});

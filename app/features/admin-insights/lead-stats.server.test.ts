import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { LeadMetadata } from "~/db/schema";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { leadMetadata } from "../../../tests/helpers/rows";
import { leadSources, leadsPerWeek } from "./lead-stats.server";

/** Wednesday 18 March 2026, 10:00 in Lomé: the chart runs from Monday 29 December 2025. */
const NOW = new Date("2026-03-18T10:00:00.000Z");

async function contact({ db }: AppDatabase, meta: Partial<LeadMetadata>) {
  await db
    .insertInto("contact_messages")
    .values({
      id: randomUUID(),
      first_name: "Ama",
      last_name: "Mensah",
      email: "ama@example.tg",
      phone: "+228 90 12 34 56",
      company: null,
      subject: null,
      service: null,
      message: "Bonjour",
      urgency: null,
      ...leadMetadata(meta),
    })
    .execute();
}

async function quote({ db }: AppDatabase, meta: Partial<LeadMetadata>) {
  const id = randomUUID();
  await db
    .insertInto("quote_requests")
    .values({
      id,
      reference: `DV-${id.slice(0, 8)}`,
      first_name: "Kofi",
      last_name: "Agbo",
      email: "kofi@example.tg",
      phone: "+228 91 00 00 00",
      company: null,
      service_type: "nettoyage-bureaux",
      area: null,
      frequency: null,
      description: "Bureaux",
      budget: null,
      urgency: null,
      estimate: null,
      ...leadMetadata(meta),
    })
    .execute();
}

async function testimonial({ db }: AppDatabase, created_at: string) {
  await db
    .insertInto("testimonials")
    .values({
      id: randomUUID(),
      created_at,
      updated_at: created_at,
      status: "pending",
      approved_at: null,
      locale: "fr",
      name: "Afi",
      email: "afi@example.tg",
      phone: null,
      rating: 5,
      content: "Très bien",
      company: null,
      role: null,
      service: null,
      location: null,
      ip_hash: null,
      user_agent: null,
      submission_token: randomUUID(),
    })
    .execute();
}

forEachDatabase((open) => {
  it("counts each form per Monday-to-Sunday week, with the empty weeks at zero", async () => {
    const database = await open();
    await contact(database, { created_at: "2026-03-16T00:00:00.000Z" }); // this week's first instant
    await contact(database, { created_at: "2026-03-18T09:59:00.000Z" });
    await contact(database, { created_at: "2026-03-15T23:59:59.999Z" }); // Sunday: week before
    await quote(database, { created_at: "2025-12-29T00:00:00.000Z" }); // the first week
    await quote(database, { created_at: "2025-12-28T23:59:59.999Z" }); // before the chart
    await contact(database, { created_at: "2026-03-17T08:00:00.000Z", status: "spam" });
    await quote(database, { created_at: "2026-02-03T08:00:00.000Z", status: "won" });
    await testimonial(database, "2026-02-08T23:00:00.000Z");

    const weeks = await leadsPerWeek(database, NOW);
    expect(weeks.map((w) => w.week)).toEqual([
      "2025-12-29",
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
    ]);
    const at = (week: string) => weeks.find((w) => w.week === week);
    expect(at("2026-03-16")).toEqual({ week: "2026-03-16", contact: 2, quote: 0, testimonial: 0 });
    expect(at("2026-03-09")).toEqual({ week: "2026-03-09", contact: 1, quote: 0, testimonial: 0 });
    expect(at("2025-12-29")).toEqual({ week: "2025-12-29", contact: 0, quote: 1, testimonial: 0 });
    expect(at("2026-02-02")).toEqual({ week: "2026-02-02", contact: 0, quote: 1, testimonial: 1 });
    expect(at("2026-01-19")).toEqual({ week: "2026-01-19", contact: 0, quote: 0, testimonial: 0 });
    const sum = weeks.reduce((n, w) => n + w.contact + w.quote + w.testimonial, 0);
    expect(sum).toBe(6);
    await database.close();
  });

  it("names where the leads came from, most first, with their share", async () => {
    const database = await open();
    const at = { created_at: "2026-03-10T12:00:00.000Z" };
    await contact(database, { ...at });
    await quote(database, { ...at });
    await contact(database, { ...at, referrer: "https://www.google.com/" });
    await quote(database, { ...at, referrer: "https://www.google.tg/" });
    await contact(database, { ...at, referrer: "https://l.wa.me/" });
    await contact(database, { ...at, utm_source: "whatsapp" });
    await quote(database, {
      ...at,
      referrer: "https://l.facebook.com/",
      utm_source: "facebook",
      utm_campaign: "rentree",
    });
    await contact(database, { ...at, utm_campaign: "rentree" });
    await contact(database, { ...at }); // direct again
    await contact(database, { ...at, referrer: "https://www.annuaire.tg/" });
    // Not counted: spam, and a lead older than the chart.
    await contact(database, { ...at, referrer: "https://spam.example/", status: "spam" });
    await contact(database, {
      created_at: "2025-11-01T12:00:00.000Z",
      referrer: "https://old.example/",
    });

    const sources = await leadSources(database, NOW);
    expect(sources.map(({ kind, label, count }) => [kind, label, count])).toEqual([
      ["direct", "", 3],
      ["site", "Google", 2],
      // Equal counts in alphabetical order.
      ["campaign", "rentree", 2],
      ["site", "WhatsApp", 2],
      ["site", "annuaire.tg", 1],
    ]);
    expect(sources[0]!.share).toBeCloseTo(0.3);
    expect(sources.reduce((n, s) => n + s.share, 0)).toBeCloseTo(1);
    expect(await leadSources(database, new Date("2027-01-01T00:00:00.000Z"))).toEqual([]);
    await database.close();
  });
});

import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { leadCounts } from "~/features/leads/inbox.server";
import { anonymiseLeads } from "~/features/privacy/anonymise.server";
import {
  listApprovedTestimonials,
  listTestimonialsByStatus,
  moderateTestimonial,
  reviseTestimonial,
  seedDemoTestimonials,
} from "./testimonials.server";

forEachDatabase((open) => {
  it("seeds demo testimonials once, and lists only approved ones newest first", async () => {
    const database = await open();
    expect(await seedDemoTestimonials(database)).toBe(5);
    expect(await seedDemoTestimonials(database)).toBe(0);
    await database.db
      .updateTable("testimonials")
      .set({ status: "pending" })
      .where("name", "=", "Afi K.")
      .execute();
    const list = await listApprovedTestimonials(database, "fr");
    expect(list).toHaveLength(4);
    expect(list.map((t) => t.name)).not.toContain("Afi K.");
    expect(list[0]).not.toHaveProperty("email");
    await database.close();
  });

  it("lists the testimonials in the page's language first, each with its language", async () => {
    const database = await open();
    await seedDemoTestimonials(database);
    const english = await listApprovedTestimonials(database, "en");
    const french = await listApprovedTestimonials(database, "fr");
    expect(english.map((t) => t.locale)).toEqual(["en", "fr", "fr", "fr", "fr"]);
    expect(french.map((t) => t.locale)).toEqual(["fr", "fr", "fr", "fr", "en"]);
    // Within a language, newest approval first, the same on both pages.
    expect(english.slice(1).map((t) => t.id)).toEqual(french.slice(0, 4).map((t) => t.id));
    await database.close();
  });

  it("leaves out of moderation a testimonial whose personal data was cleared", async () => {
    const database = await open();
    await seedDemoTestimonials(database);
    await database.db.updateTable("testimonials").set({ status: "pending" }).execute();
    const [cleared, kept] = await listTestimonialsByStatus(database, "pending");
    await database.db
      .transaction()
      .execute((trx) =>
        anonymiseLeads(trx, "testimonials", [cleared!.id], new Date().toISOString()),
      );
    const pending = await listTestimonialsByStatus(database, "pending");
    expect(pending.map((t) => t.id)).not.toContain(cleared!.id);
    expect(pending.map((t) => t.id)).toContain(kept!.id);
    expect(pending.every((t) => t.name && t.content)).toBe(true);
    expect((await leadCounts(database)).pendingTestimonials).toBe(4);
    // An empty testimonial can never be published, by either button.
    expect(await moderateTestimonial(database, cleared!.id, "approved")).toBe(false);
    expect(await reviseTestimonial(database, cleared!.id, { rating: 5 }, "approved")).toBe(false);
    expect(await listTestimonialsByStatus(database, "approved")).toEqual([]);
    expect(await moderateTestimonial(database, kept!.id, "approved")).toBe(true);
    await database.close();
  });
});

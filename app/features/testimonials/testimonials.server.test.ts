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
    const {
      items: [cleared, kept],
    } = await listTestimonialsByStatus(database, "pending");
    await database.db
      .transaction()
      .execute((trx) =>
        anonymiseLeads(trx, "testimonial", [cleared!.id], new Date().toISOString()),
      );
    const { items: pending, total } = await listTestimonialsByStatus(database, "pending");
    expect(total).toBe(pending.length);
    expect(pending.map((t) => t.id)).not.toContain(cleared!.id);
    expect(pending.map((t) => t.id)).toContain(kept!.id);
    expect(pending.every((t) => t.name && t.content)).toBe(true);
    expect((await leadCounts(database)).pendingTestimonials).toBe(4);
    // An empty testimonial can never be published, by either button.
    expect(await moderateTestimonial(database, cleared!.id, "approved")).toBe(false);
    expect(await reviseTestimonial(database, cleared!.id, { rating: 5 }, "approved")).toBe(false);
    expect((await listTestimonialsByStatus(database, "approved")).items).toEqual([]);
    expect(await moderateTestimonial(database, kept!.id, "approved")).toBe(true);
    await database.close();
  });
});

forEachDatabase((open) => {
  it("pages the moderation list over every testimonial of a state, with its total", async () => {
    const database = await open();
    const at = (n: number) => new Date(Date.UTC(2026, 5, 1, 0, 0, 120 - n)).toISOString();
    await database.db
      .insertInto("testimonials")
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          id: `t-${String(n).padStart(3, "0")}`,
          created_at: at(n),
          updated_at: at(n),
          status: n === 119 ? ("rejected" as const) : ("pending" as const),
          approved_at: null,
          locale: "fr",
          name: `Client ${n}`,
          email: `client.${n}@example.tg`,
          phone: null,
          rating: 5,
          content: "Très bon service.",
          company: null,
          role: null,
          service: null,
          location: null,
          ip_hash: null,
          user_agent: null,
          submission_token: `token-${n}`,
        })),
      )
      .execute();
    const third = await listTestimonialsByStatus(database, "pending", { page: 3 });
    expect([third.total, third.page, third.items.length]).toEqual([119, 3, 19]);
    expect(third.items.map((t) => t.name).at(-1)).toBe("Client 118");
    expect((await listTestimonialsByStatus(database, "pending", { page: 2 })).items[0]?.name).toBe(
      "Client 50",
    );
    // Past the end: the last page. The oldest, rejected, is in its own state's list.
    expect((await listTestimonialsByStatus(database, "pending", { page: 7 })).page).toBe(3);
    const rejected = await listTestimonialsByStatus(database, "rejected");
    expect([rejected.total, rejected.items.map((t) => t.name)]).toEqual([1, ["Client 119"]]);
    await database.close();
  });
});

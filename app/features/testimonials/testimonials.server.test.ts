import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { listApprovedTestimonials, seedDemoTestimonials } from "./testimonials.server";

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
    const list = await listApprovedTestimonials(database);
    expect(list).toHaveLength(4);
    expect(list.map((t) => t.name)).not.toContain("Afi K.");
    expect(list[0]).not.toHaveProperty("email");
    await database.close();
  });
});

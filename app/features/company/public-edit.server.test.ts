import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import {
  createPost,
  deletePost,
  publishPost,
  unpublishPost,
  updatePost,
} from "~/features/blog/posts.server";
import { seedSite } from "~/features/seed/seed.server";
import {
  listTestimonialsByStatus,
  moderateTestimonial,
  reviseTestimonial,
} from "~/features/testimonials/testimonials.server";
import { readContentVersion } from "./content-version.server";
import { getSiteData } from "./site-data.server";

/**
 * Posts and testimonials are shown by cached public pages: each edit moves the content version
 * in the database (other processes) and in this process's memory at once (no check delay).
 */
forEachDatabase((open) => {
  it("moves the content version with every post and moderation edit", async () => {
    const database = await open();
    await seedSite(database, { notifyTo: "leads@example.tg", demo: true });
    let last = await readContentVersion(database.db);
    expect((await getSiteData(database)).version).toBe(last);
    const moved = async (what: string) => {
      const now = await readContentVersion(database.db);
      expect(now, what).toBeGreaterThan(last);
      expect((await getSiteData(database)).version, `${what} (this process)`).toBe(now);
      last = now;
    };

    const post = await createPost(
      database,
      {
        title: "Nettoyer une terrasse",
        excerpt: "Sans abîmer le carrelage.",
        content: "<p>Ok</p>",
      },
      { id: null, name: "Équipe" },
    );
    await moved("create");
    await updatePost(database, post.id, { title: "Nettoyer une terrasse carrelée" });
    await moved("update");
    await publishPost(database, post.id);
    await moved("publish");
    await unpublishPost(database, post.id);
    await moved("unpublish");
    expect(await deletePost(database, post.id)).toBe(true);
    await moved("delete");

    const {
      items: [pending],
    } = await listTestimonialsByStatus(database, "approved");
    expect(pending).toBeTruthy();
    await moderateTestimonial(database, pending!.id, "rejected");
    await moved("moderate");
    await reviseTestimonial(
      database,
      pending!.id,
      {
        name: pending!.name,
        content: "Un service impeccable, merci.",
        rating: 5,
        locale: "fr",
        company: null,
        role: null,
        service: null,
        location: null,
      },
      "approved",
    );
    await moved("revise");
    await database.close();
  });
});

import type { AppDatabase } from "~/db/db.server";
import { log } from "~/runtime/logger.server";
import { seedDemoPosts } from "~/features/blog/demo-posts.server";
import { seedDemoTestimonials } from "~/features/testimonials/testimonials.server";

/**
 * Demo content for a fresh install (approved testimonials, sample blog posts), inserted only
 * into an empty table so a real site's content is never touched.
 */
export async function seedDemoContent(database: AppDatabase): Promise<void> {
  const testimonials = await seedDemoTestimonials(database);
  const posts = await seedDemoPosts(database);
  if (testimonials || posts) log.info("demo content seeded", { testimonials, posts });
}

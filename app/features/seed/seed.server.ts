import type { AppDatabase } from "~/db/db.server";

/**
 * Demo content for a fresh install (approved testimonials, sample blog posts), inserted only
 * into an empty table so a real site's content is never touched. Filled by the features that own
 * the content.
 */
export async function seedDemoContent(_database: AppDatabase): Promise<void> {}

import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Each gallery photo keeps the point to hold in view when its thumbnail crops it (percent from
 * the left and from the top). Existing photos keep the centre they were always cropped around.
 */
export const galleryFocus: DialectMigration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["focus_x", "focus_y"])
      await db.schema
        .alterTable("gallery_photos")
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(50))
        .execute();
  },
};

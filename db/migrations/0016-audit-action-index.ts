import type { Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * The change log's latest entry of one kind (the last automatic backup) is found through this
 * index instead of a walk back through years of entries.
 */
export const auditActionIndex: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("audit_log_action_idx")
      .on("audit_log")
      .columns(["action", "created_at"])
      .execute();
  },
};

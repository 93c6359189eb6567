import { initial } from "./0001-initial";
import { ownerContent } from "./0006-owner-content";
import type { DialectMigration } from "./types";

/**
 * Every migration, in order. Names are stored in the database; never rename or reorder one that
 * has shipped — add a new one instead. They are imported (not read from disk) so the server
 * bundle carries them.
 */
export const migrations: Record<string, DialectMigration> = {
  "0001-initial": initial,
  "0006-owner-content": ownerContent,
};

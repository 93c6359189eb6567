import { initial } from "./0001-initial";
import { postTranslations } from "./0007-post-translations";
import type { DialectMigration } from "./types";

/**
 * Every migration, in order. Names are stored in the database; never rename or reorder one that
 * has shipped — add a new one instead. They are imported (not read from disk) so the server
 * bundle carries them.
 */
export const migrations: Record<string, DialectMigration> = {
  "0001-initial": initial,
  "0007-post-translations": postTranslations,
};

/**
 * The page texts the figure-token migration (db/migrations/0014-figure-tokens.ts) could not
 * decide: a number beside a figure's words that matches no figure. The dashboard lists them
 * ("Textes à vérifier") until someone saves that page in the editor.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { isPageKey, type PageKey } from "~/features/pages";

export interface TextToCheck {
  page: PageKey;
  path: string;
  text: string;
}

/** The texts to check, page by page, the oldest first within a page. */
export async function listTextsToCheck(db: Kysely<Database>): Promise<TextToCheck[]> {
  const rows = await db
    .selectFrom("page_text_checks")
    .select(["page", "path", "text"])
    .orderBy("page")
    .orderBy("path")
    .limit(200)
    .execute();
  return rows.flatMap((r) => (isPageKey(r.page) ? [{ ...r, page: r.page }] : []));
}

/** A saved page was looked at: its texts leave the list. */
export async function clearTextsToCheck(
  trx: Kysely<Database> | Transaction<Database>,
  page: PageKey,
) {
  await trx.deleteFrom("page_text_checks").where("page", "=", page).execute();
}

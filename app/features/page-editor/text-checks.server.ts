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

/** The texts the dashboard lists; it says how many there are when there are more. */
const SHOWN = 200;

/** The first texts to check, page by page, in the order of their fields, and how many in all. */
export async function listTextsToCheck(
  db: Kysely<Database>,
): Promise<{ texts: TextToCheck[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom("page_text_checks")
      .select(["page", "path", "text"])
      .orderBy("page")
      .orderBy("path")
      .limit(SHOWN)
      .execute(),
    db
      .selectFrom("page_text_checks")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst(),
  ]);
  const texts = rows.flatMap((r) => (isPageKey(r.page) ? [{ ...r, page: r.page }] : []));
  return { texts, total: Number(counted?.n ?? 0) };
}

/** A saved page was looked at: its texts leave the list. */
export async function clearTextsToCheck(
  trx: Kysely<Database> | Transaction<Database>,
  page: PageKey,
) {
  await trx.deleteFrom("page_text_checks").where("page", "=", page).execute();
}

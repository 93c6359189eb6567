import { createHash } from "node:crypto";
import type { AppDatabase } from "~/db/db.server";
import { hitRateLimit } from "~/features/leads/index.server";
import { hashToken, TOKEN_PATTERN } from "./link.server";
import { devisWords } from "~/i18n/words/devis";

/**
 * What the HTTP server checks before any /devis/* request reaches the page
 * (docs/product/sending-a-devis.md#safety): a budget of requests per address, shared by every
 * process through the database, so tokens cannot be tried by the thousand; and a plain 404 for
 * any token that opens nothing, the same whether it never existed or was mistyped.
 */
export const DEVIS_RATE_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

/** `/devis/{token}`, its data request (`.data`) and its PDF, in any case as the router matches them. */
const DEVIS_PATH = /^\/devis\/([^/.]+)(?:\.data|\/pdf|\/pdf\.data)?$/i;

export type GateVerdict = "open" | "not-found" | "too-many";

export async function devisGate(
  database: AppDatabase,
  path: string,
  address: string,
  secret: string,
): Promise<GateVerdict> {
  const addressHash = createHash("sha256")
    .update(`${secret}:${address}`)
    .digest("hex")
    .slice(0, 32);
  const over = await database.db
    .transaction()
    .execute((trx) => hitRateLimit(trx, `devis:${addressHash}`, DEVIS_RATE_LIMIT));
  if (over) return "too-many";
  const token = DEVIS_PATH.exec(path)?.[1];
  if (!token || !TOKEN_PATTERN.test(token)) return "not-found";
  const row = await database.db
    .selectFrom("devis")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row ? "open" : "not-found";
}

/** The 429's words: the page's language is not known yet, so both. */
export const TOO_MANY_TEXT = `${devisWords.fr.page.tooMany}\n${devisWords.en.page.tooMany}\n`;

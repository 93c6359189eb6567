import type { AppDatabase } from "~/db/db.server";
import { getSiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import { defaultAuthor, storedAuthor } from "./post-author";
import { getPostById } from "./posts.server";

/**
 * The author to store for what the editor sent (docs/product/forms.md#blog-editor): for a new
 * version, the typed name or its default (the translated version's author, else the staff
 * member's name, else the team); for an existing one, the typed name, or undefined to keep it.
 */
export async function authorToStore(
  database: AppDatabase,
  sent: {
    typed: string | undefined;
    locale: Locale;
    staffName: string | null | undefined;
    postId?: string;
    translationOf?: string;
  },
): Promise<string | undefined> {
  const { name: company } = (await getSiteData(database)).company;
  if (sent.postId) {
    if (sent.typed === undefined) return undefined;
    const existing = await getPostById(database, sent.postId);
    return storedAuthor(sent.typed, existing ? [existing.author] : [], company);
  }
  const original = sent.translationOf ? await getPostById(database, sent.translationOf) : null;
  const fallback = defaultAuthor(sent.locale, sent.staffName, original);
  return sent.typed === undefined ? fallback : storedAuthor(sent.typed, [fallback], company);
}

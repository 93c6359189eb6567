import type { Locale } from "~/i18n/locale";
import { signedBy } from "./format";

/**
 * The company's team as a post's author, in each version's language. Stored with the
 * placeholder and filled where shown (`signedBy`), so the signature follows a renamed company.
 */
export const TEAM_AUTHOR = { fr: "Équipe {company}", en: "The {company} team" } as const;

/**
 * Who signs a new post by default (docs/product/forms.md#blog-editor): the translated version's
 * author, else the staff member's own full name, else the team. Never the e-mail's first part
 * ("owner"): readers would take a login for a person.
 */
export function defaultAuthor(
  locale: Locale,
  staffName: string | null | undefined,
  original?: { author: string } | null,
): string {
  if (original) return translatedAuthor(original.author, locale);
  return staffName?.trim() || TEAM_AUTHOR[locale];
}

/** A translation keeps its original's author; the team is named in the version's language. */
export function translatedAuthor(author: string, locale: Locale): string {
  return Object.values(TEAM_AUTHOR).includes(author as never) ? TEAM_AUTHOR[locale] : author;
}

/**
 * What to store for the author the editor sent. The form shows signatures filled with the
 * company's name; sent back unchanged, the placeholder one is kept so a later rename still
 * reaches it. `known`: the signatures the form may have shown (the stored or default one first).
 */
export function storedAuthor(typed: string, known: readonly string[], company: string): string {
  const candidates = [...known, ...Object.values(TEAM_AUTHOR)];
  return candidates.find((author) => signedBy(author, company) === typed) ?? typed;
}

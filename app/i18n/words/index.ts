import type * as fr from "../fr";
import type { Locale } from "../locale";
import type { Widen } from "../widen";

/** The tree of words: French's shape with every text a string, which English must fill. */
export type Tree = Widen<typeof fr>;
/** One namespace's words, or a part of them: `Words<"admin">["pages"]`. */
export type Words<N extends keyof Tree> = Tree[N];
export type { AuditAction } from "../fr/admin/insights";

/**
 * One namespace in both languages: the handle `words` reads it through. Each handle is its own
 * module (./admin.ts …), which also hands out `words`, so that a browser chunk carries only the
 * namespaces its code names: a lead form's island takes ./leads.ts, never the admin's words.
 */
export type Namespace<N extends keyof Tree> = Pair<Tree[N]>;
/** A namespace written with `{company}`, and how to fill in the company's name. */
export type CompanyNamespace<N extends keyof Tree> = Filled<Tree[N]>;
type Pair<T> = { readonly [L in Locale]: T };
type Filled<T> = Pair<T> & { readonly withCompany: (words: T, company: string) => T };

/**
 * The words of one namespace in one language: `words(locale, adminWords).pages`. The interface's
 * words take the company's name as set in the admin (decision 027), never written into them: the
 * argument is required there, so no reader can leave `{company}` in. Other placeholders ("{n}")
 * are left for the code that shows them.
 */
export function words<T extends object>(locale: Locale, namespace: Filled<T>, company: string): T;
export function words<T extends object>(
  locale: Locale,
  namespace: Pair<T> & { readonly withCompany?: never },
): T;
export function words<T extends object>(
  locale: Locale,
  namespace: Pair<T> & Partial<Filled<T>>,
  company = "",
): T {
  const raw = namespace[locale];
  return namespace.withCompany ? namespace.withCompany(raw, company) : raw;
}

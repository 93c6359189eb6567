import type { AppDatabase } from "~/db/db.server";
import { displayName } from "~/features/auth/index.server";
import type { Locale } from "~/i18n/locale";
import { isPageKey, PAGES } from "~/features/pages";
import { INBOX_KINDS, inboxColumns } from "~/features/leads/index.server";
import { formatSlot } from "~/features/interventions";
import { href } from "react-router";

/** What a journal entry was about, named, and linked while it still exists. */
export interface AuditTarget {
  type: string;
  /** A name for it (a reference, a title, a person), null when unknown or gone. */
  label: string | null;
  /** Its admin page; null when it no longer exists or has none. */
  href: string | null;
  /** It was deleted since. */
  gone: boolean;
}

type Found = Map<string, { label: string | null; href: string }>;
type Lookup = (database: AppDatabase, ids: string[], locale: Locale) => Promise<Found>;

const found = <T extends { id: string }>(
  rows: T[],
  label: (row: T) => string | null,
  path: (row: T) => string,
): Found => new Map(rows.map((row) => [row.id, { label: label(row), href: path(row) }]));

/** One query per kind of target on the page, each for the ids it needs (audit() call sites). */
const LOOKUPS: Record<string, Lookup> = {
  // A lead: named by its reference, or its sender when its kind gives none.
  ...Object.fromEntries(
    INBOX_KINDS.map((kind): [string, Lookup] => [
      kind.type,
      async ({ db }, ids) =>
        found(
          await db.selectFrom(kind.table).selectAll().where("id", "in", ids).execute(),
          (r) => inboxColumns(kind, r).reference ?? `${r.first_name} ${r.last_name}`,
          (r) => href("/admin/leads/:type/:id", { type: kind.type, id: r.id }),
        ),
    ]),
  ),
  testimonial: async ({ db }, ids) =>
    found(
      await db
        .selectFrom("testimonials")
        .select(["id", "name", "status"])
        .where("id", "in", ids)
        .execute(),
      (r) => r.name,
      (r) => `${href("/admin/testimonials")}?status=${r.status}`,
    ),
  post: async ({ db }, ids) =>
    found(
      await db.selectFrom("blog_posts").select(["id", "title"]).where("id", "in", ids).execute(),
      (r) => r.title,
      (r) => href("/admin/posts/:id", { id: r.id }),
    ),
  user: async ({ db }, ids) =>
    found(
      await db.selectFrom("user").select(["id", "name", "email"]).where("id", "in", ids).execute(),
      (r) => displayName(r),
      () => href("/admin/accounts"),
    ),
  team_member: async ({ db }, ids) =>
    found(
      await db.selectFrom("team_members").select(["id", "name"]).where("id", "in", ids).execute(),
      (r) => r.name,
      () => href("/admin/team"),
    ),
  partner: async ({ db }, ids) =>
    found(
      await db.selectFrom("partners").select(["id", "name"]).where("id", "in", ids).execute(),
      (r) => r.name,
      () => href("/admin/clients"),
    ),
  gallery_album: async ({ db }, ids, locale) =>
    found(
      await db
        .selectFrom("gallery_albums")
        .select(["id", "title_fr", "title_en"])
        .where("id", "in", ids)
        .execute(),
      (r) => (locale === "en" && r.title_en) || r.title_fr,
      () => href("/admin/gallery"),
    ),
  gallery_photo: async ({ db }, ids, locale) =>
    found(
      await db
        .selectFrom("gallery_photos")
        .select(["id", "caption_fr", "caption_en"])
        .where("id", "in", ids)
        .execute(),
      (r) => (locale === "en" && r.caption_en) || r.caption_fr || null,
      () => href("/admin/gallery"),
    ),
  // A picture of the library: found there by its file name.
  media: async ({ db }, ids) =>
    found(
      await db.selectFrom("media").select(["id", "original_name"]).where("id", "in", ids).execute(),
      (r) => r.original_name,
      (r) => `${href("/admin/library")}?${new URLSearchParams({ q: r.original_name })}`,
    ),
  devis: async ({ db }, ids) =>
    found(
      await db
        .selectFrom("devis")
        .select(["id", "number", "version"])
        .where("id", "in", ids)
        .execute(),
      (r) => (r.version > 1 ? `${r.number}-v${r.version}` : r.number),
      (r) => href("/admin/devis/:id", { id: r.id }),
    ),
  // An intervention: named by its devis and its time in Lomé.
  intervention: async ({ db }, ids, locale) =>
    found(
      await db
        .selectFrom("interventions as i")
        .innerJoin("devis as d", "d.id", "i.devis_id")
        .select(["i.id", "i.starts_at", "i.ends_at", "d.number"])
        .where("i.id", "in", ids)
        .execute(),
      (r) => `${r.number} · ${formatSlot(r.starts_at, r.ends_at, locale)}`,
      (r) => href("/admin/interventions/:intervention", { intervention: r.id }),
    ),
  // A page of the site: named in the reader's language, linked to its editor.
  page: async (_database, ids, locale) =>
    new Map(
      ids
        .filter(isPageKey)
        .map((id) => [
          id,
          { label: PAGES[id].label[locale], href: href("/admin/pages/:page", { page: id }) },
        ]),
    ),
  email: async ({ db }, ids) =>
    found(
      await db
        .selectFrom("email_outbox")
        .select(["id", "subject"])
        .where("id", "in", ids)
        .execute(),
      (r) => r.subject,
      () => href("/admin/outbox"),
    ),
};

/** Targets that are one thing of the site, always there. */
const SINGLETONS: Record<string, string> = {
  prices: href("/admin/prices"),
  settings: href("/admin/settings"),
};

/** Names and links of the targets of some journal entries, keyed `type:id`. */
export async function resolveTargets(
  database: AppDatabase,
  rows: Array<{ target_type: string | null; target_id: string | null }>,
  locale: Locale = "fr",
): Promise<Map<string, AuditTarget>> {
  const wanted = new Map<string, Set<string>>();
  for (const { target_type: type, target_id: id } of rows)
    if (type && id) wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
  const targets = new Map<string, AuditTarget>();
  for (const [type, ids] of wanted) {
    const lookup = LOOKUPS[type];
    const known = lookup ? await lookup(database, [...ids], locale) : new Map();
    for (const id of ids) {
      const hit = known.get(id);
      targets.set(`${type}:${id}`, {
        type,
        label: hit?.label ?? null,
        href: hit?.href ?? SINGLETONS[type] ?? null,
        gone: Boolean(lookup) && !hit,
      });
    }
  }
  return targets;
}

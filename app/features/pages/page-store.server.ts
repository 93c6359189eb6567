/**
 * Reading the page documents (docs/decisions/034-page-content-model.md): the published version
 * of every page for visitors, a page's draft and history for staff, and the pictures they name.
 */
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { mediaByIds } from "~/features/media/index.server";
import type { MediaImage } from "~/content/media-image";
import { initialDocument } from "./content.server";
import type { Fields, ListItem, PageDocument, PictureValue } from "~/content/fields";
import { isPageKey, PAGE_KEYS, PAGES, type PageKey } from "./registry";
import { complete } from "./walk";
import { PAGE_SIZE, pageWithin } from "~/lib/paging";

type Db = Kysely<Database>;

const parse = (data: string): PageDocument | null => {
  try {
    const doc = JSON.parse(data) as unknown;
    return doc && typeof doc === "object" && !Array.isArray(doc) ? (doc as PageDocument) : null;
  } catch {
    return null;
  }
};

/** A stored document with the fields the schema gained since it was saved. */
const completed = (page: PageKey, doc: PageDocument): PageDocument =>
  complete(PAGES[page].fields, doc, initialDocument(page));

/** What visitors see: each page's highest published version, or its initial content. */
export async function readPublishedPages(db: Db): Promise<Record<PageKey, PageDocument>> {
  const rows = await db
    .selectFrom("page_versions as v")
    .select(["v.page", "v.data"])
    .where(({ eb, selectFrom }) =>
      eb(
        "v.version",
        "=",
        selectFrom("page_versions as w")
          .select((w) => w.fn.max("w.version").as("m"))
          .whereRef("w.page", "=", "v.page"),
      ),
    )
    .execute();
  const found = new Map(
    rows.map((r) => {
      const doc = parse(r.data);
      return [r.page, doc && isPageKey(r.page) ? completed(r.page, doc) : null];
    }),
  );
  return Object.fromEntries(
    PAGE_KEYS.map((key) => [key, found.get(key) ?? initialDocument(key)]),
  ) as Record<PageKey, PageDocument>;
}

export interface Draft {
  doc: PageDocument;
  /** 0 when nothing was ever saved (the initial content) */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function readDraft(db: Db, page: PageKey): Promise<Draft> {
  const row = await db
    .selectFrom("page_drafts")
    .select(["data", "revision", "updated_at", "updated_by"])
    .where("page", "=", page)
    .executeTakeFirst();
  const stored = row && parse(row.data);
  const doc = stored && completed(page, stored);
  if (!row || !doc)
    return {
      doc: initialDocument(page),
      revision: row ? Number(row.revision) : 0,
      updatedAt: null,
      updatedBy: null,
    };
  return {
    doc,
    revision: Number(row.revision),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  /**
   * Who published it: "initial" for the content a new site starts with, "removed" for an account
   * deleted since, else the person's name (their e-mail's first part while they have none).
   */
  publishedBy: "initial" | "removed" | { name: string };
}

/**
 * One page of a page's published versions, newest first, with who published each; how many
 * there are in all, and the live (highest) one. Every publication is kept, so the history is
 * paged rather than cut; the (page, version) key serves both queries. A page past the end shows
 * the last one.
 */
export async function listVersions(
  db: Db,
  page: PageKey,
  { listPage = 1, pageSize = PAGE_SIZE }: { listPage?: number; pageSize?: number } = {},
): Promise<{
  versions: VersionSummary[];
  total: number;
  live: number | null;
  listPage: number;
  pageSize: number;
}> {
  const counted = await db
    .selectFrom("page_versions")
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.max("version").as("live")])
    .where("page", "=", page)
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const shown = pageWithin(listPage, total, pageSize);
  const rows = await db
    .selectFrom("page_versions as v")
    .leftJoin("user as u", "u.id", "v.published_by")
    .select(["v.version", "v.published_at", "v.published_by", "u.name", "u.email"])
    .where("v.page", "=", page)
    .orderBy("v.version", "desc")
    .limit(pageSize)
    .offset(shown.offset)
    .execute();
  const versions = rows.map((r): VersionSummary => ({
    version: Number(r.version),
    publishedAt: r.published_at,
    publishedBy: !r.published_by
      ? "initial"
      : !r.email
        ? "removed"
        : { name: r.name?.trim() || r.email.split("@")[0]! },
  }));
  const live = counted?.live === null || counted?.live === undefined ? null : Number(counted.live);
  return { versions, total, live, listPage: shown.page, pageSize };
}

export async function readVersion(
  db: Db,
  page: PageKey,
  version: number,
): Promise<PageDocument | null> {
  const row = await db
    .selectFrom("page_versions")
    .select("data")
    .where("page", "=", page)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? parse(row.data) : null;
}

/** Every picture value of a document, in the order of its fields. */
export function picturesOf(fields: Fields, doc: unknown): Partial<PictureValue>[] {
  const found: Partial<PictureValue>[] = [];
  const walk = (within: Fields, part: unknown) => {
    const d = (part ?? {}) as Record<string, unknown>;
    for (const [key, field] of Object.entries(within)) {
      const value = d[key];
      if (!value || typeof value !== "object") continue;
      if (field.kind === "picture") found.push(value as Partial<PictureValue>);
      else if (field.kind === "group") walk(field.fields, value);
      else if (field.kind === "list" && Array.isArray(value))
        for (const item of value as ListItem[]) walk(field.item, item);
    }
  };
  walk(fields, doc);
  return found;
}

/** The media ids a document's pictures name (uploaded pictures only). */
export function mediaIdsOf(fields: Fields, doc: unknown, into = new Set<string>()): Set<string> {
  for (const { media } of picturesOf(fields, doc)) if (typeof media === "string") into.add(media);
  return into;
}

/**
 * How many of a document's pictures visitors see as the bundled artwork: nothing uploaded, or an
 * upload missing from `shown` (removed since), where the page falls back to the artwork too.
 */
export function artworkCount(fields: Fields, doc: unknown, shown: ReadonlyMap<string, unknown>) {
  return picturesOf(fields, doc).filter(({ media }) => !media || !shown.has(media)).length;
}

/** The uploaded pictures these documents show, by media id (removed ones are absent). */
export async function loadPageMedia(
  db: Db,
  docs: Partial<Record<PageKey, PageDocument>>,
): Promise<Map<string, MediaImage>> {
  const ids = new Set<string>();
  for (const [key, doc] of Object.entries(docs)) mediaIdsOf(PAGES[key as PageKey].fields, doc, ids);
  const found = await mediaByIds(db, [...ids]);
  return new Map([...found].map(([id, { image }]) => [id, image]));
}

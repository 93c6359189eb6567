import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database, PostStatus } from "~/db/schema";

type Db = Kysely<Database>;

/**
 * One place that shows a picture of the library, or will once published, without words: the
 * screen names it in the staff member's language (docs/product/screens.md#media-library).
 */
export type MediaPlace =
  /** A page the company edits (its key, e.g. "home"): in its draft, its published version or both. */
  | { kind: "page"; page: string; draft: boolean; published: boolean }
  /**
   * What a staff member typed in a page's editor and has not saved yet (page-editor autosaves):
   * deleting the picture would quietly take it out of their work. `name`: null once the
   * account is deleted.
   */
  | { kind: "typing"; page: string; name: string | null }
  | { kind: "post"; id: string; title: string; status: PostStatus; locale: string }
  /** An album of the gallery, and how many of its photos are this picture. */
  | { kind: "gallery"; id: string; titleFr: string; titleEn: string; photos: number }
  | { kind: "team"; id: string; name: string }
  /** The company's logo, icon, share picture, or a page's share picture (admin: Logo et partage). */
  | { kind: "brand"; slot: "logo" | "icon" | "share" | "page"; page?: string }
  | { kind: "partner"; id: string; name: string; partnerKind: "client" | "partner" };

export interface MediaUsage {
  /** Where the picture is used: while there is one place, it may not be deleted. */
  places: MediaPlace[];
  /**
   * Pages whose earlier published versions (history only) show it, with how many versions. They
   * do not keep it from being deleted, or no picture ever published could be: a version put back
   * into the draft shows the page's own illustration instead, as for any picture gone.
   */
  history: Array<{ page: string; versions: number }>;
}

/** More ids than this are looked up in several rounds, so no query grows without bound. */
const CHUNK = 50;

/**
 * Where each of these pictures is used: the pages' drafts and published versions, blog posts
 * (cover and pictures of the text, every language and status), the gallery, the team and the
 * clients and partners. The one answer both the library's list and its delete check read. Takes
 * the database or a transaction.
 */
export async function mediaUsage(db: Db, ids: readonly string[]): Promise<Map<string, MediaUsage>> {
  const usage = new Map<string, MediaUsage>(ids.map((id) => [id, { places: [], history: [] }]));
  const unique = [...usage.keys()];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    const add = (id: string, place: MediaPlace) => usage.get(id)?.places.push(place);
    await pagesUsing(db, chunk, usage);
    await postsUsing(db, chunk, add);
    await peopleAndAlbumsUsing(db, chunk, add);
    await brandUsing(db, chunk, add);
  }
  return usage;
}

/** `column LIKE '%needle%'` for any of the needles (uploaded pictures' ids: no wildcard in them). */
function containsAny(column: string, needles: string[]): Expression<SqlBool> {
  const terms = needles.map(
    (n) => sql<SqlBool>`${sql.ref(column)} like ${`%${n.replace(/[\\%_]/g, "\\$&")}%`} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

/**
 * The media ids a stored page document names. Media sits below the pages' content model (which
 * imports it), so the document is read by its stored shape: a picture is the one value with a
 * `media` key holding an id (fields.ts, PictureValue).
 */
function mediaInDocument(data: string, wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        if (key === "media" && typeof value === "string") {
          if (wanted.has(value)) found.add(value);
        } else walk(value);
  };
  try {
    walk(JSON.parse(data));
  } catch {
    // A damaged document shows no uploaded picture.
  }
  return found;
}

async function pagesUsing(db: Db, ids: string[], usage: Map<string, MediaUsage>) {
  const wanted = new Set(ids);
  const [drafts, versions, latest, typing] = await Promise.all([
    db.selectFrom("page_drafts").select(["page", "data"]).where(containsAny("data", ids)).execute(),
    db
      .selectFrom("page_versions")
      .select(["page", "version", "data"])
      .where(containsAny("data", ids))
      .execute(),
    db
      .selectFrom("page_versions")
      .select((eb) => ["page", eb.fn.max("version").as("latest")])
      .groupBy("page")
      .execute(),
    db
      .selectFrom("autosaves as a")
      .leftJoin("user as u", "u.id", "a.user_id")
      .select(["a.target", "a.data", "u.name", "u.email"])
      .where("a.target", "like", "page:%")
      .where(containsAny("a.data", ids))
      .orderBy("a.target")
      .orderBy("a.saved_at")
      .orderBy("a.user_id")
      .execute(),
  ]);
  const published = new Map(latest.map((r) => [r.page, Number(r.latest)]));
  // By picture, by page: in the draft, in the published version, in how many older ones.
  const seen = new Map<string, { draft: boolean; published: boolean; older: number }>();
  const mark = (id: string, page: string, how: "draft" | "published" | "older") => {
    const key = `${id}\u0000${page}`;
    const at = seen.get(key) ?? { draft: false, published: false, older: 0 };
    if (how === "older") at.older++;
    else at[how] = true;
    seen.set(key, at);
  };
  for (const row of drafts)
    for (const id of mediaInDocument(row.data, wanted)) mark(id, row.page, "draft");
  for (const row of versions) {
    const how = Number(row.version) === published.get(row.page) ? "published" : "older";
    for (const id of mediaInDocument(row.data, wanted)) mark(id, row.page, how);
  }
  for (const [key, at] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    const [id, page] = key.split("\u0000") as [string, string];
    const found = usage.get(id)!;
    if (at.draft || at.published)
      found.places.push({ kind: "page", page, draft: at.draft, published: at.published });
    if (at.older) found.history.push({ page, versions: at.older });
  }
  for (const row of typing) {
    // The account's display name: its own, else its e-mail's first part (as the admin shows it).
    const name = row.email ? row.name?.trim() || row.email.split("@")[0]! : null;
    for (const id of mediaInDocument(row.data, wanted))
      usage.get(id)!.places.push({ kind: "typing", page: row.target.slice("page:".length), name });
  }
}

async function postsUsing(db: Db, ids: string[], add: (id: string, place: MediaPlace) => void) {
  // Every address of a picture starts with "/media/{id}-": the cover, and the text's pictures
  // (or a link to one, which a deletion would break as surely).
  const addresses = ids.map((id) => `/media/${id}-`);
  const posts = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "status", "locale", "image_url", "content"])
    .where((eb) => eb.or([containsAny("image_url", addresses), containsAny("content", addresses)]))
    .orderBy("created_at", "desc")
    .execute();
  for (const post of posts)
    for (const id of ids) {
      const address = `/media/${id}-`;
      if (post.image_url?.startsWith(address) || post.content.includes(address))
        add(id, {
          kind: "post",
          id: post.id,
          title: post.title,
          status: post.status,
          locale: post.locale,
        });
    }
}

async function peopleAndAlbumsUsing(
  db: Db,
  ids: string[],
  add: (id: string, place: MediaPlace) => void,
) {
  const [photos, team, partners] = await Promise.all([
    db
      .selectFrom("gallery_photos as p")
      .innerJoin("gallery_albums as a", "a.id", "p.album_id")
      .select(["p.media_id", "a.id", "a.title_fr", "a.title_en"])
      .where("p.media_id", "in", ids)
      .orderBy("a.position")
      .orderBy("p.position")
      .execute(),
    db
      .selectFrom("team_members")
      .select(["id", "name", "photo_media_id"])
      .where("photo_media_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("partners")
      .select(["id", "name", "kind", "logo_media_id"])
      .where("logo_media_id", "in", ids)
      .orderBy("kind")
      .orderBy("position")
      .execute(),
  ]);
  // One place per album, however many of its photos show the picture.
  const albums = new Map<string, Extract<MediaPlace, { kind: "gallery" }>>();
  for (const photo of photos) {
    const key = `${photo.media_id}\u0000${photo.id}`;
    const album = albums.get(key);
    if (album) album.photos++;
    else {
      const place = {
        kind: "gallery" as const,
        id: photo.id,
        titleFr: photo.title_fr,
        titleEn: photo.title_en,
        photos: 1,
      };
      albums.set(key, place);
      add(photo.media_id, place);
    }
  }
  for (const member of team)
    add(member.photo_media_id!, { kind: "team", id: member.id, name: member.name });
  for (const partner of partners)
    add(partner.logo_media_id!, {
      kind: "partner",
      id: partner.id,
      name: partner.name,
      partnerKind: partner.kind,
    });
}

/**
 * The logo, icon and share pictures the company chose. Read by the document's stored shape (the
 * company's settings sit above media): `{logo, icon, share, pageShare: {"/services": id}}`.
 */
async function brandUsing(db: Db, ids: string[], add: (id: string, place: MediaPlace) => void) {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", "brand")
    .executeTakeFirst();
  let brand: Record<string, unknown> = {};
  try {
    const value: unknown = row ? JSON.parse(row.value) : {};
    if (value && typeof value === "object") brand = value as Record<string, unknown>;
  } catch {
    // A damaged document shows the site's own pictures: nothing of the library.
  }
  const wanted = new Set(ids);
  for (const slot of ["logo", "icon", "share"] as const) {
    const id = brand[slot];
    if (typeof id === "string" && wanted.has(id)) add(id, { kind: "brand", slot });
  }
  const pages = brand.pageShare && typeof brand.pageShare === "object" ? brand.pageShare : {};
  for (const [page, id] of Object.entries(pages))
    if (typeof id === "string" && wanted.has(id)) add(id, { kind: "brand", slot: "page", page });
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { getSiteData } from "~/features/company/index.server";
import type { Locale } from "~/i18n/locale";
import { isOut, matchesSearch, toSummary, visibleIn } from "./post-rows.server";
import { distinctTags, hasOneOfTags, tagKey, tagSpellings } from "./post-tags.server";
import type { PostSummary } from "./types";

type PostsEb = ExpressionBuilder<Database, "blog_posts">;

/** The most posts one read returns: a page of the list or a feed asks for far fewer. */
export const MAX_LIST = 500;

export interface PublicPostQuery {
  /** Words to find in the title, content or excerpt (regardless of accents and case). */
  q?: string;
  /** Only posts carrying this tag (case-insensitive). */
  tag?: string;
  /** At most this many (and never more than MAX_LIST), after skipping `offset`. */
  limit?: number;
  offset?: number;
  /** The reader's language: its posts, and the other language's untranslated ones (decision 014). */
  locale?: Locale;
}

/** The posts a reader of `locale` is offered at `now` (all languages' when none is given). */
function offered(locale: Locale | undefined, now: string) {
  return (eb: PostsEb): Expression<SqlBool> =>
    locale ? eb.and([isOut(eb, now), visibleIn(eb, locale, now)]) : isOut(eb, now);
}

/**
 * The published posts a query finds, as a query to select or count from; null when its tag is
 * carried by none of them.
 */
async function publishedQuery(database: AppDatabase, { q, tag, locale }: PublicPostQuery) {
  const { db, dialect } = database;
  const search = q?.trim();
  const wantedTag = tag?.trim();
  const scope = offered(locale, nowIso());
  let query = db.selectFrom("blog_posts").where(scope);
  if (search) query = query.where(matchesSearch(search, dialect));
  if (wantedTag) {
    const key = tagKey(wantedTag);
    const spellings = (await publishedTagSpellings(database, locale)).filter(
      (s) => tagKey(s) === key,
    );
    if (spellings.length === 0) return null;
    query = query.where(hasOneOfTags(dialect, spellings));
  }
  return query;
}

/** Newest first, and in a total order, so that pages never share nor skip a post. */
function newestFirst(query: NonNullable<Awaited<ReturnType<typeof publishedQuery>>>) {
  return query
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id");
}

/** Published posts, newest first, optionally searched, filtered and paged. */
export async function listPublishedPosts(
  database: AppDatabase,
  { limit = MAX_LIST, offset = 0, ...query }: PublicPostQuery = {},
): Promise<PostSummary[]> {
  const found = await publishedQuery(database, query);
  if (!found) return [];
  const rows = await newestFirst(found)
    .limit(Math.max(0, Math.min(limit, MAX_LIST)))
    .offset(Math.max(0, offset))
    .execute();
  return rows.map(toSummary);
}

/**
 * One page of what a query finds, and how many posts it finds in all: search, tag and count run
 * in SQL over every published post, never a sample.
 */
export async function findPublishedPosts(
  database: AppDatabase,
  { limit = MAX_LIST, offset = 0, ...query }: PublicPostQuery = {},
): Promise<{ posts: PostSummary[]; total: number }> {
  const found = await publishedQuery(database, query);
  if (!found) return { posts: [], total: 0 };
  const count = () =>
    found
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [rows, total] = await Promise.all([
    newestFirst(found)
      .limit(Math.max(0, Math.min(limit, MAX_LIST)))
      .offset(Math.max(0, offset))
      .execute(),
    // The whole list's and a tag's totals change only as the tags do; a search is counted anew.
    query.q?.trim()
      ? count()
      : keptForContent(
          database,
          `total:${query.locale ?? "all"}:${tagKey(query.tag ?? "")}`,
          count,
        ),
  ]);
  return { posts: rows.map(toSummary), total };
}

/**
 * Every tag of the published posts (of those a reader of `locale` is offered), once each (the
 * most used spelling), in alphabetical order.
 */
export async function listPublishedTags(database: AppDatabase, locale?: Locale): Promise<string[]> {
  return distinctTags(await publishedTagSpellings(database, locale));
}

// Per database handle (tests open several): what was counted under one content key.
const countedFor = new WeakMap<
  AppDatabase,
  { key: string; values: Map<string, Promise<unknown>> }
>();

/**
 * `count()`, kept under the content key (`cacheKey`) as `name`. Counting the tags, or the posts
 * of the whole list or of a tag, reads every published post, which grew with the blog (the tags
 * alone took 24 ms at 5,000 posts) on every list and tag page. Those figures change only with an
 * edit or a scheduled post coming out, which is what the key follows; a new key starts afresh,
 * and the names a key holds are bounded by the languages and the tags the posts carry.
 */
async function keptForContent<T>(
  database: AppDatabase,
  name: string,
  count: () => Promise<T>,
): Promise<T> {
  const { cacheKey } = await getSiteData(database);
  let kept = countedFor.get(database);
  if (kept?.key !== cacheKey) {
    kept = { key: cacheKey, values: new Map() };
    countedFor.set(database, kept);
  }
  const { values } = kept;
  let value = values.get(name) as Promise<T> | undefined;
  if (!value) {
    value = count();
    values.set(name, value);
    // A failed count is not kept: the next request asks again.
    value.catch(() => values.get(name) === value && values.delete(name));
  }
  return value;
}

/** The tag spellings of the posts a reader of `locale` is offered, counted once per content key. */
function publishedTagSpellings(database: AppDatabase, locale?: Locale): Promise<string[]> {
  return keptForContent(database, `tags:${locale ?? "all"}`, () =>
    tagSpellings(database, offered(locale, nowIso())),
  );
}

/** Admin: every tag of every post, drafts included (the editor's suggestions). */
export async function listAllTags(database: AppDatabase): Promise<string[]> {
  return distinctTags(await tagSpellings(database, () => sql<SqlBool>`1 = 1`));
}

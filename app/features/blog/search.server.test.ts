import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateTo, nowIso, type AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { queryPlan } from "../../../tests/helpers/query-plan";
import { matchesSearch } from "./post-rows.server";
import { seedDemoPosts } from "./demo-posts.server";
import { createPost, listAllPosts, listPublishedPosts, updatePost } from "./posts.server";
import { foldForSearch } from "./search-text";

const author = { id: null, name: "Afi Mensah" };
const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title).sort();

describe("foldForSearch", () => {
  it("drops accents and case, and spells ligatures and curly apostrophes as phones type them", () => {
    expect(foldForSearch("HYGIÈNE")).toBe("hygiene");
    expect(foldForSearch("Cœur d’Été")).toBe("coeur d'ete");
    expect(foldForSearch("100% savon_noir")).toBe("100% savon_noir");
  });
});

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it("finds a post whatever the accents and case of the search or of the text", async () => {
    await createPost(
      database,
      { title: "L'hygiène des mains", content: "<p>Savon</p>", status: "published" },
      author,
    );
    await createPost(
      database,
      {
        title: "Compost",
        excerpt: "Un ÉTÉ au jardin",
        content: "<p>Le cœur du potager</p>",
        status: "published",
      },
      author,
    );
    for (const q of ["hygiene", "HYGIÈNE", "Hygiène", "hygiène", "HYGIENE"])
      expect(titles(await listPublishedPosts(database, { q }))).toEqual(["L'hygiène des mains"]);
    expect(titles(await listPublishedPosts(database, { q: "ete au" }))).toEqual(["Compost"]);
    expect(titles(await listPublishedPosts(database, { q: "coeur" }))).toEqual(["Compost"]);
    expect(titles(await listAllPosts(database, { q: "HYGIENE" }))).toEqual(["L'hygiène des mains"]);
    // Title and excerpt are searched apart: words spanning both find nothing.
    expect(await listPublishedPosts(database, { q: "compost un" })).toEqual([]);
  });

  it("keeps the search up to date with every save", async () => {
    const post = await createPost(
      database,
      { title: "Brouillon", content: "<p>rien</p>", status: "published" },
      author,
    );
    expect(await listPublishedPosts(database, { q: "desinfection" })).toEqual([]);
    await updatePost(database, post.id, { content: "<p>La désinfection</p>" });
    expect(titles(await listPublishedPosts(database, { q: "desinfection" }))).toEqual([
      "Brouillon",
    ]);
    await updatePost(database, post.id, { title: "Écoles" });
    expect(titles(await listPublishedPosts(database, { q: "ecoles" }))).toEqual(["Écoles"]);
    expect(titles(await listPublishedPosts(database, { q: "DÉSINFECTION" }))).toEqual(["Écoles"]);
  });

  it("makes the posts stored before the search column searchable (migration 0011)", async () => {
    const { db, dialect } = database;
    // On SQLite, migration 0022's triggers copy the column into the search index: they go
    // first, and the index is filled again below, as that later migration would.
    if (dialect === "sqlite")
      for (const event of ["insert", "update", "delete"])
        await sql`drop trigger ${sql.raw(`blog_posts_search_${event}`)}`.execute(db);
    await sql`alter table blog_posts drop column search_text`.execute(db);
    // Later migrations are forgotten too (their tables stay): Kysely runs migrations in order.
    await sql`delete from kysely_migration where name >= '0011-post-search-text'`.execute(db);
    const now = nowIso();
    // Inserted as a version without the column did, through the untyped builder.
    await sql`insert into blog_posts (id, title, slug, content, excerpt, status, author_name,
        created_at, updated_at, published_at)
      values (${randomUUID()}, ${"Hygiène hospitalière"}, ${"hygiene-hospitaliere"},
        ${"<p>Désinfecter</p>"}, ${"Les centres de santé"}, ${"published"}, ${"Équipe"},
        ${now}, ${now}, ${now})`.execute(db);
    expect(await migrateTo(database, "0011-post-search-text")).toEqual(["0011-post-search-text"]);
    if (dialect === "sqlite")
      await sql`insert into blog_posts_search (rowid, text)
        select rowid, search_text from blog_posts`.execute(db);
    for (const q of ["hygiene", "DESINFECTER", "sante"])
      expect(titles(await listPublishedPosts(database, { q }))).toEqual(["Hygiène hospitalière"]);
  });

  it("searches through the trigram index, not post by post", async () => {
    const searched = await queryPlan(
      database,
      database.db
        .selectFrom("blog_posts")
        .select("id")
        .where(matchesSearch("Hygiène", database.dialect)),
    );
    if (database.dialect === "sqlite") {
      expect(searched).toMatch(/blog_posts_search VIRTUAL TABLE INDEX 0:M/);
      expect(searched).not.toMatch(/SCAN blog_posts$/m);
    } else expect(searched).toMatch(/blog_posts_search_idx/);
  });

  it("searches the demo articles without their accents", async () => {
    await seedDemoPosts(database);
    const found = await listPublishedPosts(database, { q: "hygiene", locale: "fr" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.title).join(" ")).toMatch(/hygiène/i);
  });
});

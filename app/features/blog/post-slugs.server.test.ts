import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { SlugTaken } from "./post-slugs.server";
import { createPost, getPostById, getPublishedPostBySlug, updatePost } from "./posts.server";
import type { PostInput } from "./post-input";

const author = { id: null, name: "Équipe Africa Clean" };
const post = (title: string, extra: Partial<PostInput> = {}): PostInput => ({
  title,
  content: `<p>${title}</p>`,
  status: "published",
  ...extra,
});

/** What `work` was refused with: the SlugTaken's `by`, or "accepted". */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "accepted";
  } catch (error) {
    if (error instanceof SlugTaken) return error.by;
    throw error;
  }
}

forEachDatabase((open) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  describe("an address typed by staff", () => {
    it("is kept as typed, and stays when only the title changes", async () => {
      const p = await createPost(database, post("Tapis", { slug: "nettoyer-un-tapis" }), author);
      expect(p.slug).toBe("nettoyer-un-tapis");
      const renamed = await updatePost(database, p.id, {
        title: "Tapis impeccables",
        slug: "nettoyer-un-tapis",
      });
      expect(renamed?.slug).toBe("nettoyer-un-tapis");
      // Emptied: made from the title again.
      expect((await updatePost(database, p.id, { slug: "" }))?.slug).toBe("tapis-impeccables");
    });

    it("is refused when another post has it, or had it, and nothing is written", async () => {
      const other = await createPost(database, post("Autre article"), author);
      await updatePost(database, other.id, { slug: "autre-adresse" });
      const mine = await createPost(database, post("Le mien"), author);
      expect(await refusal(updatePost(database, mine.id, { slug: "autre-adresse" }))).toBe("post");
      expect(await refusal(updatePost(database, mine.id, { slug: "autre-article" }))).toBe(
        "former",
      );
      expect(
        await refusal(createPost(database, post("Encore", { slug: "autre-article" }), author)),
      ).toBe("former");
      expect(await getPostById(database, mine.id)).toMatchObject({ slug: "le-mien" });
      // Made from a title, another post's former address is skipped, never taken.
      expect((await createPost(database, post("Autre article"), author)).slug).toBe(
        "autre-article-2",
      );
      expect(await getPublishedPostBySlug(database, "autre-article")).toEqual({
        redirectTo: "autre-adresse",
      });
    });

    it("sends every former address to the current one, and takes one back without a loop", async () => {
      const p = await createPost(database, post("Citerne"), author);
      await updatePost(database, p.id, { slug: "citerne-propre" });
      await updatePost(database, p.id, { slug: "citerne-impeccable" });
      for (const old of ["citerne", "citerne-propre"])
        expect(await getPublishedPostBySlug(database, old)).toEqual({
          redirectTo: "citerne-impeccable",
        });
      await updatePost(database, p.id, { slug: "citerne" });
      expect(await getPublishedPostBySlug(database, "citerne")).toMatchObject({ id: p.id });
      for (const old of ["citerne-propre", "citerne-impeccable"])
        expect(await getPublishedPostBySlug(database, old)).toEqual({ redirectTo: "citerne" });
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { signedBy } from "./format";
import { defaultAuthor, storedAuthor, TEAM_AUTHOR, translatedAuthor } from "./post-author";
import { authorToStore } from "./post-author.server";
import { createPost, getPostById, updatePost } from "./posts.server";

describe("a post's default author", () => {
  it("is the staff member's full name, else the team; never a login", () => {
    expect(defaultAuthor("fr", "  Afi Mensah ")).toBe("Afi Mensah");
    expect(defaultAuthor("fr", "")).toBe(TEAM_AUTHOR.fr);
    expect(defaultAuthor("en", null)).toBe(TEAM_AUTHOR.en);
  });

  it("is the translated version's author, the team named in the version's language", () => {
    expect(defaultAuthor("en", "Edem", { author: "Afi Mensah" })).toBe("Afi Mensah");
    expect(translatedAuthor(TEAM_AUTHOR.fr, "en")).toBe(TEAM_AUTHOR.en);
    expect(translatedAuthor(TEAM_AUTHOR.en, "fr")).toBe(TEAM_AUTHOR.fr);
  });

  it("keeps the team's placeholder when its signature comes back unchanged", () => {
    expect(storedAuthor("Équipe Propreté Plus", [TEAM_AUTHOR.fr], "Propreté Plus")).toBe(
      TEAM_AUTHOR.fr,
    );
    expect(storedAuthor("Afi Mensah", [TEAM_AUTHOR.fr], "Propreté Plus")).toBe("Afi Mensah");
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

  const newPost = async (name: string, extra = {}) =>
    createPost(database, { title: "Hygiène", content: "<p>x</p>", ...extra }, { id: null, name });

  it("signs a new post with the staff member's display name, a translation with its original's", async () => {
    const fr = await newPost(
      (await authorToStore(database, { typed: undefined, locale: "fr", staffName: "Afi Mensah" }))!,
    );
    expect(fr.author).toBe("Afi Mensah");
    const typed = await authorToStore(database, {
      typed: undefined,
      locale: "en",
      staffName: "Edem Editor",
      translationOf: fr.id,
    });
    expect(typed).toBe("Afi Mensah");
    const team = await newPost(TEAM_AUTHOR.fr);
    const shown = signedBy(TEAM_AUTHOR.en, "Africa Clean");
    expect(
      await authorToStore(database, {
        typed: shown,
        locale: "en",
        staffName: "Edem Editor",
        translationOf: team.id,
      }),
    ).toBe(TEAM_AUTHOR.en);
  });

  it("changes the author on save, keeps it when the form has none, and refuses an empty one", async () => {
    const post = await newPost("Afi Mensah");
    const changed = await authorToStore(database, {
      typed: "Kossi Agbo",
      locale: "fr",
      staffName: null,
      postId: post.id,
    });
    await updatePost(database, post.id, { author: changed });
    expect((await getPostById(database, post.id))?.author).toBe("Kossi Agbo");
    expect(
      await authorToStore(database, {
        typed: undefined,
        locale: "fr",
        staffName: null,
        postId: post.id,
      }),
    ).toBeUndefined();
    await updatePost(database, post.id, { title: "Autre titre" });
    expect((await getPostById(database, post.id))?.author).toBe("Kossi Agbo");
    await expect(updatePost(database, post.id, { author: "  " })).rejects.toThrow();
    await expect(updatePost(database, post.id, { author: "A".repeat(81) })).rejects.toThrow();
    await expect(newPost(" ")).rejects.toThrow();
    expect((await getPostById(database, post.id))?.author).toBe("Kossi Agbo");
  });
});

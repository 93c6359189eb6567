import { describe, expect, it } from "vitest";
import { contentBlocks, diffPost, type DiffWords } from "./post-diff.server";
import type { PostSnapshot } from "./types";

const words: DiffWords = {
  image: (alt) => `Image : ${alt}`,
  none: "(vide)",
  state: (status, at) => (status === "draft" ? "Brouillon" : `Publié le ${at}`),
};
const post = (extra: Partial<PostSnapshot> = {}): PostSnapshot => ({
  title: "Laver les citernes",
  slug: "laver-les-citernes",
  excerpt: "",
  content: "<p>Vider.</p><p>Brosser.</p><p>Rincer.</p>",
  tags: ["eau"],
  imageUrl: null,
  imageAlt: null,
  author: "Edem",
  status: "draft",
  publishedAt: null,
  ...extra,
});

describe("comparing a post's versions", () => {
  it("reads rich content as paragraphs, items and pictures, in order", () => {
    expect(
      contentBlocks(
        `<h2>Étapes</h2><ul><li>Vider <strong>tout</strong></li><li><p>Brosser</p> bien</li></ul>` +
          `<p>Avant <img src="/media/x.webp" alt="citerne vide"> après</p>texte libre`,
        words,
      ),
    ).toEqual([
      "Étapes",
      "Vider tout",
      "Brosser",
      "bien",
      "Avant",
      "Image : citerne vide",
      "après",
      "texte libre",
    ]);
  });

  it("names each changed field with both values, and only the paragraphs that changed", () => {
    const before = post();
    const after = post({
      title: "Laver une citerne",
      content: "<p>Vider.</p><p>Brosser deux fois.</p><p>Rincer.</p><p>Sécher.</p>",
      tags: ["eau", "hygiène"],
      status: "published",
      publishedAt: "2026-11-28T14:00:00.000Z",
    });
    expect(diffPost(before, after, words)).toEqual([
      { field: "title", before: ["Laver les citernes"], after: ["Laver une citerne"] },
      { field: "content", before: ["Brosser."], after: ["Brosser deux fois.", "Sécher."] },
      { field: "tags", before: ["eau"], after: ["eau, hygiène"] },
      {
        field: "state",
        before: ["Brouillon"],
        after: ["Publié le 2026-11-28T14:00:00.000Z"],
      },
    ]);
    expect(diffPost(before, post({ imageAlt: "Une citerne" }), words)).toEqual([
      { field: "imageAlt", before: ["(vide)"], after: ["Une citerne"] },
    ]);
    expect(diffPost(before, post(), words)).toEqual([]);
  });
});

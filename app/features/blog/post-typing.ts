/** The post editor's fields as typed (autosave): text, kept apart from the stored post. */
export type PostTyping = Partial<Record<(typeof TYPED_FIELDS)[number], string>>;

export const TYPED_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "tags",
  "author",
  "imageUrl",
  "imageAlt",
  "content",
  "publishedAt",
] as const;

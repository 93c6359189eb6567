import { normaliseTags } from "~/features/blog/post-input";

/** Reads the editor's fields from a submitted form (the data layer validates and sanitises). */
export function postFieldsFromForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    title: text("title").trim(),
    excerpt: text("excerpt"),
    content: text("content"),
    imageUrl: text("imageUrl").trim() || null,
    imageAlt: text("imageAlt").trim() || null,
    tags: normaliseTags(text("tags").split(",")),
  };
}

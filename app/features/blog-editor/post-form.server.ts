import { formLine, formText } from "~/lib/clean-text";
import { normaliseTags } from "~/features/blog/post-input";

/** Reads the editor's fields from a submitted form (the data layer validates and sanitises). */
export function postFieldsFromForm(form: FormData) {
  return {
    title: formLine(form, "title").trim(),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    imageUrl: formLine(form, "imageUrl").trim() || null,
    imageAlt: formLine(form, "imageAlt").trim() || null,
    tags: normaliseTags(formLine(form, "tags").split(",")),
  };
}

import { fillTemplate } from "~/i18n/template";
import type { Words } from "~/i18n/words";
import type { MissingAlt } from "~/features/blog";
import type { Locale } from "~/i18n/locale";
import { listFormat } from "~/i18n/formats";

/**
 * "Décrivez l'image de couverture et l'image 2 du texte (citerne.jpg) avant de publier.": which
 * pictures keep a post from going online, in the staff member's language.
 */
export function altMissingMessage(
  texts: Words<"admin">["posts"]["altMissing"],
  missing: readonly MissingAlt[],
  locale: Locale,
): string {
  const names = missing.map((m) =>
    m.kind === "cover"
      ? texts.cover
      : fillTemplate(m.name ? texts.named : texts.image, { n: m.position, name: m.name ?? "" }),
  );
  const images = listFormat(locale, { type: "conjunction" }).format(names);
  return fillTemplate(texts.message, { images });
}

import type { ReactNode } from "react";
import { inputClass, useAdmin } from "~/features/admin";
import { RichTextEditor } from "~/features/blog-editor";
import type { Field, Words } from "~/features/pages";
import { getAt, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";
import { idOf, invalidProps, Problem } from "./problem";

type Lang = "fr" | "en";

/**
 * A field's French and English side by side, each with its label and problem; under an empty
 * English one, a line saying that the French is shown. `renderControl` draws one language's input.
 */
function LanguageColumns({
  field,
  path,
  englishEmpty,
  wide = false,
  renderControl,
}: {
  field: Field;
  path: Path;
  englishEmpty: boolean;
  /** Side by side only on large screens (rich text needs the room) */
  wide?: boolean;
  renderControl: (lang: Lang, id: string) => ReactNode;
}) {
  const { t, locale } = useEditorContext();
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <div className={`grid gap-3 ${wide ? "lg:grid-cols-2" : "sm:grid-cols-2"}`}>
        {(["fr", "en"] as const).map((lang) => (
          <div key={lang}>
            <label htmlFor={`${idOf(path)}-${lang}`} className="block text-sm" lang={lang}>
              {lang === "fr" ? t.editor.french : t.editor.english}
            </label>
            {renderControl(lang, `${idOf(path)}-${lang}`)}
            {lang === "en" && englishEmpty && (
              <span
                data-fallback-marker
                className="mt-1 block text-xs font-semibold text-amber-800"
              >
                {t.editor.fallback}
              </span>
            )}
            <Problem path={[...path, lang]} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A text in both languages: one line, or several with `multiline`. */
export function Bilingual({
  field,
  path,
  multiline,
}: {
  field: Field & { max?: number };
  path: Path;
  multiline?: boolean;
}) {
  const { doc, update, problems } = useEditorContext();
  const value = (getAt(doc, path) ?? { fr: "", en: "" }) as Words;
  const Control = multiline ? "textarea" : "input";
  return (
    <LanguageColumns
      field={field}
      path={path}
      englishEmpty={!value.en.trim()}
      renderControl={(lang, id) => (
        <Control
          id={id}
          value={value[lang]}
          maxLength={field.max}
          rows={multiline ? 4 : undefined}
          placeholder={lang === "en" ? value.fr : undefined}
          onChange={(e) => update([...path, lang], e.currentTarget.value)}
          className={inputClass}
          {...invalidProps(problems, [...path, lang])}
        />
      )}
    />
  );
}

/** Bullet points in both languages, one per line. */
export function Lines({ field, path }: { field: Field; path: Path }) {
  const { t, doc, update, problems } = useEditorContext();
  const value = (getAt(doc, path) ?? { fr: [], en: [] }) as { fr: string[]; en: string[] };
  return (
    <LanguageColumns
      field={field}
      path={path}
      englishEmpty={!value.en.some((l) => l.trim())}
      renderControl={(lang, id) => (
        <textarea
          id={id}
          rows={Math.min(8, Math.max(3, value[lang].length + 1))}
          value={value[lang].join("\n")}
          placeholder={lang === "en" ? value.fr.join("\n") : t.editor.lines}
          onChange={(e) => update([...path, lang], e.currentTarget.value.split("\n"))}
          className={inputClass}
          {...invalidProps(problems, [...path, lang])}
        />
      )}
    />
  );
}

/** Rich text (paragraphs, bold, italic, links) in both languages, with the blog's editor. */
export function Rich({ field, path }: { field: Field; path: Path }) {
  const { t, doc, update, locale } = useEditorContext();
  const admin = useAdmin();
  const value = (getAt(doc, path) ?? { fr: "", en: "" }) as Words;
  const language = (lang: Lang) => (lang === "fr" ? t.editor.french : t.editor.english);
  return (
    <LanguageColumns
      field={field}
      path={path}
      englishEmpty={!value.en.trim()}
      wide
      renderControl={(lang, id) => (
        <RichTextEditor
          name={id}
          initialHtml={value[lang]}
          labels={admin.t.posts.editor}
          label={`${field.label[locale]} (${language(lang)})`}
          onChange={(html) => update([...path, lang], html === "<p></p>" ? "" : html)}
        />
      )}
    />
  );
}

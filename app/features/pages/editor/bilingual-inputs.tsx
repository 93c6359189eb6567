import { inputClass } from "~/features/admin/content-fields";
import { useAdmin } from "~/features/admin/admin-data";
import { RichTextEditor } from "~/features/blog-editor/rich-text-editor";
import type { Field, Words } from "../fields";
import { getAt, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";
import { idOf, invalidProps, Problem } from "./problem";

/** French and English side by side; an empty English field says that the French is shown. */
export function Bilingual({
  field,
  path,
  multiline,
}: {
  field: Field & { max?: number };
  path: Path;
  multiline?: boolean;
}) {
  const { t, doc, update, locale, problems } = useEditorContext();
  const value = (getAt(doc, path) ?? { fr: "", en: "" }) as Words;
  const Control = multiline ? "textarea" : "input";
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["fr", "en"] as const).map((lang) => (
          <div key={lang}>
            <label htmlFor={`${idOf(path)}-${lang}`} className="block text-sm" lang={lang}>
              {lang === "fr" ? t.editor.french : t.editor.english}
            </label>
            <Control
              id={`${idOf(path)}-${lang}`}
              value={value[lang]}
              maxLength={field.max}
              rows={multiline ? 4 : undefined}
              placeholder={lang === "en" ? value.fr : undefined}
              onChange={(e) => update([...path, lang], e.currentTarget.value)}
              className={inputClass}
              {...invalidProps(problems, [...path, lang])}
            />
            {lang === "en" && !value.en.trim() && (
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

export function Lines({ field, path }: { field: Field; path: Path }) {
  const { t, doc, update, locale, problems } = useEditorContext();
  const value = (getAt(doc, path) ?? { fr: [], en: [] }) as { fr: string[]; en: string[] };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["fr", "en"] as const).map((lang) => (
          <div key={lang}>
            <label htmlFor={`${idOf(path)}-${lang}`} className="block text-sm" lang={lang}>
              {lang === "fr" ? t.editor.french : t.editor.english}
            </label>
            <textarea
              id={`${idOf(path)}-${lang}`}
              rows={Math.min(8, Math.max(3, value[lang].length + 1))}
              value={value[lang].join("\n")}
              placeholder={lang === "en" ? value.fr.join("\n") : t.editor.lines}
              onChange={(e) => update([...path, lang], e.currentTarget.value.split("\n"))}
              className={inputClass}
              {...invalidProps(problems, [...path, lang])}
            />
            {lang === "en" && !value.en.some((l) => l.trim()) && (
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

export function Rich({ field, path }: { field: Field; path: Path }) {
  const { t, doc, update, locale } = useEditorContext();
  const admin = useAdmin();
  const value = (getAt(doc, path) ?? { fr: "", en: "" }) as Words;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <div className="grid gap-3 lg:grid-cols-2">
        {(["fr", "en"] as const).map((lang) => (
          <div key={lang} lang={lang}>
            <p className="text-sm">{lang === "fr" ? t.editor.french : t.editor.english}</p>
            <RichTextEditor
              name={`${idOf(path)}-${lang}`}
              initialHtml={value[lang]}
              labels={admin.t.posts.editor}
              label={`${field.label[locale]} (${lang === "fr" ? t.editor.french : t.editor.english})`}
              onChange={(html) => update([...path, lang], html === "<p></p>" ? "" : html)}
            />
            {lang === "en" && !value.en.trim() && (
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

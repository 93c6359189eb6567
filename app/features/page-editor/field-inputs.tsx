import { inputClass } from "~/features/admin";
import { ICON_NAMES, KEY_FIGURE_UNITS, priceValueText, type Field } from "~/features/pages";
import { getAt, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";
import { Bilingual, Lines, Rich } from "./bilingual-inputs";
import { ListInput } from "./list-input";
import { idOf, invalidProps, Problem } from "./problem";
import { PictureInput } from "./picture-input";

function Select({
  field,
  path,
  options,
}: {
  field: Field;
  path: Path;
  options: { value: string; label: string }[];
}) {
  const { doc, update, locale, problems } = useEditorContext();
  const value = getAt(doc, path);
  return (
    <div>
      <label htmlFor={idOf(path)} className="block text-sm font-semibold text-slate-800">
        {field.label[locale]}
      </label>
      <select
        id={idOf(path)}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(e) => update(path, e.currentTarget.value)}
        className={inputClass}
        {...invalidProps(problems, path)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {field.hint && <p className="mt-1 text-sm text-slate-600">{field.hint[locale]}</p>}
      <Problem path={path} />
    </div>
  );
}

function NumberInput({
  field,
  path,
}: {
  field: Field & { min?: number; max?: number };
  path: Path;
}) {
  const { doc, update, locale, problems } = useEditorContext();
  const value = getAt(doc, path);
  return (
    <div>
      <label htmlFor={idOf(path)} className="block text-sm font-semibold text-slate-800">
        {field.label[locale]}
      </label>
      <input
        id={idOf(path)}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(e) =>
          update(path, e.currentTarget.value === "" ? null : Number(e.currentTarget.value))
        }
        className={`${inputClass} max-w-48`}
        {...invalidProps(problems, path)}
      />
      <Problem path={path} />
    </div>
  );
}

/** A price typed as people write it ("35 000 FCFA", "15 000 – 25 000"); the server reads it. */
function PriceInput({ field, path }: { field: Field; path: Path }) {
  const { doc, update, locale, problems } = useEditorContext();
  return (
    <div>
      <label htmlFor={idOf(path)} className="block text-sm font-semibold text-slate-800">
        {field.label[locale]}
      </label>
      <input
        id={idOf(path)}
        value={priceValueText(getAt(doc, path), locale)}
        onChange={(e) => update(path, e.currentTarget.value)}
        className={`${inputClass} max-w-64`}
        {...invalidProps(problems, path)}
      />
      {field.hint && <p className="mt-1 text-sm text-slate-600">{field.hint[locale]}</p>}
      <Problem path={path} />
    </div>
  );
}

function LinkInput({ field, path }: { field: Field; path: Path }) {
  const { t, doc, update, locale, problems } = useEditorContext();
  const href = String(getAt(doc, [...path, "href"]) ?? "");
  return (
    <fieldset className="grid gap-2 rounded-lg border border-dashed border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{field.label[locale]}</legend>
      <Bilingual
        field={{ ...field, label: { fr: t.editor.linkText, en: t.editor.linkText } }}
        path={[...path, "label"]}
      />
      <label htmlFor={`${idOf(path)}-href`} className="block text-sm font-semibold text-slate-800">
        {t.editor.linkAddress}
      </label>
      <input
        id={`${idOf(path)}-href`}
        value={href}
        onChange={(e) => update([...path, "href"], e.currentTarget.value)}
        className={inputClass}
        inputMode="url"
        {...invalidProps(problems, [...path, "href"])}
      />
      <p className="text-sm text-slate-600">{t.editor.linkHint}</p>
      <Problem path={[...path, "href"]} />
    </fieldset>
  );
}

/** One field of the schema, as the input its kind calls for. */
export function FieldInput({ field, path }: { field: Field; path: Path }) {
  const { t, locale, figures, prices } = useEditorContext();
  switch (field.kind) {
    case "text":
      return <Bilingual field={field} path={path} multiline={field.multiline} />;
    case "rich":
      return <Rich field={field} path={path} />;
    case "lines":
      return <Lines field={field} path={path} />;
    case "link":
      return <LinkInput field={field} path={path} />;
    case "picture":
      return <PictureInput field={field} path={path} />;
    case "number":
      return <NumberInput field={field} path={path} />;
    case "amount":
      return <PriceInput field={field} path={path} />;
    case "icon":
      return (
        <Select
          field={field}
          path={path}
          options={ICON_NAMES.map((n) => ({ value: n, label: t.icons[n] }))}
        />
      );
    case "unit":
      return (
        <Select
          field={field}
          path={path}
          options={KEY_FIGURE_UNITS.map((u) => ({ value: u, label: t.units[u] }))}
        />
      );
    case "figure":
      return (
        <Select
          field={field}
          path={path}
          options={figures.map((f) => ({ value: f.key, label: f.name }))}
        />
      );
    case "priceItem":
      return (
        <Select
          field={field}
          path={path}
          options={[
            { value: "", label: t.editor.none },
            ...prices.map((p) => ({ value: p.id, label: p.label })),
          ]}
        />
      );
    case "group":
      return (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{field.label[locale]}</legend>
          {Object.entries(field.fields).map(([key, f]) => (
            <FieldInput key={key} field={f} path={[...path, key]} />
          ))}
        </fieldset>
      );
    case "list":
      return <ListInput field={field} path={path} renderField={FieldInput} />;
  }
}

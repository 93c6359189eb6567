import type { Field, ListItem, PictureValue, Words } from "~/features/pages";
import { emptyFields, getAt, newKey, pathKey, type Path } from "./doc-state";
import { useEditorContext } from "./editor-context";
import { Problem } from "./problem";

type ListField = Extract<Field, { kind: "list" }>;

/** How an item is named in its heading: its title field in the staff member's language. */
function itemName(item: ListItem, field: ListField, locale: "fr" | "en"): string {
  const value = item[field.title];
  if (value && typeof value === "object" && "fr" in value)
    return (value as Words)[locale] || (value as Words).fr;
  if (value && typeof value === "object" && "alt" in value) return (value as PictureValue).alt.fr;
  return typeof value === "string" ? value : "";
}

/**
 * A list of items: each item's fields in a box with its number and name, buttons to move it up
 * or down and to remove it, and a button to add one. Lists with fixed keys (the six concepts)
 * can only be reordered.
 */
export function ListInput({
  field,
  path,
  renderField: FieldInput,
}: {
  field: ListField;
  path: Path;
  /** The form's field renderer (passed in: the renderer shows lists with this component). */
  renderField: (props: { field: Field; path: Path }) => React.ReactNode;
}) {
  const { t, locale, doc, update } = useEditorContext();
  const items = (getAt(doc, path) ?? []) as ListItem[];
  const fixed = Boolean(field.fixedKeys);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    update(path, next);
  };
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
      data-list={pathKey(path)}
    >
      <legend className="px-1 font-semibold text-slate-900">{field.label[locale]}</legend>
      <Problem path={path} />
      <ol className="grid gap-3">
        {items.map((item, i) => {
          const name = itemName(item, field, locale);
          const heading = `${t.editor.item.replace("{n}", String(i + 1))}${name ? ` : ${name}` : ""}`;
          return (
            <li
              key={item.key}
              data-item={item.key}
              className="rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-slate-900">{heading}</h4>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`${t.editor.up} : ${heading}`}
                    className="min-h-9 rounded-full border border-slate-400 px-3 text-sm disabled:opacity-40"
                  >
                    {t.editor.up}
                  </button>
                  <button
                    type="button"
                    disabled={i === items.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={`${t.editor.down} : ${heading}`}
                    className="min-h-9 rounded-full border border-slate-400 px-3 text-sm disabled:opacity-40"
                  >
                    {t.editor.down}
                  </button>
                  {!fixed && (
                    <button
                      type="button"
                      disabled={items.length <= field.min}
                      onClick={() =>
                        update(
                          path,
                          items.filter((_, j) => j !== i),
                        )
                      }
                      aria-label={`${t.editor.remove} : ${heading}`}
                      className="min-h-9 rounded-full border border-red-700 px-3 text-sm text-red-800 disabled:opacity-40"
                    >
                      {t.editor.remove}
                    </button>
                  )}
                </div>
              </div>
              <div className="mt-3 grid gap-3">
                {Object.entries(field.item).map(([key, f]) => (
                  <FieldInput key={key} field={f} path={[...path, i, key]} />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      {!fixed && items.length < field.max && (
        <button
          type="button"
          onClick={() =>
            update(path, [
              ...items,
              { key: newKey(items.map((x) => x.key)), ...emptyFields(field.item) },
            ])
          }
          className="justify-self-start rounded-full border border-green-800 px-4 py-1.5 text-sm font-semibold text-green-900"
        >
          {t.editor.add} : {field.label[locale]}
        </button>
      )}
    </fieldset>
  );
}

import { useRef } from "react";
import { fillTemplate } from "~/i18n/template";
import { PRICE_UNITS, type PriceUnit } from "~/content/pricing";
import { inputClass, useAdmin } from "~/features/admin";
import { lineField, problemText, type DevisProblems, type DraftLine } from "./draft";
import { devisWords, words } from "~/i18n/words/devis";

/** The price grid as a line's select offers it, in the staff member's language. */
export interface GridChoice {
  title: string;
  items: Array<{
    id: string;
    /** In the staff member's language, for the select. */
    label: string;
    /** In both languages: choosing the item fills the description in the devis's. */
    labels: { fr: string; en: string };
    unit: PriceUnit;
    /** The grid's middle price, where a line picked from it starts. */
    middle: number;
    range: string;
    min: number;
    max: number;
  }>;
}

type GridItem = GridChoice["items"][number];

/**
 * One line of the devis editor: a rate from the grid or a free line, its description, quantity,
 * unit and price, the grid's range beside it, and the button that removes it. Choosing a rate
 * fills the description (in the devis's language), the unit and the grid's middle price, unless
 * the staff member typed their own.
 */
export function LineFields({
  index: i,
  line,
  grid,
  items,
  problems,
  busy,
  onRemove,
}: {
  index: number;
  line: DraftLine;
  grid: GridChoice[];
  items: Map<string, GridItem>;
  problems: DevisProblems;
  busy: boolean;
  onRemove: () => void;
}) {
  const chosen = useRef(line.item);
  const { t, locale } = useAdmin();
  const e = t.devis.editor;
  const units = words(locale, devisWords).units;
  const problem = (name: string) => {
    const code = problems[name];
    return code ? (
      <p id={`${name}-problem`} className="mt-1 text-sm font-semibold text-red-800">
        {problemText(e.problems, code)}
      </p>
    ) : null;
  };
  const aria = (name: string) =>
    problems[name] ? { "aria-invalid": true, "aria-describedby": `${name}-problem` } : {};
  const name = (key: keyof typeof line) => lineField(i, key);
  const item = items.get(line.item);
  const price = Number(line.price.replace(/\s/g, ""));
  const outside = item && line.price && (price < item.min || price > item.max);
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-line={i}>
      <p className="text-sm font-semibold text-slate-700">{fillTemplate(e.line, { n: i + 1 })}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-6">
        <div className="sm:col-span-3">
          <label htmlFor={name("item")} className="block text-sm font-semibold">
            {e.item}
          </label>
          <select
            id={name("item")}
            name={name("item")}
            defaultValue={line.item}
            className={inputClass}
            onChange={(event) => {
              fillFromGrid(event.currentTarget, i, items.get(chosen.current), items);
              chosen.current = event.currentTarget.value;
            }}
            {...aria(name("item"))}
          >
            <option value="">{e.freeLine}</option>
            {grid.map((s) => (
              <optgroup key={s.title} label={s.title}>
                {s.items.map((g) => (
                  <option key={g.id} value={g.id}>{`${g.label} (${g.range})`}</option>
                ))}
              </optgroup>
            ))}
          </select>
          {problem(name("item"))}
        </div>
        <div className="sm:col-span-3">
          <label htmlFor={name("label")} className="block text-sm font-semibold">
            {e.label}
          </label>
          <input
            id={name("label")}
            name={name("label")}
            defaultValue={line.label}
            className={inputClass}
            {...aria(name("label"))}
          />
          {problem(name("label"))}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={name("quantity")} className="block text-sm font-semibold">
            {e.quantity}
          </label>
          <input
            id={name("quantity")}
            name={name("quantity")}
            inputMode="decimal"
            defaultValue={line.quantity}
            className={inputClass}
            {...aria(name("quantity"))}
          />
          {problem(name("quantity"))}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={name("unit")} className="block text-sm font-semibold">
            {e.unit}
          </label>
          <select
            id={name("unit")}
            name={name("unit")}
            defaultValue={line.unit}
            className={inputClass}
            {...aria(name("unit"))}
          >
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {units[u].one}
              </option>
            ))}
          </select>
          {problem(name("unit"))}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={name("price")} className="block text-sm font-semibold">
            {e.price}
          </label>
          <input
            id={name("price")}
            name={name("price")}
            inputMode="numeric"
            defaultValue={line.price}
            className={inputClass}
            {...aria(name("price"))}
          />
          {problem(name("price"))}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {item ? fillTemplate(e.range, { range: item.range }) : e.priceHint}
          {outside && <strong className="ml-2 text-amber-800">{e.outside}</strong>}
        </span>
        <button
          name="intent"
          value={`remove-line:${i}`}
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
          className="font-semibold text-red-800 underline"
        >
          {e.removeLine}
        </button>
      </div>
    </li>
  );
}

/**
 * Fills a line from the rate just chosen: the description in the devis's language, the unit and
 * the middle price. A description or price the staff member typed is kept; one that came from
 * the rate chosen before follows the new rate.
 */
function fillFromGrid(
  select: HTMLSelectElement,
  i: number,
  before: GridItem | undefined,
  items: Map<string, GridItem>,
) {
  const item = items.get(select.value);
  const form = select.form;
  if (!item || !form) return;
  const field = (key: keyof DraftLine) => form.elements.namedItem(lineField(i, key));
  const language = form.elements.namedItem("locale");
  const locale = language instanceof HTMLSelectElement && language.value === "en" ? "en" : "fr";
  const label = field("label");
  if (
    label instanceof HTMLInputElement &&
    (!label.value.trim() || label.value === before?.labels.fr || label.value === before?.labels.en)
  )
    label.value = item.labels[locale];
  const unit = field("unit");
  if (unit instanceof HTMLSelectElement) unit.value = item.unit;
  const price = field("price");
  if (
    price instanceof HTMLInputElement &&
    (!price.value.trim() || price.value.replace(/\s/g, "") === String(before?.middle))
  )
    price.value = String(item.middle);
}

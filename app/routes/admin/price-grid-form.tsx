import { PRICE_UNITS, UNIT_LABELS } from "~/content/pricing";
import { itemField, sectionField, type DraftSection } from "~/features/company";
import type { FieldProblems } from "~/features/forms";
import { fillTemplate } from "~/i18n/template";
import { useAdmin, BilingualField, inputClass, RemoveButton, TextField } from "~/features/admin";

const small =
  "rounded-full border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100";

/**
 * The whole grid in one form: every section with its lines, French and English side by side.
 * Add, remove and move buttons post the form too (so nothing typed is lost, with or without
 * JavaScript); only "Save" publishes.
 */
export function PriceGridForm({
  draft,
  problems,
}: {
  draft: DraftSection[];
  problems: FieldProblems;
}) {
  const { t, locale } = useAdmin();
  const p = t.site.prices;
  return (
    <>
      {/* Enter in a field saves (the first submit button of a form is its default). */}
      <button name="intent" value="save" className="sr-only" tabIndex={-1}>
        {t.site.save}
      </button>
      {draft.map((section, s) => (
        <fieldset
          key={section.id}
          data-price-section={section.id}
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <legend className="px-1 text-lg font-semibold">
            {fillTemplate(p.section, { n: s + 1 })}
          </legend>
          <input type="hidden" name={sectionField(s, "id")} value={section.id} />
          <div className="grid gap-3">
            <BilingualField
              name={`s.${s}.title`}
              label={p.sectionTitle}
              fr={section.titleFr}
              en={section.titleEn}
              problems={problems}
              maxLength={120}
              required
            />
            <p className="-mt-2 text-sm text-slate-600">{p.sectionTitleHint}</p>
            <div className="grid gap-3 lg:grid-cols-2">
              <BilingualField
                name={`s.${s}.itemHeader`}
                label={p.itemHeader}
                fr={section.itemHeaderFr}
                en={section.itemHeaderEn}
                problems={problems}
                maxLength={60}
                required
              />
              <BilingualField
                name={`s.${s}.descriptionHeader`}
                label={p.descriptionHeader}
                fr={section.descriptionHeaderFr}
                en={section.descriptionHeaderEn}
                problems={problems}
                maxLength={60}
              />
            </div>
          </div>
          <ol className="mt-4 space-y-4">
            {section.items.map((item, i) => {
              const name = (key: Parameters<typeof itemField>[2]) => itemField(s, i, key);
              const idProblem = problems[name("id")];
              return (
                <li
                  key={item.id}
                  data-price-line={item.id}
                  className="rounded-lg border border-slate-300 p-4"
                >
                  <p className="font-semibold">{fillTemplate(p.item, { n: i + 1 })}</p>
                  <input type="hidden" name={name("id")} value={item.id} />
                  <div className="mt-2 grid gap-3">
                    <BilingualField
                      name={`s.${s}.i.${i}.label`}
                      label={p.label}
                      fr={item.labelFr}
                      en={item.labelEn}
                      problems={problems}
                      maxLength={120}
                      required
                    />
                    <BilingualField
                      name={`s.${s}.i.${i}.description`}
                      label={p.description}
                      fr={item.descriptionFr}
                      en={item.descriptionEn}
                      problems={problems}
                      maxLength={240}
                    />
                    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                      <TextField
                        name={name("min")}
                        label={p.min}
                        defaultValue={item.min}
                        problems={problems}
                        required
                      />
                      <TextField
                        name={name("max")}
                        label={p.max}
                        defaultValue={item.max}
                        problems={problems}
                        required
                      />
                      <div>
                        <label
                          htmlFor={`field-${name("unit")}`}
                          className="block text-sm font-semibold text-slate-800"
                        >
                          {p.unit}
                        </label>
                        <select
                          id={`field-${name("unit")}`}
                          name={name("unit")}
                          defaultValue={item.unit}
                          className={inputClass}
                        >
                          {PRICE_UNITS.map((unit) => (
                            <option key={unit} value={unit}>
                              {UNIT_LABELS[unit].per[locale]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <TextField
                        name={name("color")}
                        label={p.color}
                        defaultValue={item.color}
                        problems={problems}
                        maxLength={7}
                      />
                    </div>
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        name={name("frequency")}
                        defaultChecked={item.frequency}
                        className="h-5 w-5"
                      />
                      {p.frequency}
                    </label>
                  </div>
                  {idProblem && (
                    <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                      {t.site.problems[idProblem]}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button name="intent" value={`up-item:${s}.${i}`} className={small}>
                      {t.site.moveUp}
                    </button>
                    <button name="intent" value={`down-item:${s}.${i}`} className={small}>
                      {t.site.moveDown}
                    </button>
                    <RemoveButton
                      what={item.labelFr || fillTemplate(p.item, { n: i + 1 })}
                      value={`remove-item:${s}.${i}`}
                      warning={p.removeFromDraft}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="mt-4 flex flex-wrap gap-2">
            <button name="intent" value={`add-item:${s}`} className={small}>
              {p.addItem}
            </button>
            <button name="intent" value={`up-section:${s}`} className={small}>
              {t.site.moveUp}
            </button>
            <button name="intent" value={`down-section:${s}`} className={small}>
              {t.site.moveDown}
            </button>
            <RemoveButton
              what={section.titleFr || fillTemplate(p.section, { n: s + 1 })}
              value={`remove-section:${s}`}
              label={p.removeSection}
              warning={p.removeFromDraft}
            />
          </div>
        </fieldset>
      ))}
      <div className="mt-6 flex flex-wrap gap-3">
        <button name="intent" value="add-section" className={small}>
          {p.addSection}
        </button>
        <button
          name="intent"
          value="save"
          className="rounded-full bg-green-800 px-6 py-3 font-semibold text-white"
        >
          {t.site.save}
        </button>
      </div>
    </>
  );
}

import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fillTemplate } from "~/i18n/template";
import type { Locale } from "~/i18n/locale";
import { inputClass, useAdmin } from "~/features/admin";
import { DevisAmounts } from "./devis-amounts";
import { emptyLine, problemText, readDraft, type DevisDraft, type DevisProblems } from "./draft";
import { LineFields, type GridChoice } from "./line-fields";
import { liveTotals } from "./live-totals";
import { formatRate } from "./money";

interface EditorProps {
  draft: DevisDraft;
  problems: DevisProblems;
  grid: GridChoice[];
  vatRate: number;
  /** The settings' usual payment terms in each language. */
  usualTerms: Record<Locale, string>;
  discountPercent: number;
  discountOffered: boolean;
  canDelete: boolean;
}

let lineKeys = 0;

/**
 * The devis editor: a plain form that works without JavaScript, where adding or removing a line
 * sends the form and gets it back changed. With JavaScript, lines are added and removed in place
 * and the amounts follow the typing (live-totals.ts, the server's own rules); the server checks
 * and computes them again at each save.
 */
export function DevisEditor(props: EditorProps) {
  const { draft, problems, grid } = props;
  const { t, locale } = useAdmin();
  const e = t.devis.editor;
  const busy = useNavigation().state !== "idle";
  const items = new Map(grid.flatMap((s) => s.items.map((i) => [i.id, i])));
  const middles = new Map([...items].map(([id, item]) => [id, item.middle]));
  const form = useRef<HTMLFormElement>(null);
  const [lines, setLines] = useState(() => draft.lines.map((line) => ({ key: lineKeys++, line })));
  const [typed, setTyped] = useState(draft);
  const totals = liveTotals(typed, middles, props.discountPercent, props.vatRate);
  const reread = () => {
    if (form.current) setTyped(readDraft(Object.fromEntries(new FormData(form.current))));
  };
  // A line added or removed changes the names of the lines after it: read the form again.
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- reread only reads the form
  useEffect(reread, [lines]);
  const addLine = (event: React.MouseEvent) => {
    event.preventDefault();
    setLines((current) => [...current, { key: lineKeys++, line: emptyLine() }]);
    // The new line's first field, once it is on the page.
    requestAnimationFrame(() => document.getElementById(`l.${lines.length}.item`)?.focus());
  };
  const removeLine = (key: number) =>
    setLines((current) => current.filter((entry) => entry.key !== key));
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
  const field = (name: keyof DevisDraft, label: string, type = "text", multiline = false) => (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={name}
          name={name}
          rows={3}
          defaultValue={String(draft[name])}
          className={inputClass}
          {...aria(name)}
        />
      ) : (
        <input
          id={name}
          name={name}
          type={type}
          defaultValue={String(draft[name])}
          className={inputClass}
          {...aria(name)}
        />
      )}
      {problem(name)}
    </div>
  );
  const section = "mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5";
  return (
    <Form ref={form} method="post" noValidate onInput={reread} onChange={reread}>
      {/* Enter in a field saves (the first submit button of a form is its default). */}
      <button name="intent" value="save" className="sr-only" tabIndex={-1}>
        {e.save}
      </button>
      <input type="hidden" name="requestId" value={draft.requestId} />
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">{e.client}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("clientName", e.clientName)}
          {field("clientCompany", e.clientCompany)}
          {field("clientEmail", e.clientEmail, "email")}
          {field("clientPhone", e.clientPhone, "tel")}
          {field("clientAddress", e.clientAddress, "text", true)}
          <div>
            <label htmlFor="locale" className="block text-sm font-semibold text-slate-800">
              {e.locale}
            </label>
            <select
              id="locale"
              name="locale"
              defaultValue={draft.locale}
              className={inputClass}
              onChange={(event) => followLanguage(event.currentTarget, props.usualTerms)}
            >
              <option value="fr">{e.locales.fr}</option>
              <option value="en">{e.locales.en}</option>
            </select>
          </div>
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">{e.lines}</legend>
        {problem("lines")}
        <ol className="space-y-4">
          {lines.map(({ key, line }, i) => (
            <LineFields
              key={key}
              index={i}
              line={line}
              grid={grid}
              items={items}
              problems={problems}
              busy={busy}
              onRemove={() => removeLine(key)}
            />
          ))}
        </ol>
        <button
          name="intent"
          value="add-line"
          disabled={busy}
          onClick={addLine}
          className="mt-4 rounded-full border border-green-800 px-4 py-2 font-semibold text-green-900"
        >
          {e.addLine}
        </button>
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-semibold">{e.options}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {(props.discountOffered || draft.discount) && (
            <div className="sm:col-span-2">
              <label className="flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  name="discount"
                  defaultChecked={draft.discount}
                  className="h-5 w-5"
                  {...aria("discount")}
                />
                {fillTemplate(e.discount, {
                  percent: formatRate(props.discountPercent * 100, locale),
                })}
              </label>
              <p className="text-sm text-slate-600">{e.discountHint}</p>
              {problem("discount")}
            </div>
          )}
          <label className="flex items-center gap-2 font-semibold sm:col-span-2">
            <input type="checkbox" name="vat" defaultChecked={draft.vat} className="h-5 w-5" />
            {fillTemplate(e.vat, { rate: formatRate(props.vatRate, locale) })}
          </label>
          {field("validUntil", e.validUntil, "date")}
          {field("paymentTerms", e.paymentTerms, "text", true)}
          {field("note", e.note, "text", true)}
        </div>
      </fieldset>
      <DevisAmounts totals={totals} className={section} />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-full bg-green-800 px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {e.save}
        </button>
        <button
          name="intent"
          value="send"
          disabled={busy}
          className="rounded-full bg-amber-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {e.send}
        </button>
        {props.canDelete && (
          <button
            name="intent"
            value="delete"
            disabled={busy}
            className="rounded-full border border-red-800 px-4 py-2 font-semibold text-red-800"
          >
            {e.delete}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">{e.sendHint}</p>
    </Form>
  );
}

/**
 * Terms left as the usual ones of the other language follow the devis's language as soon as it
 * is chosen, so the form never shows French terms on an English devis (the server does the same
 * when it saves, for a browser without JavaScript).
 */
function followLanguage(select: HTMLSelectElement, usual: Record<Locale, string>) {
  const chosen = select.value as Locale;
  const terms = select.form?.elements.namedItem("paymentTerms");
  if (!(terms instanceof HTMLTextAreaElement)) return;
  const other: Locale = chosen === "fr" ? "en" : "fr";
  if (terms.value.trim() === usual[other].trim()) terms.value = usual[chosen];
}

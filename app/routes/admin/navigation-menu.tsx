import { useId, useState } from "react";
import { inputClass, useAdmin } from "~/features/admin";
import type { FieldCode } from "~/features/forms";
import {
  MENU_LABEL_MAX,
  MENU_LIMITS,
  type MenuItem,
  type MenuName,
  type MenuPage,
} from "~/content/menus";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { fillTemplate } from "~/i18n/template";

type PageNames = { fr: Record<MenuPage, string>; en: Record<MenuPage, string> };

/**
 * One menu's links as rows of fields sent in order (page, French words, English words). Moving,
 * removing and adding change the rows here; nothing is stored until the screen's one save.
 */
export function MenuEditor({
  name,
  items,
  pageNames,
  problem,
}: {
  name: MenuName;
  items: MenuItem[];
  pageNames: PageNames;
  problem?: FieldCode;
}) {
  const { t, locale } = useAdmin();
  const m = t.menus;
  const heading = useId();
  const [rows, setRows] = useState(items);
  const unused = PUBLIC_PAGES.filter((page) => !rows.some((row) => row.path === page));
  const [adding, setAdding] = useState<MenuPage | "">(unused[0] ?? "");
  const full = rows.length >= MENU_LIMITS[name];
  const move = (from: number, to: number) =>
    setRows((list) => {
      const next = [...list];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });
  const setRow = (index: number, row: MenuItem) =>
    setRows((list) => list.map((old, i) => (i === index ? row : old)));
  const pageName = (page: MenuPage) => pageNames[locale][page];

  return (
    <fieldset
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      aria-labelledby={heading}
      data-menu={name}
    >
      <h2 id={heading} className="text-lg font-semibold">
        {name === "header" ? m.header : m.footer}
      </h2>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {t.site.problems[problem]}
        </p>
      )}
      {rows.length === 0 && <p className="mt-2 text-amber-900">{m.empty}</p>}
      <ol className="mt-3 grid gap-3">
        {rows.map((row, index) => (
          <li
            key={row.path}
            data-menu-item={row.path}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[12rem_1fr_1fr_auto]"
          >
            <label className="text-sm">
              {m.page}
              <select
                name={`${name}Path`}
                value={row.path}
                onChange={(e) => setRow(index, { ...row, path: e.currentTarget.value as MenuPage })}
                className={inputClass}
              >
                {PUBLIC_PAGES.filter((p) => p === row.path || !rows.some((r) => r.path === p)).map(
                  (page) => (
                    <option key={page} value={page}>
                      {pageName(page)}
                    </option>
                  ),
                )}
              </select>
            </label>
            {(["fr", "en"] as const).map((lang) => (
              <label key={lang} className="text-sm">
                {lang === "fr" ? m.labelFr : m.labelEn}
                <input
                  name={`${name}${lang === "fr" ? "Fr" : "En"}`}
                  value={row.label[lang]}
                  maxLength={MENU_LABEL_MAX}
                  placeholder={pageNames[lang][row.path]}
                  onChange={(e) =>
                    setRow(index, {
                      ...row,
                      label: { ...row.label, [lang]: e.currentTarget.value },
                    })
                  }
                  className={inputClass}
                />
              </label>
            ))}
            <div className="flex flex-wrap items-end gap-1">
              <RowButton
                label={m.up}
                what={pageName(row.path)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </RowButton>
              <RowButton
                label={m.down}
                what={pageName(row.path)}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </RowButton>
              <RowButton
                label={m.remove}
                what={pageName(row.path)}
                onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
              >
                ✕
              </RowButton>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-slate-600">{m.labelHint}</p>
      {full ? (
        <p className="mt-3 text-sm text-slate-700">{fillTemplate(m.full, { n: rows.length })}</p>
      ) : (
        unused.length > 0 && (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <label className="text-sm">
              {m.addWhich}
              <select
                value={adding || unused[0]}
                onChange={(e) => setAdding(e.currentTarget.value as MenuPage)}
                className={inputClass}
              >
                {unused.map((page) => (
                  <option key={page} value={page}>
                    {pageName(page)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => {
                const page = unused.includes(adding as MenuPage)
                  ? (adding as MenuPage)
                  : unused[0]!;
                setRows((list) => [...list, { path: page, label: { fr: "", en: "" } }]);
              }}
              className="min-h-11 rounded-full border border-green-800 px-4 font-semibold text-green-900"
            >
              {m.add}
            </button>
          </div>
        )
      )}
    </fieldset>
  );
}

function RowButton({
  label,
  what,
  disabled,
  onClick,
  children,
}: {
  label: string;
  what: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={fillTemplate(label, { page: what })}
      title={fillTemplate(label, { page: what })}
      className="flex size-11 items-center justify-center rounded-full border border-slate-300 text-lg disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

import type { FormEvent, Ref } from "react";
import { Search, X } from "~/components/icons";
import { useRootData } from "~/lib/root-data";
import { fillTemplate } from "~/i18n/template";
import { BLOG_QUERY_LIMITS } from "./blog-list";
import { ListLink } from "./list-link";

const field =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white text-slate-900 focus:border-green-700 focus:ring-2 focus:ring-green-700/30 focus:outline-none";

interface BlogFiltersProps {
  /** The search box's text, as typed. */
  text: string;
  tag: string;
  tags: string[];
  onType: (text: string) => void;
  onTag: (tag: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** After the clear link: the link goes away with the text, the focus goes back to the box. */
  onClear: () => void;
  inputRef: Ref<HTMLInputElement>;
  selectRef: Ref<HTMLSelectElement>;
}

/**
 * Search box and tag filter: a plain GET form, so it works before (or without) JavaScript. The
 * list's island (blog-list-view.tsx) makes both follow the reader at once.
 */
export function BlogFilters(props: BlogFiltersProps) {
  const { text, tag, tags, inputRef, selectRef } = props;
  const { ui, locale } = useRootData();
  const t = ui.pages.blog;
  const options = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  return (
    <form
      method="get"
      action="/blog"
      role="search"
      onSubmit={props.onSubmit}
      className="grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end"
    >
      {locale !== "fr" && <input type="hidden" name="lng" value={locale} />}
      <div>
        <label htmlFor="blog-q" className="mb-1 block text-sm font-semibold text-slate-800">
          {t.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id="blog-q"
            type="search"
            name="q"
            value={text}
            onChange={(e) => props.onType(e.target.value)}
            placeholder={t.searchPlaceholder}
            maxLength={BLOG_QUERY_LIMITS.q}
            autoComplete="off"
            enterKeyHint="search"
            className={`${field} py-2 pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden`}
          />
          {text && (
            <ListLink
              tag={tag}
              onClick={() => props.onClear()}
              aria-label={t.clearSearch}
              title={t.clearSearch}
              className="absolute top-0 right-0 inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-600 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </ListLink>
          )}
        </div>
      </div>
      <div>
        <label htmlFor="blog-tag" className="mb-1 block text-sm font-semibold text-slate-800">
          {t.tagLabel}
        </label>
        <select
          ref={selectRef}
          id="blog-tag"
          name="tag"
          value={tag}
          onChange={(e) => props.onTag(e.target.value)}
          autoComplete="off"
          className={`${field} px-3 py-2`}
        >
          <option value="">{t.allTags}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-xl bg-green-800 px-6 font-semibold text-white hover:bg-green-900"
      >
        {t.searchSubmit}
      </button>
    </form>
  );
}

/** Removable chips for the active search and tag, and a remove-all link. */
export function ActiveFilters({ q, tag }: { q: string; tag: string }) {
  const t = useRootData().ui.pages.blog;
  if (!q && !tag) return null;
  const chips = [
    ...(q ? [{ key: "q", label: fillTemplate(t.searchChip, { value: q }), q: "", tag }] : []),
    ...(tag ? [{ key: "tag", label: fillTemplate(t.tagChip, { value: tag }), q, tag: "" }] : []),
  ];
  const chip = "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="active-filters">
      <p id="active-filters-label" className="text-sm font-semibold text-slate-700">
        {t.activeFilters}
      </p>
      <ul aria-labelledby="active-filters-label" className="flex flex-wrap items-center gap-2">
        {chips.map((c) => (
          <li key={c.key}>
            <ListLink
              q={c.q}
              tag={c.tag}
              className={`${chip} bg-green-100 text-green-900 hover:bg-green-200`}
              aria-label={`${t.removeFilter} — ${c.label}`}
            >
              {c.label}
              <X aria-hidden="true" className="h-4 w-4" />
            </ListLink>
          </li>
        ))}
        <li>
          <ListLink
            className={`${chip} text-green-800 underline underline-offset-4 hover:text-green-900`}
          >
            {t.clearAll}
          </ListLink>
        </li>
      </ul>
    </div>
  );
}

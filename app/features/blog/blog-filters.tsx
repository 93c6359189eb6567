import { Search, X } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import { fillTemplate } from "~/i18n/template";

/** Typing waits this long before the list follows (docs/product/screens.md#blog). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's URL for a search and a tag (either may be empty). */
export function blogListHref(q: string, tag: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tag) params.set("tag", tag);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

const field =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white text-slate-900 focus:border-green-700 focus:ring-2 focus:ring-green-700/30 focus:outline-none";

/**
 * Search box and tag filter. A plain GET form, so it works before (or without) JavaScript; with
 * it, typing updates the URL after a 300 ms pause and choosing a tag applies it at once, both
 * replacing the history entry so "back" leaves the blog instead of replaying every keystroke.
 */
export function BlogFilters({ q, tag, tags }: { q: string; tag: string; tags: string[] }) {
  const { ui, locale } = useRootData();
  const t = ui.pages.blog;
  const to = useLocalizedPath();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(q);
  const [selected, setSelected] = useState(tag);
  // The last search and tag the fields agree with: what the URL said, or what we just sent it.
  const [synced, setSynced] = useState({ q, tag });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The searches typing sent to the URL and not arrived yet: on a slow connection an earlier one
  // ("h") can arrive after a later one was sent ("harm"); it must not put the field back to "h"
  // while the visitor goes on typing.
  const [inFlight, setInFlight] = useState<string[]>([]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // When the URL changes from elsewhere (a chip, a card's tag, "back"), the fields follow it
  // (adjusted during render, React's pattern for state derived from changing props).
  if (q !== synced.q || tag !== synced.tag) {
    const ours = inFlight.includes(q);
    // Once a search arrives, the ones sent before it are done; one from elsewhere ends them all.
    setInFlight(ours ? inFlight.slice(inFlight.indexOf(q) + 1) : []);
    setSynced({ q, tag });
    if (q !== synced.q && !ours) setText(q);
    if (tag !== synced.tag) setSelected(tag);
  }

  const apply = (next: { q?: string; tag?: string }) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setInFlight((sent) => [...sent, value.trim()]);
      apply({ q: value.trim() });
    }, SEARCH_DEBOUNCE_MS);
  };

  const options = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  return (
    <Form
      method="get"
      action="/blog"
      replace
      preventScrollReset
      role="search"
      onSubmit={() => clearTimeout(timer.current)}
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
            id="blog-q"
            type="search"
            name="q"
            value={text}
            onChange={(e) => onType(e.target.value)}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={`${field} py-2 pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden`}
          />
          {text && (
            <Link
              to={to(blogListHref("", tag))}
              replace
              preventScrollReset
              onClick={() => {
                clearTimeout(timer.current);
                setText("");
              }}
              aria-label={t.clearSearch}
              title={t.clearSearch}
              className="absolute top-0 right-0 inline-flex h-11 w-11 items-center justify-center rounded-xl text-slate-600 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Link>
          )}
        </div>
      </div>
      <div>
        <label htmlFor="blog-tag" className="mb-1 block text-sm font-semibold text-slate-800">
          {t.tagLabel}
        </label>
        <select
          id="blog-tag"
          name="tag"
          value={selected}
          onChange={(e) => {
            setSelected(e.target.value);
            setSynced((current) => ({ ...current, tag: e.target.value }));
            apply({ tag: e.target.value });
          }}
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
    </Form>
  );
}

/** Removable chips for the active search and tag, and a remove-all link. */
export function ActiveFilters({ q, tag }: { q: string; tag: string }) {
  const t = useRootData().ui.pages.blog;
  const to = useLocalizedPath();
  if (!q && !tag) return null;
  const chips = [
    ...(q
      ? [{ key: "q", label: fillTemplate(t.searchChip, { value: q }), href: blogListHref("", tag) }]
      : []),
    ...(tag
      ? [{ key: "tag", label: fillTemplate(t.tagChip, { value: tag }), href: blogListHref(q, "") }]
      : []),
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
            <Link
              to={to(c.href)}
              preventScrollReset
              className={`${chip} bg-green-100 text-green-900 hover:bg-green-200`}
              aria-label={`${t.removeFilter} — ${c.label}`}
            >
              {c.label}
              <X aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={to("/blog")}
            preventScrollReset
            className={`${chip} text-green-800 underline underline-offset-4 hover:text-green-900`}
          >
            {t.clearAll}
          </Link>
        </li>
      </ul>
    </div>
  );
}

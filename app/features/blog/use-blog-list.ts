import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocalizedPath, useRootData } from "~/lib/root-data";
import {
  blogListHref,
  fetchBlogList,
  SEARCH_DEBOUNCE_MS,
  type BlogFilterValues,
  type BlogListData,
} from "./blog-list";

/**
 * The blog list in the browser (docs/product/screens.md#blog): the filters the reader asked for
 * (in the address at once, replacing its entry, so Back leaves the blog), the last list the
 * server answered, and whether the next one is on its way or failed. Answers never touch the
 * search box: only the reader writes in it.
 */
export function useBlogList(initial: BlogListData) {
  const { locale } = useRootData();
  const to = useLocalizedPath();
  const [shown, setShown] = useState(initial);
  const [wanted, setWanted] = useState<BlogFilterValues>({ q: initial.q, tag: initial.tag });
  const [text, setText] = useState(initial.q);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What a timer or an answer must read when it comes, not what its render saw.
  const live = useRef({ wanted, failed, request: null as AbortController | null });

  const show = (next: BlogFilterValues) => {
    clearTimeout(timer.current);
    const now = live.current;
    if (next.q === now.wanted.q && next.tag === now.wanted.tag && !now.failed) return;
    now.wanted = next;
    setWanted(next);
    history.replaceState(history.state, "", to(blogListHref(next.q, next.tag)));
    // Only the latest request may change the list: an earlier one, however slow, is cancelled
    // and its answer, should it come anyway, ignored.
    now.request?.abort();
    const request = new AbortController();
    now.request = request;
    setLoading(true);
    const settle = (list: BlogListData | null) => {
      if (now.request !== request) return;
      now.request = null;
      now.failed = !list;
      setFailed(!list);
      if (list) setShown(list);
      setLoading(false);
    };
    fetchBlogList(next, locale, request.signal).then(settle, () => settle(null));
  };

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => show({ q: value.trim(), tag: live.current.wanted.tag }),
      SEARCH_DEBOUNCE_MS,
    );
  };

  /** A link to the list (a chip, a card's tag, "see all"), followed in place. */
  const follow = (filters: BlogFilterValues) => {
    setText(filters.q);
    show(filters);
    // From a card far down, back to the top, where the filters and the new list start.
    if ((inputRef.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo({ top: 0 });
  };

  // What the reader typed or chose before the island woke reaches it as events, like typing now
  // (app/islands/adopt.ts).
  useEffect(() => {
    const current = live.current;
    return () => {
      clearTimeout(timer.current);
      current.request?.abort();
      current.request = null;
    };
  }, []);

  return {
    shown,
    wanted,
    text,
    loading,
    failed,
    inputRef,
    selectRef,
    follow,
    type,
    chooseTag: (tag: string) => show({ q: text.trim(), tag }),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      show({ q: text.trim(), tag: live.current.wanted.tag });
    },
    clear: () => inputRef.current?.focus(),
  };
}

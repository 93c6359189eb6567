import { useCallback, useLayoutEffect, useState } from "react";

/** Which sections of each page a staff member folded, kept while the admin stays open. */
const remembered = new Map<string, Set<string>>();
const WIDE = "(min-width: 1024px)";

/**
 * The editor's sections, folded or not. On a phone a page's editor starts with its first section
 * open and the others folded to their titles (the home page's was about 22,000 px long); on a
 * wide screen all start open. What the staff member folds or opens is kept across saves, which
 * remount the form.
 */
export function useFoldedSections(page: string, sections: string[]) {
  const [folded, setFolded] = useState<Set<string>>(() => remembered.get(page) ?? new Set());
  // The server cannot know the screen's width: folding happens before the first paint after
  // hydration, and only on the first visit of this page's editor.
  useLayoutEffect(() => {
    if (remembered.has(page) || window.matchMedia(WIDE).matches) return;
    const initial = new Set(sections.slice(1));
    remembered.set(page, initial);
    setFolded(initial);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the sections follow the page
  }, [page]);
  const fold = useCallback(
    (section: string, shut: boolean) =>
      setFolded((current) => {
        if (current.has(section) === shut) return current;
        const next = new Set(current);
        if (shut) next.add(section);
        else next.delete(section);
        remembered.set(page, next);
        return next;
      }),
    [page],
  );
  return [folded, fold] as const;
}

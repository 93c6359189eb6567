import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { useLocalizedPath } from "~/lib/root-data";
import { blogListHref, type BlogFilterValues } from "./blog-list";

/**
 * How the list's own island follows a link to the list: in place, without a page load. Outside
 * it (an article's tags, the page before its island wakes) such a link is a plain link.
 */
export const FollowListContext = createContext<((filters: BlogFilterValues) => void) | null>(null);

type ListLinkProps = Partial<BlogFilterValues> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** A link to the blog's list with a search and a tag, in the page's language. */
export function ListLink({ q = "", tag = "", onClick, children, ...rest }: ListLinkProps) {
  const to = useLocalizedPath();
  const follow = useContext(FollowListContext);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab or window asked for (a modifier key, another button) keeps the plain link.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!follow || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    follow({ q, tag });
  };
  return (
    <a href={to(blogListHref(q, tag))} onClick={click} {...rest}>
      {children}
    </a>
  );
}

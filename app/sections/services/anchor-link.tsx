import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * A link to a section of the same page (`#id`). Without JavaScript it is a plain jump; with it,
 * the page glides there (or jumps, for visitors who ask for less motion) and focus follows, so
 * keyboard and screen-reader users continue from the section they chose. The target carries
 * tabIndex={-1} for that.
 */
export function AnchorLink({
  targetId,
  onClick,
  children,
  ...rest
}: { targetId: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const glide = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    // NOTE: a router navigation would jump instead of glide; replacing the entry keeps the
    // address shareable and keeps the router's own state (key, index) untouched.
    window.history.replaceState(window.history.state, "", `#${targetId}`);
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} onClick={glide} {...rest}>
      {children}
    </a>
  );
}

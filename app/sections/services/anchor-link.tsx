import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { isPlainClick } from "~/lib/plain-click";
import { glideToSection } from "./glide";

/**
 * A link to a section of the same page (`#id`). Without JavaScript it is a plain jump; with it,
 * the page glides there and focus follows (glideToSection).
 */
export function AnchorLink({
  targetId,
  onClick,
  children,
  ...rest
}: { targetId: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const glide = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    glideToSection(target);
  };
  return (
    <a href={`#${targetId}`} onClick={glide} {...rest}>
      {children}
    </a>
  );
}

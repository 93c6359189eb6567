import * as drawings from "~/components/icons";
import type { SvgIcon } from "~/components/icons";
import type { IconName } from "~/content/types";

/**
 * The icons the content may name (content says "Leaf", the page shows the drawing): every name
 * of `IconName` must be one of the drawn icons, which the type checks here.
 */
const icons: Record<IconName, SvgIcon> = drawings;

/** A decorative icon chosen by name; meaning is always carried by the text next to it. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}

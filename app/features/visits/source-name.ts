import type { Words } from "~/i18n/words";
import { fillTemplate } from "~/i18n/template";
import { SOURCE_NAMES, type VisitSource } from "./classify";

/**
 * A source in the team's words, for the visits screen and the Monday report alike: a network by
 * its name, a campaign link's medium ("flyer") as the admin names it, any other site by its host.
 */
export function sourceName(source: VisitSource, t: Words<"admin">["visits"]): string {
  if (source === "direct") return t.direct;
  if (source.startsWith("site:")) {
    const name = source.slice(5);
    // A campaign link's medium is a tag, not a site: only a host has a dot.
    if (!name.includes(".")) return t.links.sources[name as keyof typeof t.links.sources] ?? name;
    return fillTemplate(t.otherSite, { host: name });
  }
  return SOURCE_NAMES[source as keyof typeof SOURCE_NAMES] ?? source;
}

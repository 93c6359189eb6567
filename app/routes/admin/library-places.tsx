import { href, Link } from "react-router";
import { useAdmin, type AdminLayoutData } from "~/features/admin";
import type { MediaPlace, MediaUsage } from "~/features/media/index.server";
import { isPageKey, PAGE_KEYS, PAGES } from "~/features/pages";
import { localizePath, type Locale } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { plural } from "~/lib/plural";
import { listFormat } from "~/i18n/formats";

// Where a picture of the library is used, in the staff member's words, each place linked to the
// screen where it is edited.

type Words = AdminLayoutData["t"]["library"]["places"];
type Role = AdminLayoutData["user"]["role"];

const pageName = (page: string, locale: Locale) =>
  isPageKey(page) ? PAGES[page].label[locale] : page;

/**
 * A place in words, and the admin screen that edits it: none for a screen this staff member may
 * not open (the team and the clients are for administrators), rather than a link to a refusal.
 */
function describe(place: MediaPlace, w: Words, locale: Locale, role: Role) {
  switch (place.kind) {
    case "page": {
      const state = place.draft && place.published ? "both" : place.draft ? "draft" : "published";
      return {
        text: fillTemplate(w.page, {
          page: pageName(place.page, locale),
          state: w.pageStates[state],
        }),
        href: isPageKey(place.page) ? href("/admin/pages/:page", { page: place.page }) : null,
      };
    }
    case "typing":
      return {
        text: fillTemplate(place.name ? w.typing : w.typingGone, {
          page: pageName(place.page, locale),
          name: place.name ?? "",
        }),
        href: isPageKey(place.page) ? href("/admin/pages/:page", { page: place.page }) : null,
      };
    case "post":
      return {
        text: fillTemplate(w.post, {
          title: place.title,
          status: w.postStatus[place.status],
          language: place.locale === "en" ? w.languages.en : w.languages.fr,
        }),
        href: href("/admin/posts/:id", { id: place.id }),
      };
    case "gallery": {
      const album = (locale === "en" && place.titleEn) || place.titleFr;
      const text = fillTemplate(w.gallery, { album });
      return {
        text:
          place.photos > 1 ? `${text} (${plural(locale, place.photos, w.galleryPhotos)})` : text,
        href: href("/admin/gallery"),
      };
    }
    case "team":
      return {
        text: fillTemplate(w.team, { name: place.name }),
        href: role === "admin" ? href("/admin/team") : null,
      };
    case "partner":
      return {
        text: fillTemplate(w.partner, { name: place.name }),
        href: role === "admin" ? href("/admin/clients") : null,
      };
    case "brand":
      return {
        text:
          place.slot === "page"
            ? fillTemplate(w.brand.page, { page: place.page ?? "" })
            : w.brand[place.slot],
        href: role === "admin" ? href("/admin/brand") : null,
      };
  }
}

/** Pages first in the admin's menu order, then the rest as found. */
const pageOrder = (place: MediaPlace) =>
  place.kind === "page" || place.kind === "typing"
    ? PAGE_KEYS.indexOf(place.page as never)
    : PAGE_KEYS.length;

const placeKey = (place: MediaPlace) =>
  place.kind === "typing"
    ? `typing:${place.page}:${place.name}`
    : place.kind === "brand"
      ? `brand:${place.slot}:${place.page ?? ""}`
      : `${place.kind}:${"id" in place ? place.id : place.page}`;

/** The places that use a picture, as a list of links. */
export function PlaceList({ places }: { places: MediaPlace[] }) {
  const { t, locale, user } = useAdmin();
  const ordered = [...places].sort((a, b) => pageOrder(a) - pageOrder(b));
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-places="">
      {ordered.map((place) => {
        const { text, href: to } = describe(place, t.library.places, locale, user.role);
        return (
          <li key={placeKey(place)} data-place={place.kind}>
            {to ? (
              <Link to={localizePath(to, locale)} className="text-green-800 underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The pages whose earlier versions only show the picture: said, as it does not block deletion. */
export function HistoryNote({ history }: { history: MediaUsage["history"] }) {
  const { t, locale } = useAdmin();
  if (!history.length) return null;
  const pages = listFormat(locale, { type: "conjunction" }).format(
    history.map((h) => pageName(h.page, locale)),
  );
  return (
    <p className="mt-2 text-sm text-slate-600" data-history="">
      {fillTemplate(t.library.history, { pages })}
    </p>
  );
}

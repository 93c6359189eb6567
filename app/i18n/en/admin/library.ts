import type { Widen } from "../../widen";
import type { library as fr } from "../../fr/admin/library";

/** The media library: every uploaded picture, where it is used, its description, its deletion. */
export const library: Widen<typeof fr> = {
  title: "Media library",
  intro:
    "Every picture uploaded to the site, newest first. Search them by name or description, see where each one is used, delete the ones no longer needed.",
  search: "Search for a picture",
  searchHint: "File name or description; accents and capitals do not matter.",
  searchButton: "Search",
  showAll: "Show all",
  range: "{from}–{to} of {total}",
  empty:
    "No pictures yet: those uploaded from the pages, the blog, the team, the clients or the gallery will appear here.",
  noMatch: "No picture matches “{q}”.",
  pager: {
    label: "Pages of the media library",
    previous: "Previous pictures",
    next: "Next pictures",
  },
  size: "{width} × {height} px",
  weight: "File uploaded: {weight}",
  uploaded: "Uploaded on {date}",
  noPreview: "No preview available",
  description: "Description",
  descriptionHint:
    "What the picture shows, to find it here. Each place that uses it (page, post, gallery) keeps its own description for visitors, in French and English: changing this one does not change theirs.",
  saveDescription: "Save the description",
  described: "Description saved.",
  usedIn: "Where it is used",
  unused: "Not used anywhere: it can be deleted.",
  history:
    "It is also in earlier versions of: {pages}. That does not prevent deleting it; one of those versions put back into the draft would show an illustration in its place.",
  keep: "To delete it, first remove it from these places.",
  remove: "Delete the picture",
  removeWarning:
    "The picture and all its sizes will be erased for good. It is not used anywhere on the site.",
  removed: "Picture “{name}” deleted.",
  refused: "“{name}” was not deleted: it is in use. First remove it from:",
  gone: "This picture no longer exists: it was deleted in the meantime.",
  places: {
    page: "Page {page} ({state})",
    pageStates: {
      draft: "draft",
      published: "online",
      both: "online and draft",
    },
    typing: "Page {page}: unsaved typing by {name}",
    typingGone: "Page {page}: unsaved typing by a deleted account",
    post: "Post “{title}” ({status}, {language})",
    postStatus: { draft: "draft", published: "online" },
    languages: { fr: "French", en: "English" },
    gallery: "Gallery: album “{album}”",
    galleryPhotos: { one: "{n} photo", other: "{n} photos" },
    team: "Team: {name}",
    partner: "Clients and partners: {name}",
    brand: {
      logo: "The site's logo",
      icon: "The site's icon",
      share: "The site's share picture",
      page: "Share picture of the page {page}",
    },
  },
};

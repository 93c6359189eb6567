// The gallery page's photo viewer.
// The entry the rest of the app imports.
export type { AlbumView } from "./gallery-view";
export { default as GalleryView } from "./gallery-view.island";

// The gallery page's photo viewer.
// The entry the rest of the app imports.
export { type AlbumView, GalleryView } from "./gallery-view";

// Uploaded pictures: checks, variants, storage and lookup; the library's list, where each is used.
// Server-only entry: what loaders, actions and server code use.
export {
  forgetCachedMedia,
  importLegacyUploads,
  mediaCacheDir,
  readMediaFile,
} from "./media-files.server";
export {
  describeMedia,
  LIBRARY_PAGE_SIZE,
  type LibraryItem,
  type LibraryPage,
  listLibrary,
  removeUnusedMedia,
  type RemoveOutcome,
} from "./media-library.server";
export { MAX_DESCRIPTION } from "./limits";
export {
  findMedia,
  type FoundMedia,
  listRecentMedia,
  mediaByIds,
  mediaIdOf,
} from "./media-lookup.server";
export { type MediaPlace, mediaUsage, type MediaUsage } from "./media-usage.server";
export { MAX_UPLOAD_BYTES, mediaSearchText, storeUpload } from "./media.server";

// Uploaded pictures: checks, variants, storage and lookup.
// Server-only entry: what loaders, actions and server code use.
export { importLegacyUploads, mediaCacheDir, readMediaFile } from "./media-files.server";
export {
  findMedia,
  type FoundMedia,
  listRecentMedia,
  mediaByIds,
  mediaIdOf,
} from "./media-lookup.server";
export { MAX_UPLOAD_BYTES, storeUpload } from "./media.server";

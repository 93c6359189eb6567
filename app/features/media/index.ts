// Uploaded pictures: checks, variants, storage and lookup.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { MAX_DESCRIPTION, MAX_UPLOAD_BYTES } from "./limits";
export { fetchLibrary, type UploadAnswer, uploadPicture } from "./upload-picture";
export { percentText, UploadProgress } from "./upload-progress";

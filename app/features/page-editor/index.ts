// Editing a page's content: drafts, preview, publishing, history and the editor's inputs.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { diffDocuments } from "./diff";
export { type EditorOutcome, PageForm } from "./page-form";
export { PREVIEW_PARAM } from "./preview";
export { TextsToCheck } from "./texts-to-check";

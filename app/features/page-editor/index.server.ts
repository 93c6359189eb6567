// Editing a page's content: drafts, preview, publishing, history and the editor's inputs.
// Server-only entry: what loaders, actions and server code use.
export { pageAutosaveAction } from "./autosave-action.server";
export { editorAction, loadEditor, pageKeyOf } from "./page-actions.server";
export { pagesWithUnpublishedChanges, seedPages } from "./page-edits.server";
export { previewDrafts } from "./preview-drafts.server";
export { listTextsToCheck, type TextToCheck } from "./text-checks.server";

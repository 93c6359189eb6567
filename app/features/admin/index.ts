// The admin area's kit: one way to run a screen's action, its shared data, fields, row buttons and
// the pager of long lists.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { type AdminLayoutData, formatDate, formatDay, useAdmin } from "./admin-data";
export { AdminFrame } from "./admin-frame";
export { AdminLanguage } from "./admin-language";
export { AskName } from "./ask-name";
export { AutosaveStatus } from "./autosave-status";
export { dropLocalCopy, useAutosave, type AutosaveState } from "./autosave";
export { KeptTyping, type ServerCopy } from "./kept-typing";
export { BilingualField, inputClass, SaveNotice, TextField } from "./content-fields";
export { FocusPicker, FocusSliders } from "./focus-point";
export { Pager } from "./pager";
export { OrderedRowsTop, type RowOutcome, useOrderedRows } from "./ordered-rows";
export { PhotoUploadField } from "./photo-upload-field";
export { RefusalNotice } from "./refusal-notice";
export { ProblemList, RemoveButton, RowActions } from "./row-actions";
export { UnsavedChangesGuard, useUnsavedChanges } from "./unsaved-changes";

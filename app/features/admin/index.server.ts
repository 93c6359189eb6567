// The admin area's kit: one way to run a screen's action, its shared data, fields, row buttons and
// the pager of long lists.
// Server-only entry: what loaders, actions and server code use.
export { adminAction } from "./admin-action.server";
export { orderedRows } from "./ordered-rows.server";
export { autosaveAction, clearAutosave, readAutosave } from "./autosaves.server";

// Reading a posted form through a schema into values or field problems, for every form of the site.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { type FormRefusal, isRefusal, refusalText, rowProblems } from "./admin-form";
export { type FormProblems, postedForm, readForm, type Vocabulary } from "./read-form";
export type { FieldCode, FieldProblems } from "./validation";

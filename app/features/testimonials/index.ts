// Published testimonials and their moderation.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { parseRevision } from "./revision";

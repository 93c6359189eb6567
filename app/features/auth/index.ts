// Accounts, sign-in, sessions, two-factor, invitations and the guards every private loader and
// action calls.
// The entry the rest of the app imports (safe in the browser; the server side is index.server.ts).
export { withClientAddress } from "./client-address-header";
export { type Role, ROLES } from "./roles";
export { safeRedirect } from "./safe-redirect";

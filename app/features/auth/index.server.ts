// Accounts, sign-in, sessions, two-factor, invitations, and the role each private address states.
// Server-only entry: what loaders, actions and server code use.
export {
  createAccount,
  displayName,
  ensureInitialAdmin,
  findUserByEmail,
  listAccounts,
  runAdminCommand,
  warnWhenNoAdministrator,
} from "./accounts.server";
export { authAnswer } from "./api-answer.server";
export { deviceLabel, lastActive } from "./device-label.server";
export { audit, requireSameOrigin, type SessionUser } from "./guards.server";
export { inviteAccount } from "./invitation.server";
export {
  allows,
  type Refusal,
  screenRole,
  type ScreenRole,
  signedInStaff,
  staffUser,
} from "./screen-role.server";
export { getAuth, getSessionUser } from "./session.server";
export { signIn, type SignInOutcome, verifySecondFactor } from "./sign-in.server";
export { ensureSigningSecret } from "./signing-secret.server";
export {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  type TwoFactorResult,
} from "./two-factor.server";

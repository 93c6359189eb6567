import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import { queueEmail } from "~/features/mail/index.server";
import { getSiteData } from "~/features/company/index.server";
import type { AppRuntime } from "~/runtime/runtime.server";
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from "./client-address-header";
import { passwordResetEmail } from "./emails";
import { boundedPasswordHashing } from "./hashing-pool.server";
import {
  checkSecretAttempt,
  clearAccountFailures,
  recordSecretFailure,
  withinQuota,
} from "./secret-limiter.server";
import { isTrustedDevice, trustedDeviceCookie } from "./trusted-device.server";

/** better-auth endpoints that check a password, a code or a reset token. */
const SECRET_PATHS = new Set([
  "/sign-in/email",
  "/sign-in/username",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
  "/reset-password",
  "/change-password",
  "/set-password",
  "/verify-password",
  "/change-email",
  "/delete-user",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);
/** Endpoints that send a reset e-mail: capped per client address. */
const RESET_REQUEST_PATHS = new Set(["/request-password-reset", "/forget-password"]);
const HOUR_MS = 3_600_000;
export const RESET_LIMITS = {
  perAddress: { max: 5, windowMs: HOUR_MS },
  perRecipient: { max: 3, windowMs: HOUR_MS },
} as const;

const tooMany = (retryAfterSeconds: number) =>
  new APIError(
    "TOO_MANY_REQUESTS",
    { message: "Too many attempts, try again later", code: "TOO_MANY_ATTEMPTS" },
    { "Retry-After": String(retryAfterSeconds) },
  );

/**
 * better-auth on the site's own database (the same Kysely instance, so one pool and one set of
 * migrations). Public sign-up is off: accounts are created by an administrator or at first start.
 */
/**
 * Two roles (docs/product/roles.md): `admin` may do everything, accounts included; `editor`
 * works the blog, testimonials and leads, and may not manage accounts (no user-management rights).
 */
const roles = { admin: adminAc, editor: defaultAc.newRole({ user: [], session: [] }) };

/**
 * `companyName` is the company's name when the instance is built. better-auth reads `appName`
 * once, at that moment, and uses it only as the authenticator app's label where none is given:
 * the one place the site names the account there (`/two-factor/enable`) passes the current name
 * instead (hook below), so a renamed company does not wait for a restart.
 */
export function createAuth({ config, database, outbox }: AppRuntime, companyName: string) {
  return betterAuth({
    appName: companyName,
    // Its per-attempt warnings ("User not found") would flood the log during an attack.
    logger: { level: "error" },
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      // Single-use token (better-auth deletes it once used), valid one hour, sent via the outbox.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: boundedPasswordHashing,
      async sendResetPassword({ user, token }) {
        const { db } = database;
        // A new link replaces every older one of this account.
        await db
          .deleteFrom("verification")
          .where("identifier", "like", "reset-password:%")
          .where("identifier", "!=", `reset-password:${token}`)
          .where("value", "=", user.id)
          .execute();
        // Silently capped per recipient: the answer to the visitor never changes.
        if (!(await withinQuota(db, `reset-recipient:${user.email}`, RESET_LIMITS.perRecipient)))
          return;
        const link = `${config.PUBLIC_URL}/auth/reset?token=${encodeURIComponent(token)}`;
        const { company } = await getSiteData(database);
        await queueEmail(database.db, {
          kind: "password-reset",
          to: user.email,
          ...passwordResetEmail(link, company.name),
          relatedType: "user",
          relatedId: user.id,
        });
        outbox.kick();
      },
      // A completed reset proves the owner: the account's sign-in slow-down ends.
      onPasswordReset: ({ user }) => clearAccountFailures(database.db, user.email),
    },
    // A session ends after 12 hours without use; each use after an hour extends it (the admin
    // pings while open, so an open tab stays signed in).
    session: {
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
    },
    // better-auth's limiter (keyed on the same trusted address) caps every endpoint; the paths
    // that check a secret or send a reset mail answer to our limiter alone (hooks below), so one
    // set of rules applies whichever way a guess comes in.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        [...SECRET_PATHS, ...RESET_REQUEST_PATHS].map((path) => [path, false as const]),
      ),
    },
    advanced: {
      useSecureCookies: config.PUBLIC_URL.startsWith("https:"),
      // The address the server trusts (socket, or TRUST_PROXY hops), never a client's header.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const address = clientAddressOf(ctx.headers);
        if (RESET_REQUEST_PATHS.has(ctx.path)) {
          const key = `reset-address:${address}`;
          if (!(await withinQuota(database.db, key, RESET_LIMITS.perAddress)))
            throw tooMany(RESET_LIMITS.perAddress.windowMs / 1000);
          return;
        }
        if (!SECRET_PATHS.has(ctx.path)) return;
        const account = accountOf(ctx.path, ctx.body);
        const trustedDevice =
          !!account && isTrustedDevice(config.AUTH_SECRET, ctx.headers?.get("cookie"), account);
        const check = await checkSecretAttempt(database.db, {
          address,
          account,
          trustedDevice,
          firstDelayMs: config.SIGNIN_SLOWDOWN_MS,
        });
        if (!check.allowed) throw tooMany(check.retryAfterSeconds);
        // The authenticator app shows the account under the company's name as it is now (and
        // never under a name the caller chose): better-auth takes an issuer per request here.
        if (ctx.path === "/two-factor/enable") {
          const { company } = await getSiteData(database);
          return { context: { body: { ...ctx.body, issuer: company.name } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (!SECRET_PATHS.has(ctx.path)) return;
        const returned = ctx.context.returned;
        const status = isAPIError(returned) ? returned.statusCode : 200;
        if (status === 400 || status === 401 || status === 403) {
          const address = clientAddressOf(ctx.headers);
          await recordSecretFailure(database.db, {
            address,
            account: accountOf(ctx.path, ctx.body),
          });
          return;
        }
        const signedIn = ctx.context.newSession?.user.email;
        if (status < 300 && signedIn) {
          const cookie = trustedDeviceCookie(config.AUTH_SECRET, signedIn, {
            secure: config.PUBLIC_URL.startsWith("https:"),
          });
          ctx.context.responseHeaders?.append("Set-Cookie", cookie);
        }
      }),
    },
    plugins: [admin({ roles, defaultRole: "editor", adminRoles: ["admin"] }), twoFactor()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The account a secret is checked for, when the request names it (sign-in by e-mail). */
function accountOf(path: string, body: unknown): string | undefined {
  if (path !== "/sign-in/email" || !body || typeof body !== "object") return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
}

import { betterAuth } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import { queueEmail } from "~/features/mail/outbox.server";
import type { AppRuntime } from "~/server/runtime.server";
import { passwordResetEmail } from "./emails";

/**
 * better-auth on the site's own database (the same Kysely instance, so one pool and one set of
 * migrations). Public sign-up is off: accounts are created by an administrator or at first start.
 */
/**
 * Two roles (docs/product/roles.md): `admin` may do everything, accounts included; `editor`
 * works the blog, testimonials and leads, and may not manage accounts (no user-management rights).
 */
const roles = { admin: adminAc, editor: defaultAc.newRole({ user: [], session: [] }) };

export function createAuth({ config, database, outbox }: AppRuntime) {
  return betterAuth({
    appName: "Africa Clean",
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
      async sendResetPassword({ user, token }) {
        const link = `${config.PUBLIC_URL}/auth/reset?token=${encodeURIComponent(token)}`;
        await queueEmail(database.db, {
          kind: "password-reset",
          to: user.email,
          ...passwordResetEmail(link),
          relatedType: "user",
          relatedId: user.id,
        });
        outbox.kick();
      },
    },
    // A session ends after 12 hours without use; each use after an hour extends it (the admin
    // pings while open, so an open tab stays signed in).
    session: {
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
    },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: { useSecureCookies: config.PUBLIC_URL.startsWith("https:") },
    plugins: [
      admin({ roles, defaultRole: "editor", adminRoles: ["admin"] }),
      twoFactor({ issuer: "Africa Clean" }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

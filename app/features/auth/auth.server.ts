import { betterAuth } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc } from "better-auth/plugins/admin/access";
import type { AppRuntime } from "~/server/runtime.server";

/**
 * better-auth on the site's own database (the same Kysely instance, so one pool and one set of
 * migrations). Public sign-up is off: accounts are created by an administrator or at first start.
 */
/**
 * Two roles (DESIGN.md): `admin` may do everything, accounts included; `editor` works the blog
 * and testimonials and reads leads, and may not manage accounts (no user-management rights).
 */
const roles = { admin: adminAc, editor: defaultAc.newRole({ user: [], session: [] }) };

export function createAuth({ config, database }: AppRuntime) {
  return betterAuth({
    appName: "Africa Clean",
    baseURL: config.PUBLIC_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    database: { db: database.db, type: database.dialect },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12 },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: { useSecureCookies: config.PUBLIC_URL.startsWith("https:") },
    plugins: [admin({ roles, defaultRole: "editor", adminRoles: ["admin"] }), twoFactor({ issuer: "Africa Clean" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { betterAuth } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import type { AppRuntime } from "~/server/runtime.server";

/**
 * better-auth on the site's own database (the same Kysely instance, so one pool and one set of
 * migrations). Public sign-up is off: accounts are created by an administrator or at first start.
 */
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
    plugins: [admin({ defaultRole: "editor", adminRoles: ["admin"] }), twoFactor({ issuer: "Africa Clean" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

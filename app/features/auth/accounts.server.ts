import { randomBytes } from "node:crypto";
import type { AppDatabase } from "~/db/db.server";
import { getRuntime } from "~/runtime/runtime.server";
import { log } from "~/lib/logger.server";
import { getAuth } from "./session.server";

import { ROLES, type Role } from "./roles";

export { ROLES, type Role };

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  name?: string;
}

/** The full name if given, else the e-mail before its @ (docs/product/roles.md#display-name). */
export function displayName(user: { name?: string | null; email: string }): string {
  return user.name?.trim() || user.email.split("@")[0]!;
}

export async function findUserByEmail({ db }: AppDatabase, email: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

/** Every account, for the administrators' list, by e-mail. */
export async function listAccounts({ db }: AppDatabase) {
  return db.selectFrom("user").select(["id", "name", "email", "role"]).orderBy("email").execute();
}

/** Creates an account with better-auth's admin API (public sign-up is off). */
export async function createAccount(account: NewAccount) {
  const auth = await getAuth();
  const { user } = await auth.api.createUser({
    body: {
      email: account.email.toLowerCase(),
      password: account.password,
      name: account.name ?? "",
      role: account.role,
    },
  });
  return user;
}

/** At start: creates the administrator named by ADMIN_EMAIL / ADMIN_PASSWORD if it is missing. */
export async function ensureInitialAdmin() {
  const { config, database } = await getRuntime();
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  if (await findUserByEmail(database, config.ADMIN_EMAIL)) return;
  try {
    await createAccount({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      role: "admin",
    });
  } catch (error) {
    // Processes sharing one database start together: another one may have just created it.
    if (await findUserByEmail(database, config.ADMIN_EMAIL)) return;
    throw error;
  }
  log.info("administrator created from ADMIN_EMAIL", { email: config.ADMIN_EMAIL });
}

/**
 * At start, after ensureInitialAdmin: a site nobody can administer says so in the log, with the
 * two ways to create the first administrator.
 */
export async function warnWhenNoAdministrator() {
  const { database } = await getRuntime();
  const admin = await database.db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .limit(1)
    .executeTakeFirst();
  if (admin) return;
  log.warn(
    "no administrator yet: create one with `npm run admin -- create --email you@example.com` " +
      "(prints a temporary password), or start with ADMIN_EMAIL and ADMIN_PASSWORD set",
  );
}

/** `npm run admin -- create --email a@b.tg [--role editor] [--name "..."] [--password ...]` */
export async function runAdminCommand(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (command !== "create") {
    console.error(
      'Usage: npm run admin -- create --email you@example.com [--role admin|editor] [--name "Full Name"] [--password ...]',
    );
    return 2;
  }
  const email = option("email");
  const role = (option("role") ?? "admin") as Role;
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error("--email: expected an e-mail address");
    return 2;
  }
  if (!ROLES.includes(role)) {
    console.error("--role: expected admin or editor");
    return 2;
  }
  const { database } = await getRuntime();
  if (await findUserByEmail(database, email)) {
    console.error(`An account already exists for ${email}.`);
    return 1;
  }
  const given = option("password");
  if (given !== undefined && given.length < 12) {
    console.error("--password: expected at least 12 characters");
    return 2;
  }
  const password = given ?? randomBytes(12).toString("base64url");
  await createAccount({ email, password, role, name: option("name") });
  console.log(
    `Created ${role} account ${email}${given ? "" : ` with password: ${password}\n(change it after signing in)`}`,
  );
  return 0;
}

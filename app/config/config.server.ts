import { randomBytes } from "node:crypto";
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "a port number between 0 and 65535 (0 picks a free port)" })
    .int()
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// connection URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default("Africa Clean <no-reply@africaclean.tg>"),
  LEADS_NOTIFY_TO: z.email("an e-mail address").default("contact@africaclean.tg"),
  // Unset: the local address on PORT (see loadConfig), so `PORT=4000 npm start` links to :4000.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://africaclean.tg" })
    .optional(),
  ADMIN_EMAIL: z.email("an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(12, "a password of at least 12 characters").optional(),
  AUTH_SECRET: z.string().min(32, "at least 32 characters of random text").optional(),
  OUTBOX_INTERVAL_MS: z.coerce
    .number({ error: "a number of milliseconds" })
    .int()
    .min(50)
    .default(5_000),
  OUTBOX_RETRY_MS: z.coerce
    .number({ error: "a number of milliseconds" })
    .int()
    .min(10)
    .default(30_000),
  // The first wait imposed on an account after 5 failed sign-ins; it doubles with each failure.
  SIGNIN_SLOWDOWN_MS: z.coerce
    .number({ error: "a number of milliseconds" })
    .int()
    .min(100)
    .max(900_000)
    .default(1_000),
  SMTP_TIMEOUT_MS: z.coerce
    .number({ error: "a number of milliseconds" })
    .int()
    .min(100)
    .default(120_000),
  // Whether a new database gets invented demo content (marked as demo, removable in the admin).
  SEED_DEMO: z
    .enum(["0", "1", "true", "false"], { error: "1 (demo content on a new install) or 0 (none)" })
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  // The hour (Lomé time, which is UTC) from which each day's automatic backup is written into
  // DATA_DIR/backups, or "off" where the host backs up the database itself.
  BACKUP_HOUR: z
    .string()
    .regex(/^(off|\d|1\d|2[0-3])$/, "an hour from 0 to 23, or off")
    .default("3")
    .transform((v) => (v === "off" ? null : Number(v))),
  // Whether the server counts the public pages it gives visitors (docs/product/visits.md).
  COUNT_VISITS: z
    .enum(["0", "1", "true", "false"], { error: "1 (count visits) or 0 (do not)" })
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  // Whether administrators get the Monday report at 7:00 Lomé time (each may turn theirs off).
  WEEKLY_REPORT: z
    .enum(["0", "1", "true", "false"], { error: "1 (send the Monday report) or 0 (do not)" })
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // How many reverse proxies stand in front of the app (each appends to X-Forwarded-For).
  TRUST_PROXY: z
    .string()
    .regex(/^(\d|10|true|false)$/, "the number of trusted reverse proxies, 0 to 10")
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
});

/** The environment, validated. AUTH_SECRET is only what the environment gives. */
export type EnvConfig = Omit<z.infer<typeof envSchema>, "DATA_DIR" | "PUBLIC_URL"> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  DATABASE_FILE: string;
};

/** What the running site uses: AUTH_SECRET from the environment or else from the database. */
export type AppConfig = EnvConfig & { AUTH_SECRET: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Never echoed back: a log or a terminal scrollback must not carry them. */
const SECRET_VARIABLES = new Set(["ADMIN_PASSWORD", "AUTH_SECRET"]);
/** URLs that may carry a password (user:pass@, ?password=): only their scheme is echoed. */
const URL_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL"]);

/** What a configuration error may say about the value it refused. */
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined || SECRET_VARIABLES.has(name)) return "";
  if (URL_VARIABLES.has(name)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
    return scheme ? ` (got a ${scheme}: URL)` : " (got something that is not a URL)";
  }
  return ` (got ${JSON.stringify(value)})`;
}

/** A connection URL with its password (and any password parameter) replaced, for messages. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    for (const key of [...url.searchParams.keys()])
      if (/pass|secret|key/i.test(key)) url.searchParams.set(key, "***");
    return url.toString();
  } catch {
    return "(an unreadable URL)";
  }
}

/**
 * Reads and validates the environment once. Empty strings count as unset, so `SMTP_URL=` in a
 * .env file means "no SMTP" rather than "invalid". Throws ConfigError naming each bad variable
 * (and never printing a secret's value). DATA_DIR must be a folder this process can write.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name}: expected ${issue.message.replace(/^Invalid input: /, "")}${describeValue(name, cleaned[name])}`;
      }),
    );
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError([
      "ADMIN_PASSWORD: expected a password of at least 12 characters when ADMIN_EMAIL is set",
    ]);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const databaseFile = path.join(dataDir, "site.db");
  assertWritable(dataDir, parsed.data.DATABASE_URL ? undefined : databaseFile);
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT || 3000}`;
  return { ...parsed.data, PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DATABASE_FILE: databaseFile };
}

const WHY_NOT_WRITABLE: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  ENOSPC: "disk full",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a file is in the way",
  EEXIST: "a file is in the way",
};

/**
 * Proves DATA_DIR (and the SQLite file, when there is one) writable by writing a probe file, so
 * a read-only volume or a wrong owner stops the start with one clear line instead of a database
 * driver's stack trace on the first write.
 */
function assertWritable(dataDir: string, databaseFile: string | undefined) {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(
      dataDir,
      `.write-probe-${process.pid}-${randomBytes(4).toString("hex")}`,
    );
    writeFileSync(probe, "");
    rmSync(probe);
    if (databaseFile && existsSync(databaseFile))
      accessSync(databaseFile, constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new ConfigError([
      `DATA_DIR: expected a folder this process can write (it holds the SQLite database, the media cache and e-mail files); ${dataDir} is not writable (${WHY_NOT_WRITABLE[code] ?? (code || "unknown error")}) — give the server's user write access or point DATA_DIR elsewhere`,
    ]);
  }
}

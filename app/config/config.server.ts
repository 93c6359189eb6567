import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://africaclean.tg" })
    .default("http://localhost:3000"),
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
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // How many reverse proxies stand in front of the app (each appends to X-Forwarded-For).
  TRUST_PROXY: z
    .string()
    .regex(/^(\d|10|true|false)$/, "the number of trusted reverse proxies, 0 to 10")
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, "AUTH_SECRET" | "DATA_DIR"> & {
  DATA_DIR: string;
  AUTH_SECRET: string;
  DATABASE_FILE: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads and validates the environment once. Empty strings count as unset, so `SMTP_URL=` in a
 * .env file means "no SMTP" rather than "invalid". Throws ConfigError naming each bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name}: expected ${issue.message.replace(/^Invalid input: /, "")} (got ${JSON.stringify(env[name] ?? null)})`;
      }),
    );
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError([
      "ADMIN_PASSWORD: expected a password of at least 12 characters when ADMIN_EMAIL is set",
    ]);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    DATABASE_FILE: path.join(dataDir, "site.db"),
    AUTH_SECRET: parsed.data.AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** Keeps a generated secret under DATA_DIR so sessions survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

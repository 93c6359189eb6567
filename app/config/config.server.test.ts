import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, redactUrl } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-"));

describe("loadConfig", () => {
  it("has working defaults: port 3000, SQLite under DATA_DIR", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_FILE).toBe(path.join(dir, "site.db"));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT when it is unset, and keeps a given one", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "4000" }).PUBLIC_URL).toBe(
      "http://localhost:4000",
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), PORT: "4000", PUBLIC_URL: "https://africaclean.tg" })
        .PUBLIC_URL,
    ).toBe("https://africaclean.tg");
  });

  it("leaves AUTH_SECRET unset when not given: the database holds the generated one", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("uses a given AUTH_SECRET as is", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: "s".repeat(40) }).AUTH_SECRET).toBe(
      "s".repeat(40),
    );
  });

  it.each([
    ["PORT", "abc", /PORT: expected a port number/],
    ["PORT", "70000", /PORT/],
    ["DATABASE_URL", "mysql://x", /DATABASE_URL: expected a postgres/],
    ["SMTP_URL", "http://mail", /SMTP_URL: expected an smtp/],
    ["PUBLIC_URL", "not a url", /PUBLIC_URL: expected an absolute http\(s\) URL/],
    ["LEADS_NOTIFY_TO", "nobody", /LEADS_NOTIFY_TO: expected an e-mail address/],
    ["AUTH_SECRET", "short", /AUTH_SECRET: expected at least 32 characters/],
  ])("rejects %s=%s with a message naming it", (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(message);
  });

  it("seeds demo content unless SEED_DEMO=0, and names the variable on a bad value", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: "1" }).SEED_DEMO).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: "no" })).toThrow(
      /SEED_DEMO: expected 1 \(demo content on a new install\) or 0 \(none\)/,
    );
  });

  it("requires ADMIN_PASSWORD with ADMIN_EMAIL", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: "boss@africaclean.tg" })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it("treats empty values as unset", () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "", DATABASE_URL: "" }).SMTP_URL,
    ).toBeUndefined();
  });

  it.each([
    [
      "ADMIN_PASSWORD",
      "hunter2-pw",
      /ADMIN_PASSWORD: expected a password of at least 12 characters$/,
    ],
    ["AUTH_SECRET", "tooshort-secret-value", /AUTH_SECRET: expected at least 32 characters/],
    ["DATABASE_URL", "mysql://admin:hunter2-pw@db.local/site", /DATABASE_URL: expected a postgres/],
    ["DATABASE_URL", "mysql://db.local/site?password=hunter2-pw", /DATABASE_URL: .*a mysql: URL/],
    ["DATABASE_URL", "admin:hunter2-pw@db.local", /DATABASE_URL: expected a postgres/],
    ["SMTP_URL", "https://mailer:hunter2-pw@mail.local", /SMTP_URL: expected an smtp/],
  ])("never prints the value of %s, only what is expected", (name, value, message) => {
    const error = captureConfigError({ DATA_DIR: dataDir(), [name]: value });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("hunter2");
    expect(error.message).not.toContain(value);
  });

  it("still shows a harmless refused value, which helps to fix it", () => {
    expect(captureConfigError({ DATA_DIR: dataDir(), PORT: "abc" }).message).toContain(
      '(got "abc")',
    );
  });

  it("redacts the password of a URL it prints", () => {
    expect(redactUrl("postgres://site:hunter2-pw@db.local:5432/site?sslmode=require")).toBe(
      "postgres://site:***@db.local:5432/site?sslmode=require",
    );
    expect(redactUrl("postgres://db.local/site?password=hunter2-pw")).not.toContain("hunter2");
  });

  it("stops with one line naming DATA_DIR when a file stands where the folder should be", () => {
    const file = path.join(dataDir(), "not-a-folder");
    writeFileSync(file, "");
    const error = captureConfigError({ DATA_DIR: path.join(file, "data") });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(
      /^DATA_DIR: expected a folder this process can write .* is not writable \(a file is in the way\)/,
    );
  });

  // root writes through file modes; the e2e lifecycle test covers it with an unprivileged user.
  it.skipIf(process.getuid?.() === 0)("stops with one line naming a read-only DATA_DIR", () => {
    const dir = path.join(dataDir(), "read-only");
    mkdirSync(dir, { mode: 0o555 });
    try {
      expect(captureConfigError({ DATA_DIR: dir }).problems[0]).toMatch(
        /^DATA_DIR: .* is not writable \(permission denied\)/,
      );
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});

function captureConfigError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

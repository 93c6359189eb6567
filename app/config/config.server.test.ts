import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-"));

describe("loadConfig", () => {
  it("has working defaults: port 3000, SQLite under DATA_DIR", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_FILE).toBe(path.join(dir, "site.db"));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("generates AUTH_SECRET once, keeps it private under DATA_DIR, and reuses it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "auth-secret");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
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
});

// .env.example is what a person deploying copies and fills in: it must name every setting the
// server reads, and as shipped it must be a configuration the server accepts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config/config.server";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const example = read(".env.example");

/** Names set (or shown commented out) in .env.example. */
const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe(".env.example", () => {
  it("names every variable the configuration schema reads", () => {
    const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(
      read("app/config/config.server.ts"),
    )?.[1];
    const names = [...(schema ?? "").matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("names every variable of README's configuration table", () => {
    const table = read("README.md").split("## Configuration")[1]?.split("\n## ")[0] ?? "";
    const names = [...table.matchAll(/^\|([^|]*)\|/gm)].flatMap(([, cell]) =>
      [...(cell ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("is, as shipped, a configuration the server accepts (behind a proxy, over HTTPS)", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "env-example-"));
    try {
      const config = loadConfig({ ...parseEnv(example), DATA_DIR: dataDir });
      expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
      expect(config.TRUST_PROXY).toBe(1);
      expect(config.HOST).toBe("127.0.0.1");
      expect(config.DATABASE_URL).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

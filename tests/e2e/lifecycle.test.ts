import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, onTestFinished } from "vitest";
import { it } from "../helpers/fixtures";
import { buildCopy } from "../helpers/server";

describe("server lifecycle", () => {
  // Each test starts and stops its own server.
  it("creates DATA_DIR and its SQLite database on first start, the generated secret inside it", async ({
    launchServer,
  }) => {
    const server = await launchServer({}, "sqlite");
    expect(existsSync(path.join(server.dataDir, "site.db"))).toBe(true);
    expect(existsSync(path.join(server.dataDir, "auth-secret"))).toBe(false);
    // The file itself is what this test is about, so it is read directly.
    const file = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
    const secret = file.prepare("select value from app_secrets").get() as { value: string };
    file.close();
    expect(secret.value.length).toBeGreaterThanOrEqual(32);
    await server.stop();
  });

  it("warns at start when PUBLIC_URL is still a local address in production, not otherwise", async ({
    launchServer,
  }) => {
    const local = await launchServer();
    const publicOne = await launchServer({ PUBLIC_URL: "https://africaclean.example" });
    const warnings = (output: string) =>
      output
        .split("\n")
        .filter((line) => line.includes("PUBLIC_URL is a local address"))
        .map((line) => JSON.parse(line) as { level: string; publicUrl: string });
    expect(warnings(local.output())).toEqual([
      expect.objectContaining({ level: "warn", publicUrl: "http://localhost:3000" }),
    ]);
    expect(warnings(publicOne.output())).toEqual([]);
  });

  it("on SIGTERM lets an in-flight request finish, then exits cleanly", async ({
    launchServer,
  }) => {
    const server = await launchServer();
    // Start a request whose body is still arriving when the signal comes. Asked to confirm with
    // "100 Continue", the server says it has taken the request before the body is sent.
    let taken!: () => void;
    const takenByServer = new Promise<void>((resolve) => (taken = resolve));
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.url}/contact`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": "10",
            origin: server.url,
            expect: "100-continue",
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        req.write("a=12");
        taken();
        // The rest of the body comes as a slow phone would send it, after the signal.
        setTimeout(() => req.end("345678"), 700);
      });
      req.flushHeaders();
    });
    await takenByServer;
    const exit = server.stop("SIGTERM");
    const status = await response;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exit).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
  });

  it("refuses to start with a bad setting, naming the variable", () => {
    const result = spawnSync(process.execPath, ["scripts/serve.js"], {
      env: {
        ...process.env,
        PORT: "not-a-port",
        DATA_DIR: path.join(process.cwd(), "data-test-bad"),
      },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT: expected a port number");
  });

  it("stops with one clear line naming DATA_DIR when it cannot write there", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "site-ro-")), "data");
    mkdirSync(dataDir, { mode: 0o555 });
    // root writes through file modes: run the server as an unprivileged user instead.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      chmodSync(path.dirname(dataDir), 0o755); // reachable, just not writable
      chmodSync(dataDir, 0o755);
    }
    const result = spawnSync(process.execPath, ["scripts/serve.js"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0" },
      encoding: "utf8",
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    chmodSync(dataDir, 0o755);
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((l) => l.includes("DATA_DIR"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `DATA_DIR: expected a folder this process can write (it holds the SQLite database, the media cache and e-mail files); ${dataDir} is not writable (permission denied)`,
    );
    expect(result.stderr).not.toMatch(/SqliteError|^\s+at /m);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("npm start ends its start-up with one line saying where the site is", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
    // scripts/start.js is what `npm start` runs; its build is a fresh copy, so it only serves.
    const build = buildCopy();
    onTestFinished(build.remove);
    const child = spawn(process.execPath, ["scripts/start.js"], {
      env: {
        ...process.env,
        BUILD_DIR: build.dir,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        PUBLIC_URL: "https://africaclean.example",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ready line:\n${stdout}`)), 45_000);
        child.stdout.on("data", () => {
          const match = /^Site ready at .*$/m.exec(stdout);
          if (match) {
            clearTimeout(timer);
            resolve(match[0]);
          }
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${stdout}`)));
      });
      const match = /^Site ready at (http:\/\/127\.0\.0\.1:(\d+)) \(public address (.+)\)$/.exec(
        line,
      );
      expect(match, line).not.toBeNull();
      expect(match![3]).toBe("https://africaclean.example");
      // It is the last thing start-up prints, after the server's own JSON log lines.
      expect(stdout.trimEnd().split("\n").at(-1)).toBe(line);
      expect(stdout).toContain('"msg":"server listening"');
      const health = await fetch(`${match![1]}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("serves with JSON log lines only when started directly (containers, systemd)", async ({
    launchServer,
  }) => {
    const server = await launchServer();
    await fetch(`${server.url}/healthz`);
    await server.stop();
    const lines = server.output().trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).not.toContain("Site ready");
  });
});

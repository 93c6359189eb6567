import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect } from "vitest";
import { it } from "../helpers/fixtures";

describe("server lifecycle", () => {
  // Each test starts and stops its own server.
  it("creates DATA_DIR and its SQLite database on first start", async ({ launchServer }) => {
    const server = await launchServer({}, "sqlite");
    expect(existsSync(path.join(server.dataDir, "site.db"))).toBe(true);
    expect(existsSync(path.join(server.dataDir, "auth-secret"))).toBe(true);
    await server.stop();
  });

  it("on SIGTERM lets an in-flight request finish, then exits cleanly", async ({
    launchServer,
  }) => {
    const server = await launchServer();
    // Start a request whose body is still arriving when the signal comes.
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.url}/contact`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": "10",
            origin: server.url,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write("a=12");
      setTimeout(() => req.end("345678"), 700);
    });
    await new Promise((r) => setTimeout(r, 200));
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
});

import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const logger = path.resolve(import.meta.dirname, "logger.server.ts");

/**
 * A process that keeps logging after whoever read its output went away (a log shipper stopped,
 * a pipe closed). Resolves with its exit code; stderr is kept readable so it can say it lived.
 */
function logIntoClosedPipe(): Promise<{ code: number | null; said: string }> {
  const script = `
    const { log } = await import(${JSON.stringify(logger)});
    for (let i = 0; i < 200; i++) {
      log.info("line", { i, padding: "x".repeat(2000) });
      await new Promise((r) => setTimeout(r, 2));
    }
    process.stderr.write("still here");
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The reader goes away at once: the child's next writes fail with EPIPE.
  child.stdout.destroy();
  let said = "";
  child.stderr.on("data", (chunk) => (said += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, said })));
}

it("keeps the process running when its log output can no longer be written", async () => {
  const { code, said } = await logIntoClosedPipe();
  expect(said).toContain("still here");
  expect(code).toBe(0);
}, 20_000);

import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Starts the production build (`npm start` minus the build step) on a free port with a fresh
 * temporary DATA_DIR, and waits until it listens. The caller stops it; the folder is removed.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-data-"));
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // A test that wants the daily backup asks for it.
      BACKUP_HOUR: "off",
      // Nor the Monday report, which would add e-mails to the outbox on Mondays only.
      WEEKLY_REPORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 30 s:\n${output}`)),
      30_000,
    );
    const onData = () => {
      const match = /"msg":"server listening".*?"port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      const exited = new Promise<number | null>((resolve) => {
        // Already gone (by itself or by a signal): "exit" will not fire again.
        if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
        else child.once("exit", (code) => resolve(code));
      });
      child.kill(signal);
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * A copy of the production build for one test, newer than every source, to pass as BUILD_DIR to
 * the commands that rebuild a stale build first (`npm start`, the state and admin commands): a
 * rebuild must never replace ./build under the other test files serving it. The copy sits in the
 * repository (build-*, ignored), where the server bundle finds its packages. `remove` when done.
 */
export function buildCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(root, "build-test-"));
  cpSync(path.join(root, "build"), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

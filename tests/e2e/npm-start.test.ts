import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildCopy } from "../helpers/server";

const root = path.resolve(import.meta.dirname, "../..");

/** `npm start` (or `node scripts/start.js`) on a copy of the build, a free port and a fresh DATA_DIR. */
function start(command: string[], env: Record<string, string> = {}) {
  const build = buildCopy();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: build.dir,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, as a terminal gives a command: Ctrl-C signals all of it.
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // Every process seen below it, to stop even those a dead parent left behind.
  const seen = new Set<number>();
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 50 s:\n${output}`)), 50_000);
    child.stdout!.on("data", () => {
      const match = /^Site ready at (http:\/\/\S+)/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      for (const pid of descendants(child.pid!)) seen.add(pid);
      resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  onTestFinished(() => {
    for (const pid of new Set([child.pid!, ...seen, ...descendants(child.pid!)]))
      kill(pid, "SIGKILL");
    build.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { child, build, ready, output: () => output };
}

/** Every process below `pid`, read from /proc (a parent's death hands its children to init). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function kill(pid: number, signal: NodeJS.Signals) {
  if (alive(pid)) process.kill(pid, signal);
}

/** Waits until `done()` holds, failing with `what` after the server's 10 s shutdown grace and more. */
async function until(done: () => boolean, what: string) {
  for (const stop = Date.now() + 20_000; !done(); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() > stop) throw new Error(what);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("npm start", () => {
  it.each([
    ["SIGTERM to npm", "SIGTERM", "npm"],
    ["SIGINT to npm", "SIGINT", "npm"],
    ["Ctrl-C (SIGINT to npm and everything it started)", "SIGINT", "group"],
  ] as const)(
    "stops with its server on %s: the port is free and no process is left",
    async (_, signal, to) => {
      const run = start(["npm", "start"]);
      const url = await run.ready;
      const port = Number(new URL(url).port);
      const below = descendants(run.child.pid!);
      expect(below.length).toBeGreaterThan(0);
      process.kill(to === "group" ? -run.child.pid! : run.child.pid!, signal);
      await exited(run.child);
      await until(
        () => below.every((pid) => !alive(pid)),
        `still running after npm stopped: ${below.filter(alive).join(", ")}\n${run.output()}`,
      );
      expect(await portAnswers(port)).toBe(false);
      expect(run.output()).toContain(`"msg":"shutting down","signal":"${signal}"`);
      // A clean stop: requests finished, outbox and database closed, exit code 0 passed on.
      expect(run.output()).toContain('"msg":"stopped"');
      expect(run.child.exitCode).toBe(0);
    },
  );
});

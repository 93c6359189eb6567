import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { launchBrowser, PHONE, VISITOR_UA } from "../helpers/browser";
import { buildCopy } from "../helpers/server";
import { until } from "../helpers/until";

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
async function waitUntil(done: () => boolean, what: string) {
  await until(done).catch(() => {
    throw new Error(what);
  });
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
      await waitUntil(
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

  it("serves its first page before the pictures are optimised, every picture answering as one", async () => {
    // A build without its pictures and an empty image cache: every variant is still to encode.
    const cache = mkdtempSync(path.join(tmpdir(), "image-cache-"));
    onTestFinished(() => rmSync(cache, { recursive: true, force: true }));
    const run = start([process.execPath, "scripts/start.js"], { IMAGE_CACHE_DIR: cache });
    const served = path.join(run.build.dir, "client/img");
    rmSync(served, { recursive: true, force: true });
    const url = await run.ready;
    // The encoder starts once the site serves, and says how much it has to do.
    await waitUntil(
      () => /^images: \d+ to generate/m.test(run.output()),
      `no encoder:\n${run.output()}`,
    );
    const encoder = descendants(run.child.pid!);
    expect(encoder.length).toBeGreaterThan(0);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const addresses = new Set(
      [...html.matchAll(/(?:src|srcSet|srcset|imagesrcset)="([^"]+)"/g)]
        .flatMap((m) => m[1]!.split(","))
        .map((candidate) => candidate.trim().split(/\s+/)[0]!.replaceAll("&amp;", "&"))
        .filter((address) => address.startsWith("/img/")),
    );
    expect(addresses.size).toBeGreaterThan(5);
    let drawnMeanwhile = 0;
    for (const address of addresses) {
      if (!existsSync(path.join(served, path.basename(address)))) drawnMeanwhile++;
      const response = await fetch(`${url}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type"), address).toMatch(/^image\//);
      const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      const width = /-(\d+)\.\w+$/.exec(address)?.[1];
      if (width) expect(picture.width, address).toBe(Number(width));
    }
    // The pictures were answered while the encoder was still at work, not after it.
    expect(drawnMeanwhile).toBeGreaterThan(0);

    // And a browser shows them: a WebP sent for an `.avif` address is a picture all the same.
    const browser = await launchBrowser();
    onTestFinished(() => browser.close());
    const tab = await (await browser.newContext({ ...PHONE, userAgent: VISITOR_UA })).newPage();
    await tab.goto(`${url}/`);
    const shown = await tab.evaluate(async () => {
      const images = [...document.querySelectorAll("img")];
      for (const img of images) img.loading = "eager";
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      return images.map((img) => ({ src: img.currentSrc, width: img.naturalWidth }));
    });
    expect(shown.length).toBeGreaterThan(5);
    for (const { src, width } of shown) expect(width, src).toBeGreaterThan(0);
    expect(shown.some(({ src }) => src.endsWith(".avif"))).toBe(true);

    // Stopped with the site, the encoder leaves no half-written file behind.
    run.child.kill("SIGTERM");
    await exited(run.child);
    await waitUntil(() => encoder.every((pid) => !alive(pid)), "the encoder outlived the site");
    for (const dir of [cache, served].filter(existsSync))
      expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

// The Dockerfile cannot be built here (no Docker engine on CI), so this test carries it out on a
// clean copy of the repository: the build context filtered by .dockerignore, every stage's COPY,
// ENV, WORKDIR and RUN lines (install, build, production-only install), then the image's CMD
// with the image's environment, as the image's user, answering /healthz and its HEALTHCHECK.
// Base images are not pulled: commands use this machine's Node (checked against the FROM tags).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import dockerignore from "@balena/dockerignore";
import { afterAll, describe, expect, it } from "vitest";
import { buildImage, imageEnv, parseDockerfile, type Image } from "../helpers/dockerfile";

const root = path.resolve(import.meta.dirname, "../..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const ignored = dockerignore().add(readFileSync(path.join(root, ".dockerignore"), "utf8"));
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Files a clean clone would have (tracked, plus new files not yet committed), minus ignored. */
function copyContext(to: string) {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
    },
  )
    .toString()
    .split("\0")
    .filter((f) => f && existsSync(path.join(root, f)));
  for (const file of ignored.filter(listed)) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(to, file));
  }
}

describe("Dockerfile, read", () => {
  const { stages } = parseDockerfile(dockerfile);
  const runtime = stages.at(-1)!;
  const lines = (keyword: string) =>
    runtime.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

  it("builds on the Node major of .node-version and runs on the slim image", () => {
    const major = readFileSync(path.join(root, ".node-version"), "utf8").trim().split(".")[0];
    for (const stage of stages) expect(stage.from).toMatch(new RegExp(`^node:${major}\\.`));
    expect(runtime.from).toMatch(/-slim$/);
  });

  it("runs the server as an unprivileged numeric user, with DATA_DIR on a volume", () => {
    const [user] = lines("USER");
    expect(user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    const env = lines("ENV").join(" ");
    const dataDir = /DATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeTruthy();
    expect(lines("VOLUME").join(" ")).toContain(`"${dataDir}"`);
    expect(lines("HEALTHCHECK")[0]).toContain("scripts/healthcheck.js");
    // No npm between Docker and the server: SIGTERM must reach the server itself.
    expect(lines("CMD")).toEqual(['["node", "scripts/serve.js"]']);
  });

  it("keeps out of the build context all that git ignores here (modules, builds, data, .env)", () => {
    const present = execFileSync(
      "git",
      ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"],
      { cwd: root },
    )
      .toString()
      .split("\0")
      .filter(Boolean)
      .map((p) => p.replace(/\/$/, ""));
    expect(present.filter((p) => !ignored.ignores(p))).toEqual([]);
    expect(ignored.ignores(".env")).toBe(true);
    expect(ignored.ignores("bench/node_modules")).toBe(true);
  });
});

describe("Dockerfile, carried out on a clean copy", () => {
  const work = mkdtempSync(path.join(tmpdir(), "dockerfile-"));
  // The image's user must be able to reach its files, as in a real image.
  chmodSync(work, 0o755);
  // Hundreds of megabytes of small files: removed in the background, the run need not wait.
  afterAll(() => spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref());
  let image: Image;

  it("builds: install, build, production-only install", async () => {
    const started = performance.now();
    const context = path.join(work, "context");
    copyContext(context);
    const asRoot = process.getuid?.() === 0;
    // Not root (a developer's machine): ownership cannot be given away, so chown does nothing.
    const shims = path.join(work, "shims");
    mkdirSync(shims);
    if (!asRoot) {
      cpSync("/bin/true", path.join(shims, "chown"));
    }
    image = await buildImage({
      dockerfile,
      context,
      workRoot: path.join(work, "stages"),
      logDir: work,
      env: {
        PATH: `${shims}:${process.env.PATH}`,
        // The machine's npm cache is Docker's cache mount here: no download it already holds.
        npm_config_prefer_offline: "true",
        npm_config_update_notifier: "false",
      },
      // The image step is the slow part of the build (covered by scripts/build-images.test.ts):
      // like a warm layer cache, this working copy's images are handed over when it has them,
      // newer than the sources, so the build finds them up to date.
      afterCopy: (_stage, workdir) => {
        const manifest = path.join(root, "app/generated/images.json");
        if (process.env.DOCKERFILE_TEST_FRESH_IMAGES || !existsSync(manifest)) return;
        if (!existsSync(path.join(workdir, "scripts/build-images.js"))) return;
        cpSync(path.join(root, "public/img"), path.join(workdir, "public/img"), {
          recursive: true,
        });
        cpSync(path.join(root, "app/generated"), path.join(workdir, "app/generated"), {
          recursive: true,
        });
      },
    });
    const seconds = Math.round((performance.now() - started) / 1000);
    const steps = image.timings.map((step) => `  ${step.seconds} s  ${step.run}`).join("\n");
    console.log(`Dockerfile build carried out in ${seconds} s:\n${steps}`);
    expect(existsSync(path.join(image.workdir, "build/server/index.js"))).toBe(true);
  });

  it("has production dependencies only, as locked", () => {
    const modules = path.join(image.workdir, "node_modules");
    for (const name of Object.keys(pkg.dependencies))
      expect(existsSync(path.join(modules, name)), name).toBe(true);
    // Build and test tools npm would keep as optional peers of production packages.
    for (const name of ["vite", "vitest", "typescript", "@react-router/dev", "oxlint"])
      expect(existsSync(path.join(modules, name)), name).toBe(false);
    type Entry = { version: string; dev?: boolean; devOptional?: boolean };
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
    const installed = JSON.parse(readFileSync(path.join(modules, ".package-lock.json"), "utf8"));
    for (const [where, entry] of Object.entries<Entry>(installed.packages)) {
      const locked: Entry | undefined = lock.packages[where];
      expect(entry.version, where).toBe(locked?.version);
      expect(locked?.dev || locked?.devOptional, `${where} is a dev dependency`).toBeFalsy();
    }
  });

  it("starts with the image's CMD, environment and user, and passes its health check", async () => {
    const started = performance.now();
    const [uid, gid] = image.user.split(":").map(Number);
    const asRoot = process.getuid?.() === 0;
    // A container's environment: the image's ENV and PATH (for its Node), nothing from here.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      ...imageEnv(image),
      PORT: "0",
      HOST: "127.0.0.1",
    };
    const [command, ...args] = image.cmd;
    const server = spawn(command === "node" ? process.execPath : command!, args, {
      cwd: image.workdir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      ...(asRoot ? { uid, gid } : {}),
    });
    let output = "";
    let lastPort = "";
    server.stdout.on("data", (c) => (output += c));
    server.stderr.on("data", (c) => (output += c));
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not listening:\n${output}`)), 60_000);
        server.stdout.on("data", () => {
          const match = /"msg":"server listening".*?"port":(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        server.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      lastPort = port;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<html");
      // The HEALTHCHECK command itself, in the same environment.
      const [probe, ...probeArgs] = image.healthcheck!.cmd;
      const check = spawnSync(probe === "node" ? process.execPath : probe!, probeArgs, {
        cwd: image.workdir,
        env: { ...env, PORT: port },
        encoding: "utf8",
        ...(asRoot ? { uid, gid } : {}),
      });
      expect(check.status, check.stderr).toBe(0);
      expect(existsSync(path.join(env.DATA_DIR!, "site.db"))).toBe(true);
    } finally {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    expect(server.exitCode).toBe(0);
    // And the probe fails once nothing answers.
    const [probe, ...probeArgs] = image.healthcheck!.cmd;
    const down = spawnSync(probe === "node" ? process.execPath : probe!, probeArgs, {
      env: { PATH: process.env.PATH, PORT: String(lastPort) },
      encoding: "utf8",
    });
    expect(down.status).toBe(1);
    expect(down.stderr).toContain("did not answer");
    console.log(
      `image started and checked in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  });

  it("runs the site's commands as docs/deploy.md shows (docker compose exec app npm run ...)", () => {
    const [uid, gid] = image.user.split(":").map(Number);
    const asRoot = process.getuid?.() === 0;
    // The node image gives its user a home; npm keeps its logs there.
    const home = path.join(image.root, "home/node");
    mkdirSync(home, { recursive: true });
    if (asRoot) chownSync(home, uid!, gid!);
    const admin = spawnSync(
      "npm",
      ["run", "admin", "--", "create", "--email", "editor@example.tg", "--role", "editor"],
      {
        cwd: image.workdir,
        env: { PATH: process.env.PATH ?? "", HOME: home, ...imageEnv(image) },
        encoding: "utf8",
        ...(asRoot ? { uid, gid } : {}),
      },
    );
    // In the server's database (DATA_DIR of the image), with production dependencies only and
    // no attempt to rebuild the site.
    expect(admin.status, admin.stderr + admin.stdout).toBe(0);
    expect(admin.stdout).toContain("Created editor account editor@example.tg");
    expect(admin.stdout).not.toContain("building");
  });
});

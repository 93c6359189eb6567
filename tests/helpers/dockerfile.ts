// Reads a Dockerfile and carries out its stages without Docker: each stage gets a folder that
// stands for its filesystem root, COPY copies between those folders and the build context, ENV
// and WORKDIR apply, and every RUN line runs through `sh -c` as Docker runs it. What it cannot
// do (pull base images, isolate users) it leaves to the base image: commands run with this
// machine's Node and npm, which is why the test checks the base image's Node major.
// It understands the instructions and forms our Dockerfile uses and refuses the others, so a
// new construct fails loudly here instead of being skipped.
import { spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface Instruction {
  keyword: string;
  flags: Record<string, string>;
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** What the last stage leaves: the image's filesystem and how a container of it starts. */
export interface Image {
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  cmd: string[];
  healthcheck: { flags: Record<string, string>; cmd: string[] } | undefined;
  volumes: string[];
  exposed: string[];
  /** Seconds each RUN took, for the test's report. */
  timings: { run: string; seconds: number }[];
}

const KNOWN = new Set([
  "FROM",
  "ARG",
  "ENV",
  "WORKDIR",
  "COPY",
  "RUN",
  "USER",
  "VOLUME",
  "EXPOSE",
  "HEALTHCHECK",
  "CMD",
]);

/** Splits a Dockerfile into stages of instructions (continuation lines joined, comments out). */
export function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i]!.trim();
    if (line === "" || line.startsWith("#")) continue;
    while (line.endsWith("\\")) {
      line = line.slice(0, -1);
      // Comment lines inside a continued instruction are dropped, as Docker does.
      do i++;
      while (i < lines.length && lines[i]!.trim().startsWith("#"));
      line += ` ${(lines[i] ?? "").trim()}`;
    }
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/s.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (!KNOWN.has(upper)) throw new Error(`Dockerfile line ${start + 1}: ${upper} not supported`);
    const flags: Record<string, string> = {};
    let body = rest;
    for (let m = /^--([\w-]+)=(\S+)\s+/.exec(body); m; m = /^--([\w-]+)=(\S+)\s+/.exec(body)) {
      flags[m[1]!] = m[2]!;
      body = body.slice(m[0].length);
    }
    const instruction = { keyword: upper, flags, args: body.trim(), line: start + 1 };
    if (upper === "ARG" && stages.length === 0) {
      const [name = "", value = ""] = instruction.args.split("=");
      args[name] = value;
    } else if (upper === "FROM") {
      const [image = "", as, name] = instruction.args.split(/\s+/);
      const from = image.replace(/\$\{(\w+)\}/g, (_, v: string) => args[v] ?? "");
      stages.push({
        name: as?.toUpperCase() === "AS" && name ? name : String(stages.length),
        from,
        instructions: [],
      });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile line ${start + 1}: ${upper} before FROM`);
      stage.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** CMD ["a", "b"] only: the shell form would put a shell between Docker and the server. */
export function execForm(args: string, line: number): string[] {
  if (!args.startsWith("[")) throw new Error(`Dockerfile line ${line}: use the exec form ["..."]`);
  return JSON.parse(args) as string[];
}

function runShell(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(options.log, { flags: "a" });
    out.write(`\n$ ${command}\n`);
    const child = spawn("sh", ["-c", command], {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once("error", reject);
    child.once("close", (code) => {
      out.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(options.log, "utf8").split("\n").slice(-40).join("\n");
        reject(new Error(`"${command}" exited with ${code}:\n${tail}`));
      });
    });
  });
}

/**
 * Builds every stage and returns the last one as an image. Like BuildKit, a stage starts as soon
 * as the stages it copies from are built, so independent stages run side by side.
 * - context: folder holding the build context (already filtered by .dockerignore)
 * - workRoot: empty folder where stage roots are made; logDir: one <stage>.log per stage
 * - env: added to every RUN (e.g. npm options); the machine's PATH and HOME stay
 * - afterCopy: called after each COPY from the context, with the stage and its workdir
 */
export async function buildImage({
  dockerfile,
  context,
  workRoot,
  env = {},
  afterCopy,
  logDir,
}: {
  dockerfile: string;
  context: string;
  workRoot: string;
  env?: Record<string, string>;
  afterCopy?: (stage: string, workdir: string) => void;
  logDir: string;
}): Promise<Image> {
  const { stages } = parseDockerfile(dockerfile);
  const timings: Image["timings"] = [];
  const built = new Map<string, Promise<Image>>();
  const buildStage = async (stage: Stage): Promise<Image> => {
    const root = path.join(workRoot, stage.name);
    mkdirSync(root, { recursive: true });
    const inRoot = (p: string) => path.join(root, p);
    const log = path.join(logDir, `${stage.name}.log`);
    const image: Image = {
      root,
      workdir: inRoot("/"),
      env: {},
      user: "root",
      cmd: [],
      healthcheck: undefined,
      volumes: [],
      exposed: [],
      timings,
    };
    // Container paths (/data) in ENV become paths under this stage's root.
    const hostEnv = () =>
      Object.fromEntries(
        Object.entries(image.env).map(([k, v]) => [k, v.startsWith("/") ? inRoot(v) : v]),
      );
    for (const { keyword, flags, args, line } of stage.instructions) {
      const where = `Dockerfile line ${line}`;
      if (keyword === "WORKDIR") {
        image.workdir = args.startsWith("/") ? inRoot(args) : path.join(image.workdir, args);
        mkdirSync(image.workdir, { recursive: true });
      } else if (keyword === "ENV") {
        for (const pair of args.split(/\s+/)) {
          const [name, value] = pair.split("=");
          if (!name || value === undefined || /["'$]/.test(value))
            throw new Error(`${where}: ENV as NAME=plain-value pairs only`);
          image.env[name] = value;
        }
      } else if (keyword === "COPY") {
        const parts = args.split(/\s+/);
        const dest = parts.pop()!;
        if (parts.some((p) => /[*?[]/.test(p))) throw new Error(`${where}: no wildcards`);
        const fromStage = flags.from ? built.get(flags.from) : undefined;
        if (flags.from && !fromStage) throw new Error(`${where}: no stage ${flags.from} before`);
        const fromRoot = fromStage ? (await fromStage).root : undefined;
        const target = dest.startsWith("/") ? inRoot(dest) : path.join(image.workdir, dest);
        const intoDir = dest.endsWith("/") || parts.length > 1;
        for (const source of parts) {
          const from = fromRoot ? path.join(fromRoot, source) : path.join(context, source);
          if (!existsSync(from)) throw new Error(`${where}: ${source} not found`);
          // A folder's contents go into the destination; a file goes into it when it is a folder.
          const to =
            !statSync(from).isDirectory() &&
            (intoDir || (existsSync(target) && statSync(target).isDirectory()))
              ? path.join(target, path.basename(source))
              : target;
          mkdirSync(path.dirname(to), { recursive: true });
          cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
        }
        if (!fromRoot) afterCopy?.(stage.name, image.workdir);
      } else if (keyword === "RUN") {
        const started = performance.now();
        await runShell(args, {
          cwd: image.workdir,
          env: { ...process.env, ...hostEnv(), ...env },
          log,
        });
        const seconds = Math.round((performance.now() - started) / 1000);
        timings.push({ run: `${stage.name}: ${args}`, seconds });
      } else if (keyword === "USER") {
        image.user = args;
      } else if (keyword === "VOLUME") {
        image.volumes.push(...(args.startsWith("[") ? (JSON.parse(args) as string[]) : [args]));
      } else if (keyword === "EXPOSE") {
        image.exposed.push(...args.split(/\s+/));
      } else if (keyword === "HEALTHCHECK") {
        const [, command = ""] = /^CMD\s+(.*)$/s.exec(args) ?? [];
        image.healthcheck = { flags, cmd: execForm(command, line) };
      } else if (keyword === "CMD") {
        image.cmd = execForm(args, line);
      } else {
        throw new Error(`${where}: ${keyword} not supported here`);
      }
    }
    return image;
  };
  for (const stage of stages) {
    if (stages.some((other) => other.from === stage.name))
      throw new Error(`FROM ${stage.name}: building on an earlier stage is not supported here`);
    built.set(stage.name, buildStage(stage));
  }
  const all = [...built.values()];
  // Every stage must succeed, as in docker build, even those the last one does not copy from.
  await Promise.all(all);
  const image = await all.at(-1);
  if (!image) throw new Error("Dockerfile has no stage");
  return image;
}

/** The image's ENV as this machine sees it (container paths mapped under the image root). */
export function imageEnv(image: Image): Record<string, string> {
  return Object.fromEntries(
    Object.entries(image.env).map(([k, v]) => [
      k,
      v.startsWith("/") ? path.join(image.root, v) : v,
    ]),
  );
}

// Every repository path a document or a source file names must exist: `npm test` runs this
// (path-references.test.ts beside this file), so a moved file cannot leave a stale reference
// behind.
// A path is a word that starts with one of the repository's top folders (app/, docs/, tests/…);
// `{a,b}` alternatives and `*` wildcards must each match at least one file.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TOP = ["app", "docs", "tests", "scripts", "bench", "server", "db", "public", "images"];
const REFERENCE = new RegExp(
  String.raw`(?<![\w/.~@-])(?:${TOP.join("|")})/[\w.\-/{},*\[\]+]*[\w*}\]]`,
  "g",
);
// Files that name paths of other projects or of generated output, not of this repository.
const SKIP = [/^bench\/REPORT\.md$/, /^bench\/results\.json$/, /package-lock\.json$/, /\.svg$/];
// What the build writes inside build/ (the server bundle, its islands' list and its threads).
const BUILD_OUTPUT = new Set(["server/index.js", "server/islands.json", "server/visit-thread.js"]);
// An island is named by its module without ".island.tsx" (app/islands/island.tsx).
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".md", ".island.tsx"];
// Folders of app/ named without it ("features/blog/posts.server.ts").
const APP_FOLDERS = ["features", "routes", "components", "sections", "lib", "islands", "content"];
const IN_APP = new RegExp(
  String.raw`(?<![\w/.~@-])(?:${APP_FOLDERS.join("|")})/[\w.\-/{},*\[\]+]*[\w*}\]]`,
  "g",
);
// A file named alone ("walk.ts"): some file of the repository has that name. Library and
// runtime names that look like files are not.
const NOT_FILES = new Set(["Node.js", "pdf.js", "sw.js", "ical.js"]);
const BUILT_NAMES = new Set([...BUILD_OUTPUT].map((f) => path.basename(f)));
const BARE = /(?<![\w/.~@{}[\]*-])\w[\w-]*(?:\.[\w-]+)*\.(?:tsx?|m?js|md)(?![\w/])/g;

/** The repository's files as git knows them (tracked and new, ignored ones left out). */
function repositoryFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return out.split("\n").filter((f) => f && existsSync(path.join(root, f)));
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expand(pattern) {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1].split(",").flatMap((choice) => expand(pattern.replace(match[0], choice)));
}

function matcher(files) {
  const all = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  const wildcard = (pattern) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^$()[\]\\]/g, "\\$&")
        .replace(/\*\*\//g, "@@")
        .replace(/\*/g, "[^/]*")
        .replace(/@@/g, "(?:.*/)?")}$`,
    );
  return (candidate) => {
    const clean = candidate.replace(/\/$/, "");
    if (clean.includes("*")) {
      const regex = wildcard(clean);
      return files.some((f) => regex.test(f)) || [...folders].some((f) => regex.test(f));
    }
    // A module named without its extension, or a decision by its number ("docs/decisions/037").
    return (
      EXTENSIONS.some((ext) => all.has(clean + ext)) ||
      folders.has(clean) ||
      (/\/\d{3}$/.test(clean) && files.some((f) => f.startsWith(`${clean}-`)))
    );
  };
}

/**
 * Whether git ignores a path: what the build or an install writes (app/generated, public/img…).
 * Each path is also asked as a folder: a pattern like `/public/img/` matches only folders, and
 * before the first build git cannot see that the path is one.
 */
function ignored(paths) {
  if (!paths.length) return new Set();
  const asked = paths.flatMap((p) => (p.endsWith("/") ? [p] : [p, `${p}/`]));
  let out = "";
  try {
    out = execFileSync("git", ["check-ignore", "--no-index", "--", ...asked], {
      cwd: root,
      encoding: "utf8",
    });
  } catch (error) {
    // Exit code 1 when none is ignored.
    out = String(error.stdout ?? "");
  }
  return new Set(out.split("\n").flatMap((line) => (line ? [line, line.replace(/\/$/, "")] : [])));
}

/** Stale references: `{ file, line, path }` for each path that names nothing. */
export function staleReferences() {
  const files = repositoryFiles();
  const exists = matcher(files);
  const names = new Set(files.map((f) => path.basename(f)));
  // This file's and its test's examples are examples.
  const examples = new Set(["scripts/path-references.js", "scripts/path-references.test.ts"]);
  const found = [];
  for (const file of files) {
    if (
      examples.has(file) ||
      SKIP.some((s) => s.test(file)) ||
      !/\.(md|ts|tsx|js|mjs|json|yml|yaml|sh)$/.test(file)
    )
      continue;
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    lines.forEach((text, index) => {
      const references = [
        ...[...text.matchAll(REFERENCE)].map((m) => m[0]),
        ...[...text.matchAll(IN_APP)].map((m) => `app/${m[0]}`),
      ];
      for (const [bare] of text.matchAll(BARE))
        if (!names.has(bare) && !NOT_FILES.has(bare) && !BUILT_NAMES.has(bare))
          found.push({ file, line: index + 1, path: bare });
      for (const reference of references) {
        let trimmed = reference.replace(/[.,]+$/, "");
        // A Markdown link's closing bracket is not part of the path.
        while (
          trimmed.endsWith("]") &&
          (trimmed.match(/\[/g)?.length ?? 0) < (trimmed.match(/\]/g)?.length ?? 0)
        )
          trimmed = trimmed.slice(0, -1);
        // A placeholder (`:id`, `<name>`, NNNN-name.ts) names a kind of file, not one.
        if (/[<>:]|NNN/.test(trimmed) || BUILD_OUTPUT.has(trimmed)) continue;
        const alternatives = expand(trimmed);
        const ok = trimmed.includes("*") ? alternatives.some(exists) : alternatives.every(exists);
        if (!ok) found.push({ file, line: index + 1, path: trimmed });
      }
    });
  }
  const generated = ignored([...new Set(found.map((s) => s.path))]);
  return found.filter((s) => !generated.has(s.path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = staleReferences();
  for (const s of stale) console.log(`${s.file}:${s.line}: ${s.path}`);
  console.log(`${stale.length} stale path references`);
  process.exit(stale.length ? 1 : 0);
}

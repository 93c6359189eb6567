// `npm run structure`: the shape of the code for a reader (and for the closing note of a change
// that moves files): the folders to depth 3, which area imports which (with counts), the import
// circles between files and between areas, the imports that pass a folder's entry, the files
// over 250 lines outside tests and content, and the median file length. Prints Markdown.
// With --check (part of `npm test`) it fails on a circle or an import that passes an entry.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|js)$/;
const SKIP = new Set([
  "node_modules",
  "build",
  ".react-router",
  ".tools",
  "generated",
  "lighthouse",
]);

function walk(dir, depth = 0, into = []) {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith(".") || SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, depth + 1, into);
    else if (SOURCE.test(name)) into.push(path.relative(root, full));
  }
  return into;
}

const files = ["app", "server", "scripts", "db", "bench", "tests"].flatMap((d) =>
  walk(path.join(root, d)),
);
const known = new Set(files);

/** The area a file belongs to: app/features/<name>, app/<folder>, or the top-level folder. */
function area(file) {
  const parts = file.split("/");
  if (
    parts[0] === "app" &&
    (parts[1] === "features" || parts[1] === "sections") &&
    parts.length > 3
  )
    return `app/${parts[1]}/${parts[2]}`;
  if (parts[0] === "app" && parts.length > 2) return `app/${parts[1]}`;
  return parts[0] === "app" ? "app" : parts[0];
}

/** The file an import specifier names, or undefined for a package. */
function resolve(from, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join("app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return undefined;
  for (const ext of ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx", "/index.js"])
    if (known.has(base + ext)) return base + ext;
  return undefined;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const edges = new Map();
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  const targets = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target && target !== file) targets.add(target);
  }
  edges.set(file, targets);
}

// Circles between files (Tarjan's strongly connected components, iteratively).
function circles(nodes, edgesOf) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  for (const start of nodes) {
    if (order.has(start)) continue;
    const work = [[start, [...edgesOf(start)], 0]];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1);
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const child = next[frame[2]++];
        if (!order.has(child)) {
          order.set(child, index);
          low.set(child, index++);
          stack.push(child);
          onStack.add(child);
          work.push([child, [...edgesOf(child)], 0]);
        } else if (onStack.has(child)) low.set(node, Math.min(low.get(node), order.get(child)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === order.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) found.push(group.sort());
      }
    }
  }
  return found;
}

// Tests beside the code may import what their subject needs; they are left out of the graph.
const byArea = new Map();
for (const [from, targets] of edges)
  for (const to of targets) {
    if (/\.test\.tsx?$/.test(from)) continue;
    const key = `${area(from)} → ${area(to)}`;
    if (area(from) !== area(to)) byArea.set(key, (byArea.get(key) ?? 0) + 1);
  }

function isTest(file) {
  return file.startsWith("tests/") || /\.test\.tsx?$/.test(file);
}

const lengths = files
  .filter(
    (f) => !f.startsWith("tests/") && !/\.test\.tsx?$/.test(f) && !f.startsWith("app/content/"),
  )
  .map((f) => [f, readFileSync(path.join(root, f), "utf8").split("\n").length]);
const sorted = lengths.map(([, n]) => n).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const long = lengths.filter(([, n]) => n > 250).sort((a, b) => b[1] - a[1]);

function tree(dir, depth, prefix = "") {
  if (depth === 0) return [];
  return readdirSync(dir)
    .filter((n) => !n.startsWith(".") && !SKIP.has(n) && statSync(path.join(dir, n)).isDirectory())
    .sort()
    .flatMap((n) => [`${prefix}${n}/`, ...tree(path.join(dir, n), depth - 1, `${prefix}  `)]);
}

const found = circles(files, (f) => edges.get(f));
const areaEdges = new Map();
for (const [from, targets] of edges)
  for (const to of targets)
    if (area(from) !== area(to) && !isTest(from)) {
      if (!areaEdges.has(area(from))) areaEdges.set(area(from), new Set());
      areaEdges.get(area(from)).add(area(to));
    }
const areaCircles = circles([...areaEdges.keys()], (a) => areaEdges.get(a) ?? []);

// A folder of app/features or app/sections is entered through its index.ts (what a browser may
// load) or index.server.ts (server only). Its own files and tests may reach inside.
const ENTRY = /^app\/(features|sections)\/[^/]+\/index(\.server)?\.ts$/;
const passing = [];
for (const [from, targets] of edges)
  for (const to of targets)
    if (
      area(to).startsWith("app/features/") || area(to).startsWith("app/sections/")
        ? area(from) !== area(to) && !ENTRY.test(to) && !isTest(from)
        : false
    )
      passing.push(`${from} → ${to}`);
console.log(
  `# Structure\n\n## Folders (depth 3)\n\n\`\`\`\n${["app", "server", "scripts", "db", "bench", "tests", "docs"].flatMap((d) => [`${d}/`, ...tree(path.join(root, d), 2, "  ")]).join("\n")}\n\`\`\``,
);
console.log(`\n## Imports between areas (from → to: imports)\n`);
for (const [key, n] of [...byArea].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(`- ${key}: ${n}`);
console.log(`\n## Import circles between files: ${found.length}\n`);
for (const group of found) console.log(`- ${group.join(", ")}`);
console.log(`\n## Import circles between areas: ${areaCircles.length}\n`);
for (const group of areaCircles) console.log(`- ${group.join(", ")}`);
console.log(`\n## Imports that pass a folder's entry: ${passing.length}\n`);
for (const line of passing) console.log(`- ${line}`);
console.log(
  `\n## Length (outside tests and content)\n\n${lengths.length} files, median ${median} lines; ${long.length} over 250 lines:\n`,
);
for (const [f, n] of long) console.log(`- ${f}: ${n}`);
if (process.argv.includes("--check") && found.length + areaCircles.length + passing.length > 0) {
  console.error("structure: an import circle or an import past a folder's entry (see above)");
  process.exit(1);
}

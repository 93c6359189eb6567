// The JavaScript a page carries before any code of ours: bench/framework-floor/*.js built with the
// site's own Vite (production mode, default minifier) and weighed gzipped, as the Lighthouse table
// weighs pages' scripts. It says which budgets a runtime can meet at all
// (docs/decisions/031-javascript-floor.md).
//   node bench/framework-floor.js   prints the figures alone
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const entries = {
  react: "React and react-dom (hydrating one button)",
  "react-router": "React Router's hydrated router with React (no page code)",
};

export async function frameworkFloor() {
  const outDir = mkdtempSync(path.join(tmpdir(), "framework-floor-"));
  try {
    await build({
      configFile: false,
      logLevel: "silent",
      mode: "production",
      root: path.join(import.meta.dirname, "framework-floor"),
      build: {
        outDir,
        // One file per entry, so each weighs everything it needs.
        rollupOptions: {
          input: Object.fromEntries(Object.keys(entries).map((name) => [name, `${name}.js`])),
          output: { entryFileNames: "[name].js" },
        },
      },
    });
    const weigh = (files) =>
      files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const assets = readdirSync(outDir, { recursive: true })
      .filter((name) => name.endsWith(".js"))
      .map((name) => path.join(outDir, name));
    return Object.entries(entries).map(([name, label]) => ({
      name,
      label,
      gzipKb:
        Math.round((weigh(closure(path.join(outDir, `${name}.js`), assets)) / 1024) * 10) / 10,
    }));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** An entry and every chunk it imports, directly or not. */
function closure(entry, assets) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, relative] of readFileSync(file, "utf8").matchAll(
      /(?:from|import)\s*"(\.[^"]+)"/g,
    ))
      visit(path.resolve(path.dirname(file), relative));
  };
  visit(entry);
  for (const file of seen) if (!assets.includes(file)) throw new Error(`unbuilt chunk ${file}`);
  return [...seen];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await frameworkFloor()) console.log(`${row.gzipKb} KB gzip  ${row.label}`);
}

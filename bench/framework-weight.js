// The JavaScript a page carries before any code of ours: bench/framework-weight/*.js built with the
// site's own Vite (production mode, default minifier) and weighed gzipped, as the Lighthouse table
// weighs pages' scripts. It says which budgets a runtime can meet at all
// (docs/decisions/028-javascript-on-public-pages.md, step 3).
//   node bench/framework-weight.js   prints the figures alone
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const entries = {
  react: "React and react-dom (hydrating one button)",
  "react-router": "React Router's hydrated router with React (no page code)",
  "react-router-rsc":
    "React Router's server-components router with React, without its payload decoder (no client components)",
};

export async function frameworkWeight() {
  const rows = [];
  for (const [name, label] of Object.entries(entries)) {
    const outDir = mkdtempSync(path.join(tmpdir(), "framework-weight-"));
    try {
      // Each entry built alone into one file, so it weighs everything it needs and nothing the
      // other entries would make the bundler split out.
      await build({
        configFile: false,
        logLevel: "silent",
        mode: "production",
        root: path.join(import.meta.dirname, "framework-weight"),
        build: {
          outDir,
          rollupOptions: { input: `${name}.js`, output: { entryFileNames: "[name].js" } },
        },
      });
      const files = readdirSync(outDir, { recursive: true }).filter((f) => f.endsWith(".js"));
      const bytes = files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
        0,
      );
      rows.push({ name, label, gzipKb: Math.round((bytes / 1024) * 10) / 10 });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await frameworkWeight()) console.log(`${row.gzipKb} KB gzip  ${row.label}`);
}

// `npm run bench`: installs the bench's own tools (Lighthouse, chrome-launcher, autocannon) from
// bench/package-lock.json into bench/node_modules the first time, or again when that lockfile
// changed, then runs bench/run.js. They stay out of `npm install` and out of production: see
// docs/decisions/011-install-and-production-dependencies.md. `--devis-pdf` measures the devis PDF
// alone, `--uploads` the picture uploads and `--data` the screens at three data sizes, without
// installing anything.
import { requireNode } from "../scripts/require-node.js";
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

requireNode();

// `npm run bench -- --devis-pdf`: the devis PDF alone, which needs none of the bench's tools.
if (process.argv.includes("--devis-pdf")) {
  const { benchDevisPdf, devisPdfReport } = await import("./devis-pdf.js");
  console.log(devisPdfReport(await benchDevisPdf()));
  process.exit(0);
}

// `npm run bench -- --invoice-pdf`: the invoice PDF alone, the same way.
if (process.argv.includes("--invoice-pdf")) {
  const { benchInvoicePdf, devisPdfReport } = await import("./devis-pdf.js");
  console.log(devisPdfReport(await benchInvoicePdf()));
  process.exit(0);
}

// `npm run bench -- --uploads [--baseline-build DIR]`: picture uploads alone, no bench tools.
if (process.argv.includes("--uploads")) {
  const { benchUploads, uploadsReport } = await import("./uploads.js");
  const at = process.argv.indexOf("--baseline-build");
  const baselineBuild = at > 0 ? process.argv[at + 1] : undefined;
  console.log(uploadsReport(await benchUploads({ baselineBuild })));
  process.exit(0);
}

// `npm run bench -- --data S,M,L [--db sqlite|postgres|both]`: screens against generated data
// (bench/data.js), which needs none of the bench's tools either.
if (process.argv.includes("--data")) {
  await import("./data.js");
  process.exit(0);
}

// `npm run bench -- --visit-rows N [--db sqlite|postgres|both] [--runs 7]`: the visits report
// with N page views (bench/visit-rows.js); no bench tools either.
if (process.argv.includes("--visit-rows")) {
  const { benchVisitRows } = await import("./visit-rows.js");
  const option = (name) => process.argv[process.argv.indexOf(name) + 1];
  const db = process.argv.includes("--db") ? option("--db") : "both";
  console.log(
    await benchVisitRows({
      views: Number(option("--visit-rows")),
      kinds: db === "both" ? ["sqlite", "postgres"] : [db],
      runs: process.argv.includes("--runs") ? Number(option("--runs")) : 7,
    }),
  );
  process.exit(0);
}

const benchDir = import.meta.dirname;
const lockfile = path.join(benchDir, "package-lock.json");
// npm ci writes this copy of the lockfile last, so it is newer than the lockfile it installed.
const installed = path.join(benchDir, "node_modules/.package-lock.json");

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log("bench: installing its tools into bench/node_modules (once, about 180 MB)…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: benchDir,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `npm run bench -- --visits [--seconds N] [--rounds N]`: what counting visits costs a cached page.
if (process.argv.includes("--visits")) {
  const { benchVisits, visitsReport } = await import("./visits.js");
  const option = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) || fallback : fallback;
  };
  console.log(
    visitsReport(
      await benchVisits({ seconds: option("--seconds", 5), rounds: option("--rounds", 7) }),
    ),
  );
  process.exit(0);
}
await import("./run.js");

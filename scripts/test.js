// `npm test`: build the production bundle if stale (browser tests run against it), type check,
// lint and format check, then every Vitest project — unit, integration (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set) and browser tests in Chromium.
import { requireNode } from "./require-node.js";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { buildIfStale, finishImages } from "./build-if-stale.js";

requireNode();

/**
 * Starts `npm run <script>` with its output kept, to print in one piece once it ends (checks that
 * run side by side would otherwise mix their lines).
 */
function check(script) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ script, code: 1, output: String(error) }));
    child.on("close", (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output,
        seconds: ((performance.now() - started) / 1000).toFixed(0),
      }),
    );
  });
}

// Lint, format and structure checks read only the sources: they run while the build does. The
// type check reads the image manifest the build generates, so it starts after it. The four are
// independent and run side by side; a failure still stops `npm test` before the tests.
const checks = [check("lint"), check("format:check"), check("structure:check")];
buildIfStale();
// A build `npm start` made may still lack pictures it was encoding when it was stopped.
finishImages();
checks.push(check("typecheck"));
let failed = false;
for (const { script, code, output, seconds } of await Promise.all(checks)) {
  if (code === 0) {
    console.log(`${script}: passed (${seconds} s)`);
    continue;
  }
  failed = true;
  process.stdout.write(output);
  console.error(`${script}: failed (exit code ${code})`);
}
if (failed) process.exit(1);

mkdirSync("test-results", { recursive: true });
const report = "test-results/vitest.json";
const result = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    readFileSync(report, "utf8"),
  );
  // A plain closing line that CI reads whatever the runner.
  console.log(
    `\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`,
  );
}
process.exit(result.status ?? 1);

// `npm test`: build the production bundle if stale (browser tests run against it), type check,
// lint, then every Vitest project — unit, integration (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { buildIfStale } from "./build-if-stale.js";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return result;
}

// The build comes first: it generates the image manifest the type check reads.
buildIfStale();
run("npm", ["run", "--silent", "typecheck"]);
run("npm", ["run", "--silent", "lint"]);
run("npm", ["run", "--silent", "format:check"]);

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

// `npm run admin -- create --email you@example.com [--role editor]`: account management from the
// shell, against the same database the server uses (DATA_DIR or DATABASE_URL).
import { requireNode } from "./require-node.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.js";

requireNode();

buildIfStale();
// The build buildIfStale checks (BUILD_DIR, as for scripts/serve.js).
const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const { runAdminCommand, stopRuntime } = await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
);
let code = 1;
try {
  code = await runAdminCommand(process.argv.slice(2));
} catch (error) {
  console.error(error?.name === "ConfigError" ? error.message : error);
} finally {
  await stopRuntime();
}
process.exit(code);

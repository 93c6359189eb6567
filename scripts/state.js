// `npm run backup`, `npm run restore -- FILE`, `npm run migrate-to-postgres -- URL`: the whole
// site into one file, back from it, or from SQLite into PostgreSQL (see README.md, Backups).
// They read the same DATA_DIR / DATABASE_URL as the server.
import { requireNode } from "./require-node.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.js";

requireNode();

buildIfStale();
// The build buildIfStale checks (BUILD_DIR, as for scripts/serve.js).
const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const { runStateCommand } = await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
);
let code = 1;
try {
  code = await runStateCommand(process.argv.slice(2));
} catch (error) {
  // Refusals and bad input are plain sentences already; this is the unexpected kind.
  console.error(error);
}
process.exit(code);

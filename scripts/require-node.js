// The first thing every npm script does: on an older Node, the build fails with a cryptic
// ERR_UNKNOWN_FILE_EXTENSION and the database driver's binary crashes without a word (exit 139).
// One line saying what to do instead.
import { readFileSync } from "node:fs";
import path from "node:path";

export function requireNode() {
  const wanted = readFileSync(path.resolve(import.meta.dirname, "../.node-version"), "utf8").trim();
  const have = process.versions.node;
  if (have.split(".")[0] === wanted.split(".")[0]) return;
  console.error(
    `This site needs Node.js ${wanted.split(".")[0]} (this machine runs ${have}): install it as README.md says under "Prerequisites", then run the command again.`,
  );
  process.exit(1);
}

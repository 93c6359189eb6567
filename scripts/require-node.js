// The first thing every npm script does: on an older Node, the build fails with a cryptic
// ERR_UNKNOWN_FILE_EXTENSION and the database driver's binary crashes without a word (exit 139).
// One line saying what to do instead.
import { readFileSync } from "node:fs";
import path from "node:path";

export function requireNode() {
  // package.json's engines, which every copy of the site has (a Docker image has no .node-version).
  const pkg = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"),
  );
  const wanted = /\d+/.exec(pkg.engines?.node ?? "")?.[0];
  const have = process.versions.node;
  if (!wanted || have.split(".")[0] === wanted) return;
  console.error(
    `This site needs Node.js ${wanted} (this machine runs ${have}): install it as README.md says under "Prerequisites", then run the command again.`,
  );
  process.exit(1);
}

// Serves the production build (build/server/index.js) — no build step. `npm start` builds first.
// This is what a container or a systemd unit runs: its output is JSON log lines only.
import { requireNode } from "./require-node.js";
import path from "node:path";
import { pathToFileURL } from "node:url";

requireNode();
// The configuration's default (README, Configuration) made true for the libraries too: React and
// others pick their production code by this variable, and without it rendered every page with
// their development checks, about twice as slow.
process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const { startServer } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
/** Where the server listens and PUBLIC_URL, once it does (for `npm start`'s closing line). */
export let listening = { url: "", publicUrl: "" };
try {
  listening = await startServer();
} catch (error) {
  if (error?.name === "ConfigError") {
    console.error(
      `\n${error.message}\n\nFix the environment variables above and start again (see README.md, Configuration).\n`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
}

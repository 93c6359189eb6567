import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

// A stand-in build, inside the repository so that it finds React where the real one does: it
// tells which of React's builds it was given, then ends.
const build = mkdtempSync(path.join(root, "build-serve-test-"));
afterAll(() => rmSync(build, { recursive: true, force: true }));
mkdirSync(path.join(build, "server"));
writeFileSync(
  path.join(build, "server/index.js"),
  `import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
export async function startServer() {
  require("react");
  const react = Object.keys(require.cache).find((file) => /react[\\\\/]cjs[\\\\/]react\\./.test(file));
  console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, react: path(react) }));
  process.exit(0);
}
const path = (file) => file.split(/[\\\\/]/).pop().replace(/\\.js$/, "");
`,
);

function serve(env: Record<string, string | undefined>) {
  const { NODE_ENV: _, ...inherited } = process.env;
  const output = execFileSync(process.execPath, [path.join(root, "scripts/serve.js")], {
    cwd: root,
    env: { ...inherited, BUILD_DIR: path.relative(root, build), ...env },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1)!) as { nodeEnv: string; react: string };
}

it("serves with React's production code when NODE_ENV is not set, as the configuration says", () => {
  expect(serve({})).toEqual({ nodeEnv: "production", react: "react.production" });
});

it("keeps a NODE_ENV that is set", () => {
  expect(serve({ NODE_ENV: "development" })).toEqual({
    nodeEnv: "development",
    react: "react.development",
  });
});

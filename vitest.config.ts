import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * How many test files run at once, in every project: one and a half per core, at least two. A
 * browser-test file (its own server, DATA_DIR, PostgreSQL schema and Chromium) keeps about one
 * core busy while it works and none while it waits (a form's fill time, an e-mail retry, a
 * server starting), so a core can carry a little more than one. VITEST_MAX_WORKERS overrides it.
 *
 * The projects share that number and one group on purpose: Vitest refuses two projects of a group
 * with different numbers, runs a project held to one worker alone after all the others, and runs
 * groups one after another. In one group, files start project by project in name order: the
 * Dockerfile test (minutes of installs and a build) first, beside the browser tests, and the
 * short unit files last, filling in as the browser tests end.
 */
const workers = Math.max(2, Math.round(availableParallelism() * 1.5));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Limits catch a hang, not slowness (the bench measures speed): on a slow two-core
          // machine with three files side by side, a PostgreSQL test or a walk over the sources
          // passed Vitest's default of five seconds.
          testTimeout: 30_000,
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // A whole journey (a devis to its paid invoice, a page edited and published) takes 20–40 s
          // alone on a slow host and passed 60 s beside two other files: the limit is for hangs.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A poll that reloads a page on a busy two-core machine can take over a second a
          // round; vitest's default of one second made such checks fail by chance.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          // Carrying out the Dockerfile installs and builds the whole site: minutes, not seconds.
          testTimeout: 900_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
        },
      },
    ],
  },
});

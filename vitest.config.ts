import { defineConfig } from "vitest/config";

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
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one server per file; two cores, so two files at a time.
          maxWorkers: 2,
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
          // After the other projects: its installs and build would slow their browser tests.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

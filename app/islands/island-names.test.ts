import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// The browser's loader finds an island's code by its file (app/<name>.island.tsx); the server
// writes the name the file declares. They must agree, or the island never wakes.
it("names every island after its file", () => {
  const app = path.resolve(import.meta.dirname, "..");
  const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".island.tsx"),
  );
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const declared = /island\(\s*"([^"]+)"/.exec(readFileSync(path.join(app, file), "utf8"))?.[1];
    expect(declared, file).toBe(
      file
        .replace(/\.island\.tsx$/, "")
        .split(path.sep)
        .join("/"),
    );
  }
});

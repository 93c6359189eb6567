import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// The browser's loader finds an island's code by its file (app/<name>.island.tsx) and a page
// script's by app/<name>.script.ts; the server writes the name the code declares. They must
// agree, or the island never wakes.
const app = path.resolve(import.meta.dirname, "..");
const files = readdirSync(app, { recursive: true, encoding: "utf8" });
const nameOf = (file: string, suffix: string) =>
  file.slice(0, -suffix.length).split(path.sep).join("/");

it("names every island after its file", () => {
  const islands = files.filter((f) => f.endsWith(".island.tsx"));
  expect(islands.length).toBeGreaterThan(10);
  for (const file of islands) {
    const declared = /island\(\s*"([^"]+)"/.exec(readFileSync(path.join(app, file), "utf8"))?.[1];
    expect(declared, file).toBe(nameOf(file, ".island.tsx"));
  }
});

it("names every page script after the file whose code it runs, which needs no React", () => {
  const scripts = new Set(files.filter((f) => f.endsWith(".script.ts")));
  expect(scripts.size).toBeGreaterThanOrEqual(3);
  const declared = new Set<string>();
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(path.join(app, file), "utf8");
    for (const [, name, run] of text.matchAll(/pageScript\(\s*"([^"]+)",\s*(\w+)/g)) {
      const script = `${name}.script.ts`.split("/").join(path.sep);
      expect(scripts.has(script), `${file}: ${name}`).toBe(true);
      // The marker runs the script's own default export, imported from that file.
      expect(text, file).toMatch(
        new RegExp(`import ${run} from "[^"]*${path.basename(script, ".ts")}"`),
      );
      declared.add(script);
    }
  }
  expect([...scripts].filter((s) => !declared.has(s))).toEqual([]);
  for (const script of scripts)
    expect(readFileSync(path.join(app, script), "utf8"), script).not.toMatch(/from "react/);
});

import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { ICON_NAMES } from "../app/components/icons/icon-names";

const root = path.resolve(import.meta.dirname, "..");

it("draws every listed icon as markup that takes its colours from the page", async () => {
  execFileSync(process.execPath, [path.join(root, "scripts/build-icons.js")], { cwd: root });
  const drawings: Record<string, string> = await import("../app/generated/icons");
  const camel = (name: string) =>
    name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  expect(Object.keys(drawings).sort()).toEqual(ICON_NAMES.map(camel).sort());
  for (const name of ICON_NAMES) {
    const body = drawings[camel(name)];
    expect(body, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    // Stroke and its width are inherited from the <svg> around the drawing (Tailwind classes).
    expect(body, name).not.toMatch(/\bstroke(-width)?="/);
    // Only lucide's shapes: nothing that could run or load anything.
    expect(body, name).not.toMatch(/<(script|use|image|foreignObject)|\bon\w+=|href=/i);
  }
});

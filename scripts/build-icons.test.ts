import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SPRITE_ICONS } from "../app/components/icons/sprite-icons";

const root = path.resolve(import.meta.dirname, "..");

it("draws every listed icon as a symbol that takes its colours from the page", () => {
  execFileSync(process.execPath, [path.join(root, "scripts/build-icons.js")], { cwd: root });
  const sprite = readFileSync(path.join(root, "app/generated/icons.svg"), "utf8");
  const symbols = [
    ...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
  ];
  expect(symbols.map((s) => s[1])).toEqual([...SPRITE_ICONS]);
  for (const [, name, body] of symbols) {
    expect(body, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
    // Stroke and its width are inherited from the <svg> that uses the symbol (Tailwind classes).
    expect(body, name).not.toMatch(/\bstroke(-width)?="/);
  }
});

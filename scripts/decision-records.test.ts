import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every numbered decision record fits on one page and keeps the record's shape
// (docs/decisions/README.md), so a record that grows with each change fails `npm test`.
const folder = path.resolve(import.meta.dirname, "..", "docs", "decisions");
const MAX_WORDS = 400;
const PARTS: Array<[name: string, pattern: RegExp]> = [
  ["Date", /^- \*\*Date\*\*: \d{4}-\d{2}-\d{2}$/m],
  ["Status", /^- \*\*Status\*\*: \S/m],
  ["Context", /^## Context$/m],
  ["Decision", /^## Decision$/m],
  ["Consequences", /^## Consequences$/m],
];

/** Words as `wc -w` counts them: runs of characters between white space. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What is wrong with one record, as lines naming the file: too long, or a part missing. */
function problems(file: string, text: string): string[] {
  const words = wordCount(text);
  return [
    ...(words > MAX_WORDS ? [`${file}: ${words} words (at most ${MAX_WORDS})`] : []),
    ...PARTS.filter(([, pattern]) => !pattern.test(text)).map(([name]) => `${file}: no ${name}`),
  ];
}

const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

describe("decision records", () => {
  it("each fit on one page with a date, a status, a context, a decision and consequences", () => {
    expect(records.length).toBeGreaterThan(0);
    const found = records.flatMap((name) =>
      problems(`docs/decisions/${name}`, readFileSync(path.join(folder, name), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("are each listed in the index", () => {
    const index = readFileSync(path.join(folder, "README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it("are checked: a long record and one without its parts", () => {
    const whole = [
      "# 999 — Probe",
      "",
      "- **Date**: 2026-01-01",
      "- **Status**: accepted",
      "",
      "## Context",
      "",
      "## Decision",
      "",
      "## Consequences",
    ].join("\n");
    expect(problems("probe", whole)).toEqual([]);
    const long = `${whole}\n${"word ".repeat(400)}`;
    expect(problems("probe", long)).toEqual([`probe: ${wordCount(long)} words (at most 400)`]);
    const bare = "# 999 — Probe\n\n- **Status**: accepted\n\n## Decision\n";
    expect(problems("probe", bare)).toEqual([
      "probe: no Date",
      "probe: no Context",
      "probe: no Consequences",
    ]);
  });
});

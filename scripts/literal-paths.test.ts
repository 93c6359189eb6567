import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";

// Admin addresses are written once, in app/routes.ts; code and tests reach them through React
// Router's typed href(), so a renamed route fails tsc instead of leaving a dead link (issue 40).
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "tests"];
const ROUTE_TABLE = "app/routes.ts";
const PREFIX = "/admin";

/** String literals and template literals starting with "/admin", other than href()'s path. */
function literalAdminPaths(file: string, source: string): string[] {
  const lang = /\.(ts|js|mjs)$/.test(file) ? "ts" : "tsx";
  const { program, errors } = parseSync(file, source, { lang });
  if (errors.length > 0) return [`${file}: does not parse`];
  const typed = new Set<number>();
  const found: Array<{ start: number; text: string }> = [];
  new Visitor({
    CallExpression(node) {
      const [first] = node.arguments;
      if (node.callee.type === "Identifier" && node.callee.name === "href" && first)
        typed.add(first.start);
    },
    Literal(node) {
      if (typeof node.value === "string" && node.value.startsWith(PREFIX))
        found.push({ start: node.start, text: node.value });
    },
    TemplateLiteral(node) {
      const head = node.quasis[0]?.value.cooked ?? "";
      if (head.startsWith(PREFIX)) found.push({ start: node.start, text: head });
    },
  }).visit(program);
  return found
    .filter(({ start }) => !typed.has(start))
    .map(({ start, text }) => {
      const line = source.slice(0, start).split("\n").length;
      return `${file}:${line}: "${text}"`;
    });
}

/** The TypeScript and JavaScript files under a folder, as paths from the repository's root. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts"))
    .map((name) => path.join(folder, name).split(path.sep).join("/"))
    .filter((name) => name !== ROUTE_TABLE && !name.startsWith("app/generated/"));
}

describe("admin paths", () => {
  it("are written only in the route table; everywhere else through href()", () => {
    const found = FOLDERS.flatMap(sources).flatMap((file) =>
      literalAdminPaths(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("are checked: literals and templates are found, href()'s path and comments are not", () => {
    const probe = [
      'import { href } from "react-router";',
      "// a comment may say /admin/leads",
      'const a = "/admin/leads";',
      "const b = `/admin/devis/${id}?done=sent`;",
      'const c = href("/admin/posts/:id", { id });',
      'const d = `${href("/admin/outbox")}?status=failed`;',
      'const e = <Link to="/admin/pages" />;',
      "const f = /^\\/admin/;",
    ].join("\n");
    expect(literalAdminPaths("probe", probe)).toEqual([
      'probe:3: "/admin/leads"',
      'probe:4: "/admin/devis/"',
      'probe:7: "/admin/pages"',
    ]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every private address states who may use it in one line, its `screenRole` middleware; a screen
// that forgot would be open to every team member, an address beside the layout to anyone.
const root = path.resolve(import.meta.dirname, "../../..");
const table = readFileSync(path.join(root, "app/routes.ts"), "utf8");
const adminFiles = [...table.matchAll(/"(routes\/admin\/[\w.-]+\.tsx?)"/g)].map((m) => m[1] ?? "");
// Signing out needs no role, and the unknown-path screen only says "not found" to the team.
const OPEN_TO_STAFF = new Set(["routes/admin/sign-out.ts", "routes/admin/not-found.tsx"]);

describe("private addresses", () => {
  it("are all in the route table", () => {
    expect(adminFiles.length).toBeGreaterThan(30);
  });

  it.each(adminFiles.filter((f) => !OPEN_TO_STAFF.has(f)))("%s states its role", (file) => {
    const source = readFileSync(path.join(root, "app", file), "utf8");
    expect(source).toMatch(
      /export const middleware: Route\.MiddlewareFunction\[\] = \[[^\]]*screenRole\("(staff|editor|admin)"\)/,
    );
  });

  // The screen's role is checked by its loader and action through staffUser(context) (or
  // adminAction, which calls it): one that never reads the context would skip it.
  it.each(adminFiles.filter((f) => !OPEN_TO_STAFF.has(f)))(
    "%s checks its role in every loader and action",
    (file) => {
      const source = readFileSync(path.join(root, "app", file), "utf8");
      const handlers = [
        ...source.matchAll(
          /export (?:async )?function (loader|action)\(([^)]*)\)[^{]*\{\n([\s\S]*?)\n\}\n/g,
        ),
      ];
      for (const [, name, params, body] of handlers)
        expect(`${name}: ${params}${body}`, file).toMatch(
          /staffUser\(context\)|signedInStaff\(context\)|\{ request, context \}/,
        );
    },
  );

  it("are refused, past the layout, to anyone without a staff session", () => {
    const layout = readFileSync(path.join(root, "app/routes/admin/layout.tsx"), "utf8");
    expect(layout).toContain(
      'export const middleware: Route.MiddlewareFunction[] = [screenRole("staff")]',
    );
  });
});

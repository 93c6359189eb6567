import { describe, expect } from "vitest";
import { waitForHydration } from "../helpers/browser";
import { ADMIN, EDITOR, it } from "../helpers/fixtures";

/** The browser-test fixtures themselves (tests/helpers/fixtures.ts) do what the tests rely on. */
describe("the page fixture", () => {
  it.fails("fails a test whose page logs a console error", async ({ server, page }) => {
    await page.goto(`${server.url}/`);
    await page.evaluate(() => console.error("something broke"));
  });

  it.fails("fails a test whose page throws", async ({ server, page }) => {
    await page.goto(`${server.url}/`);
    await Promise.all([
      page.waitForEvent("pageerror"),
      page.evaluate(() => setTimeout(() => Promise.reject(new Error("uncaught")).then())),
    ]);
  });

  it.fails("fails a test whose page has a request that fails", async ({ server, page }) => {
    await page.route("**/favicon.svg", (route) => route.abort("connectionrefused"));
    await page.goto(`${server.url}/`);
    await page.evaluate(() => fetch("/favicon.svg").catch(() => undefined));
  });

  it.fails("watches every page a test opens, not only the first", async ({ server, openPage }) => {
    await openPage();
    const second = await openPage({ javaScriptEnabled: false });
    await second.goto(`${server.url}/page-that-does-not-exist`);
  });

  it("lets a test allow what it provokes, and only that", async ({ server, page, allowErrors }) => {
    allowErrors(/status of 404/);
    const response = await page.goto(`${server.url}/page-that-does-not-exist`);
    expect(response?.status()).toBe(404);
  });
});

describe("signed-in pages and the database", () => {
  it("opens the admin area as the administrator", async ({ server, adminPage }) => {
    await adminPage.goto(`${server.url}/admin/accounts`);
    await waitForHydration(adminPage);
    expect(adminPage.url()).toBe(`${server.url}/admin/accounts`);
    expect(await adminPage.getByTestId("admin-user").textContent()).toBe("boss");
  });

  it("opens it as an editor, who may not manage accounts", async ({
    server,
    editorPage,
    allowErrors,
  }) => {
    allowErrors(/status of 403/);
    await editorPage.goto(`${server.url}/admin`);
    expect(await editorPage.getByTestId("admin-user").textContent()).toBe("Edem Editor");
    expect((await editorPage.goto(`${server.url}/admin/accounts`))?.status()).toBe(403);
  });

  it("reads the server's own database, on the engine chosen for the run", async ({
    database,
    databaseKind,
    editor,
  }) => {
    expect(database.dialect).toBe(databaseKind);
    const emails = await database.db.selectFrom("user").select(["email", "role"]).execute();
    expect(emails).toEqual(
      expect.arrayContaining([
        { email: ADMIN.email, role: "admin" },
        { email: editor.email, role: "editor" },
      ]),
    );
    expect(editor).toBe(EDITOR);
  });
});

import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { readPriceGrid, savePriceGrid } from "~/features/company/index.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { href } from "react-router";

/** What a visitor reads of a page: its HTML without tags, scripts and styles, spaces plain. */
async function visibleText(server: E2eServer, path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");
}

async function draftOf(database: AppDatabase, page: string) {
  const row = await database.db
    .selectFrom("page_drafts")
    .select(["data", "revision"])
    .where("page", "=", page)
    .executeTakeFirstOrThrow();
  return { doc: JSON.parse(row.data), revision: Number(row.revision) };
}

describe("one number, one source", () => {
  it("shows the clients figure set in the admin everywhere home and about mention it", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const { doc, revision } = await draftOf(database, "figures");
    doc.figures.items.find((f: { key: string }) => f.key === "clients").value = 320;
    const res = await adminPost(
      server.url,
      href("/admin/pages/:page", { page: "figures" }),
      cookie,
      {
        intent: "publish",
        revision: String(revision),
        document: JSON.stringify(doc),
      },
    );
    expect(res.status).toBeLessThan(400);

    const home = { fr: await visibleText(server, "/"), en: await visibleText(server, "/?lng=en") };
    const about = {
      fr: await visibleText(server, "/a-propos"),
      en: await visibleText(server, "/a-propos?lng=en"),
    };
    expect(home.fr).toContain("Rejoignez les 320+ clients");
    expect(home.en).toContain("Join the 320+ clients");
    expect(about.fr).toContain("320+ clients accompagnés");
    expect(about.en).toContain("320+ clients served");
    for (const text of [home.fr, home.en, about.fr, about.en]) {
      expect(text).toContain("320+");
      expect(text).not.toContain("500");
      expect(text).not.toMatch(/\{(figure|price|company)/);
    }
  });

  // The concept's figure reads "500 – 650 FCFA" above "le m² en milieu hospitalier" (label first
  // in the markup, a <dt> before its <dd>).
  it("shows a changed grid line in the services page's prose", async ({ server, database }) => {
    const before = await visibleText(server, "/services");
    expect(before).toContain("le m² en milieu hospitalier 500 – 650 FCFA");
    const grid = await readPriceGrid(database.db);
    const zone4 = grid.flatMap((s) => s.items).find((i) => i.id === "zone4")!;
    Object.assign(zone4, { min: 700, max: 950 });
    await savePriceGrid(database, grid);
    // The server sees the edit at its next check of the content version (every 2 s).
    await expect
      .poll(() => visibleText(server, "/services"), { timeout: 10_000 })
      .toContain("le m² en milieu hospitalier 700 – 950 FCFA");
    const en = await visibleText(server, "/services?lng=en");
    expect(en).toContain("per m² in healthcare settings 700 – 950 FCFA");
    expect(en).not.toContain("500 – 650");
  });
});

import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_MENUS, MENU_LIMITS } from "~/content/menus";
import { soundMenus } from "./menus.server";

describe("a stored menu, read back", () => {
  it("keeps what is sound and leaves out the rest", () => {
    const label = { fr: "  Qui\u0000 sommes-nous ", en: 3 };
    const menus = soundMenus({
      header: [
        { path: "/a-propos", label },
        { path: href("/admin"), label: {} },
        { path: "https://evil.example/", label: {} },
        { path: "/a-propos", label: {} },
        null,
        { path: "/galeries" },
      ],
    });
    expect(menus.header).toEqual([
      { path: "/a-propos", label: { fr: "Qui sommes-nous", en: "" } },
      { path: "/galeries", label: { fr: "", en: "" } },
    ]);
    // A menu the document lacks is the default one.
    expect(menus.footer).toEqual(DEFAULT_MENUS.footer);
  });

  it("stops at the menu's limit and reads a damaged document as the defaults", () => {
    const pages = ["/", "/a-propos", "/produits", "/services", "/galeries", "/blog", "/contact"];
    const many = [...pages, "/quote", "/mentions-legales", "/confidentialite"].map((path) => ({
      path,
    }));
    expect(soundMenus({ header: many }).header).toHaveLength(MENU_LIMITS.header);
    expect(soundMenus("not a document")).toEqual(DEFAULT_MENUS);
    expect(soundMenus(null)).toEqual(DEFAULT_MENUS);
  });
});

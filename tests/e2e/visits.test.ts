import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { until } from "../helpers/until";

/** Page views counted by the server (docs/product/visits.md), on the production build. */

const PHONE =
  "Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

describe("visits counted by the server", () => {
  it("counts each page a visitor is given, from memory too, and nothing else", async ({
    server,
    database,
  }) => {
    const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(`${server.url}${path}`, {
        method,
        redirect: "manual",
        headers: { "user-agent": PHONE, "accept-language": "fr", ...headers },
      });
    const staff = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    // None of these is a person reading a public page.
    const notCounted = [
      await get("/", {}, "HEAD"),
      await get("/", { "user-agent": "WhatsApp/2.23.20.0 A" }),
      await get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }),
      await get("/", { "sec-purpose": "prefetch;prerender" }),
      await get("/", { "sec-purpose": "prefetch" }),
      await get("/", { cookie: staff }),
      await get("/services?apercu=1", { cookie: staff }),
      await get("/admin"),
      await get("/page-that-does-not-exist"),
      await get("/healthz"),
      await get("/api/blog/posts"),
      await get("/favicon.svg"),
    ];
    expect(notCounted.map((r) => r.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 302, 404, 200, 200, 200,
    ]);
    // A visitor from a flyer's Facebook post, who reads on; another from Google, in English.
    await get("/?utm_source=facebook&utm_campaign=flyer-marche-2026", {
      referer: "https://l.facebook.com/",
    });
    await get("/produits", { referer: `${server.url}/` });
    const again = await get("/produits", { referer: `${server.url}/` });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    await get("/a-propos?lng=en", {
      referer: "https://www.google.tg/",
      "user-agent": LAPTOP,
      "cf-ipcountry": "BJ",
    });
    const rows = () =>
      database.db
        .selectFrom("visits")
        .select(["path", "locale", "arrival", "source", "campaign", "device", "country", "visitor"])
        .orderBy("at")
        .execute();
    // Views are written in order, every few seconds: once the last is in, every other one is.
    const views = await until(rows, (r) => r.some((v) => v.path === "/a-propos"));
    expect(views.map(({ visitor: _, ...v }) => v)).toEqual([
      {
        path: "/",
        locale: "fr",
        arrival: 1,
        source: "facebook",
        campaign: "flyer-marche-2026",
        device: "phone",
        country: null,
      },
      {
        path: "/produits",
        locale: "fr",
        arrival: 0,
        source: null,
        campaign: null,
        device: "phone",
        country: null,
      },
      {
        path: "/produits",
        locale: "fr",
        arrival: 0,
        source: null,
        campaign: null,
        device: "phone",
        country: null,
      },
      {
        path: "/a-propos",
        locale: "en",
        arrival: 1,
        source: "google",
        campaign: null,
        device: "desktop",
        country: "BJ",
      },
    ]);
    // The phone's three pages are one visitor; the laptop another.
    expect(new Set(views.map((v) => v.visitor)).size).toBe(2);
  });
});

import { href } from "react-router";
import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { markAccepted, sendDevisForRequest } from "../helpers/devis";
import path from "node:path";
import { openDatabase } from "~/db/db.server";
import { ADMIN, it, keptPlace } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { SAMPLE_LEADS } from "../helpers/leads";
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
    const get = (address: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(`${server.url}${address}`, {
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
      await get(href("/admin")),
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

  it("follows a flyer's campaign from the visit to the FCFA of the devis accepted", async ({
    server,
    database,
    adminPage: page,
  }) => {
    // A phone opens the flyer's link from Facebook, and asks for a quote three pages later.
    const landing = await fetch(`${server.url}/?utm_source=facebook&utm_campaign=flyer-marche`, {
      headers: { "user-agent": PHONE, referer: "https://l.facebook.com/" },
    });
    const cookie = landing.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // The same phone opens the quote form.
    const form = await fetch(`${server.url}/quote`, {
      headers: { cookie, "user-agent": PHONE, referer: `${server.url}/` },
    });
    expect(form.status).toBe(200);
    const sent = await postForm(
      server.url,
      "/quote",
      { ...SAMPLE_LEADS.quote("flyer@example.tg"), ...guardFields() },
      { headers: { cookie, "user-agent": PHONE, referer: `${server.url}/quote` } },
    );
    expect(sent.status).toBe(200);
    const request = await database.db
      .selectFrom("quote_requests")
      .selectAll()
      .where("email", "=", "flyer@example.tg")
      .executeTakeFirstOrThrow();
    // The request keeps the page the visit began on, without the campaign's tags.
    expect(request.landing).toBe("/");
    // The team sends a devis for it, and the client accepts it.
    const { id } = await sendDevisForRequest(database, request);
    const total = await markAccepted(database, id);
    // The visit is written within seconds; then the team reads the campaign's line.
    await until(
      () =>
        database.db
          .selectFrom("visits")
          .select("campaign")
          .where("campaign", "=", "flyer-marche")
          .execute(),
      (rows) => rows.length === 1,
    );
    await until(
      () => database.db.selectFrom("visits").select("path").where("path", "=", "/quote").execute(),
      (rows) => rows.length === 1,
    );
    await page.goto(`${server.url}/admin/visits`);
    const line = page.locator('[data-line="flyer-marche"]');
    // Visits, visitors, form opened, requests, devis sent, devis accepted; then their shares.
    expect(await line.locator("[data-n]").allTextContents()).toEqual([
      "1",
      "1",
      "1",
      "1",
      "1",
      "1",
    ]);
    const shares = (await line.locator("td span.block").allTextContents()).map((c) =>
      c.replace(/\s/g, " "),
    );
    expect(shares).toEqual(["100 %", "100 %", "100 %", "100 %"]);
    // French writes numbers with narrow no-break spaces: compared as plain spaces.
    expect((await line.locator("td").last().textContent())!.replace(/\s/g, " ")).toBe(
      `${new Intl.NumberFormat("fr-FR").format(total).replace(/\s/g, " ")} FCFA`,
    );
    // Week by week: this week's row holds the flyer's visit and its request.
    const thisWeek = page.locator('[data-testid="visit-weeks"] tbody tr').last();
    const [visitsCell, leadsCell] = await thisWeek.locator("td").allTextContents();
    expect(Number(visitsCell)).toBeGreaterThanOrEqual(1);
    expect(Number(leadsCell)).toBeGreaterThanOrEqual(1);
    // So has the page the visit began on: its request, devis sent and devis accepted.
    const home = page.locator('[data-line="/"]');
    expect((await home.locator("[data-n]").allTextContents()).slice(3)).toEqual(["1", "1", "1"]);
    // The service asked for has its own line, from the request to the FCFA.
    const service = page.locator('[data-line="sante-pro"]');
    expect(await service.locator("[data-n]").allTextContents()).toEqual(["1", "1", "1"]);
    await expect
      .poll(() => page.locator('[data-line="facebook"] th').textContent())
      .toBe("Facebook");
    await page.goto(`${server.url}/admin/visits?lng=en`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Visits and sources");
  });
});

describe("the visits report's period", () => {
  it("shows the days the owner chose, and refuses in words a period that is not one", async ({
    server,
    adminPage: page,
    allowErrors,
  }) => {
    allowErrors(/status of 400/);
    await page.goto(`${server.url}${href("/admin/visits")}`);
    await page.getByLabel("Du").fill("2026-11-01");
    await page.getByLabel("Au (inclus)").fill("2026-11-15");
    await page.getByRole("button", { name: "Afficher" }).click();
    await expect
      .poll(() => page.getByText(/^Période choisie/).textContent())
      .toBe("Période choisie : du dimanche 1 novembre 2026 au dimanche 15 novembre 2026.");
    expect(new URL(page.url()).search).toBe("?from=2026-11-01&to=2026-11-15");
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    for (const bad of [
      "from=2026-11-15&to=2026-11-01",
      "from=2026-02-30&to=2026-03-02",
      "from=x",
    ]) {
      const res = await fetch(`${server.url}${href("/admin/visits")}?${bad}`, {
        headers: { cookie },
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Cette période n&#x27;en est pas une");
    }
  });
});

describe("visits counted under load", () => {
  it.for(["sqlite", "postgres"] as const)(
    "loses no page view of two processes on %s, written as they stop",
    async (kind, { launchServer, skip }) => {
      if (kind === "postgres" && !process.env.TEST_DATABASE_URL) return skip();
      const place = await keptPlace(kind);
      try {
        const servers = [await launchServer(place.env, kind), await launchServer(place.env, kind)];
        // A thousand pages, fifty at a time, each server answering every other one.
        const sent = 1_000;
        let next = 0;
        const reader = async () => {
          while (next < sent) {
            const n = next++;
            const res = await fetch(`${servers[n % 2]!.url}/services`, {
              headers: { "user-agent": PHONE, referer: "https://www.google.tg/" },
            });
            await res.arrayBuffer();
            expect(res.status).toBe(200);
          }
        };
        await Promise.all(Array.from({ length: 50 }, reader));
        // Stopping writes what each process still holds.
        expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);
        // Each was counted by its server's own visits' thread, at the lowest priority (Linux).
        for (const s of servers)
          expect(s.output()).toMatch(
            /"msg":"page views counted on their own thread","lowered":true/,
          );
        const database = openDatabase(
          kind === "postgres"
            ? { databaseUrl: place.env.DATABASE_URL }
            : { file: path.join(place.dataDir, "site.db") },
        );
        try {
          const { n } = await database.db
            .selectFrom("visits")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          expect(Number(n)).toBe(sent);
        } finally {
          await database.close();
        }
      } finally {
        await place.remove();
      }
    },
  );
});

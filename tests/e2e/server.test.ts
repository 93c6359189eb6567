import http from "node:http";
import { describe, expect } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { it } from "../helpers/fixtures";
import { href } from "react-router";

/** A raw HTTP request (no automatic decompression or redirects), to see exactly what was sent. */
function raw(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(url, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    },
  );
}

describe("HTTP hardening", () => {
  it("answers /healthz", async ({ server }) => {
    const res = await raw(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ status: "ok" });
  });

  it("sends security headers and a CSP that allows exactly the page's inline scripts", async ({
    server,
  }) => {
    const res = await raw(`${server.url}/blog`);
    expect(res.status).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    // No opener policy on a public page (decision 052); the team's area keeps it, below.
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Public pages come from the page cache as documents with islands (decision 037): no inline
    // script runs there, so the policy allows none, by nonce or by hash.
    expect(res.headers["x-page-cache"]).toMatch(/^(hit|miss)$/);
    const html = res.body.toString();
    const inlineScripts = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inlineScripts).toEqual([]);
    expect(csp).toContain("script-src 'self';");
    // Pages rendered for one visitor (here the sign-in screen) carry a new nonce each time.
    const login = await raw(`${server.url}/auth/login`);
    expect(login.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const loginCsp = String(login.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(loginCsp)?.[1];
    expect(nonce).toBeTruthy();
    const loginScripts = [
      ...login.body
        .toString()
        .matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
    ];
    expect(loginScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of loginScripts) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = await raw(`${server.url}/auth/login`);
    expect(String(again.headers["content-security-policy"])).not.toContain(nonce);
  });

  it("compresses pages with brotli or gzip as the browser allows", async ({ server }) => {
    const br = await raw(`${server.url}/services`, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await raw(`${server.url}/services`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await raw(`${server.url}/services`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(br.body.length * 2);
  });

  it("serves hashed assets pre-compressed with an immutable cache", async ({ server }) => {
    const html = (await raw(`${server.url}/`)).body.toString();
    // The islands' loader on a document with islands (app/islands/).
    const asset = /"(\/(?:islands\/)?assets\/[\w.-]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await raw(`${server.url}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
  });

  it("inlines only the CSS a page uses and names the one shared, immutable stylesheet at the end", async ({
    server,
  }) => {
    const sheets = new Set<string>();
    for (const path of ["/", "/services", "/contact", "/nulle-part"]) {
      const html = (await raw(`${server.url}${path}`)).body.toString();
      const inline = /<style data-inline-css=""[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(inline.length).toBeGreaterThan(1000);
      // A document with islands names it for its loader, which links it when an island wakes.
      const link =
        /(?:<link rel="stylesheet" href|data-stylesheet)="(\/assets\/app-[\w-]+\.css)"/.exec(html);
      expect(link).toBeTruthy();
      // After the page's content, so it never holds back the first paint.
      expect(html.indexOf(link![0])).toBeGreaterThan(html.indexOf("</main>"));
      sheets.add(link![1]!);
      const sheet = await raw(`${server.url}${link![1]}`, { headers: { "accept-encoding": "br" } });
      expect(sheet.headers["cache-control"]).toContain("immutable");
      expect(sheet.headers["content-encoding"]).toBe("br");
      const whole = (await raw(`${server.url}${link![1]}`)).body.toString();
      expect(inline.length).toBeLessThan(whole.length * 0.75);
      // Each utility class of the page has its rule inline (spot check on a few).
      for (const name of ["mx-auto", "text-white", "font-bold"].filter((n) =>
        new RegExp(`class="[^"]*\\b${n}\\b`).test(html),
      ))
        expect(inline).toContain(`.${name}{`);
    }
    expect(sheets.size).toBe(1);
  });

  it("refuses an oversized body with 413, not a 5xx", async ({ server }) => {
    const res = await raw(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: Buffer.alloc(2 * 1024 * 1024, "a"),
    });
    expect(res.status).toBe(413);
  });

  it("answers an oversized form post with a page in the form page's language", async ({
    server,
  }) => {
    for (const [page, lang, title] of [
      ["/contact", "fr", "Envoi trop volumineux"],
      ["/contact?lng=en", "en", "Submission too large"],
    ] as const) {
      const res = await raw(`${server.url}${page}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html,application/xhtml+xml",
          // The browser's preference does not decide: the page the form was on does.
          "accept-language": lang === "fr" ? "en-GB,en" : "fr-FR,fr",
          origin: server.url,
        },
        body: Buffer.alloc(2 * 1024 * 1024, "a"),
      });
      expect(res.status).toBe(413);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      const html = res.body.toString();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`href="${page}"`);
    }
    // Not a browser's form post: a short text, still in the page's language.
    const api = await raw(`${server.url}/contact?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: Buffer.alloc(2 * 1024 * 1024, "a"),
    });
    expect(api.status).toBe(413);
    expect(api.body.toString()).toContain("larger than we accept");
  });

  it("logs a 405 (a POST to a page without a form) as a warning, not an error", async ({
    server,
  }) => {
    const res = await raw(`${server.url}/services`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes('"url":"http://127.0.0.1') && l.includes("/services"))
      .map((l) => JSON.parse(l) as { level: string; status?: number });
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", status: 405 }));
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });

  it("writes one JSON log line per request", ({ server }) => {
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes('"msg":"request"'));
    expect(lines.length).toBeGreaterThan(0);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: "info",
      method: expect.any(String),
      status: expect.any(Number),
      ms: expect.any(Number),
    });
  });
});

const PAGES = [...PUBLIC_PAGES, "/auth", "/auth/login"];

describe("every route is server-rendered in both languages", () => {
  it.for(
    PAGES.flatMap((p) => [
      [p, "fr"],
      [p, "en"],
    ]),
  )(
    "%s (%s) has a title, a description, one h1 and the right lang",
    async ([path, locale], { server }) => {
      const url = `${server.url}${path}${locale === "en" ? "?lng=en" : ""}`;
      const res = await raw(url);
      expect(res.status).toBe(200);
      const html = res.body.toString();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(
        /<link rel="alternate" hrefLang="fr"|<link rel="alternate" hreflang="fr"/i,
      );
      expect(html).toMatch(/hreflang="x-default"/i);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000[^"]*"/);
    },
  );

  it("titles differ between pages and languages", async ({ server }) => {
    const titles = await Promise.all(
      PAGES.slice(0, 8).flatMap((p) =>
        ["", "?lng=en"].map(
          async (q) =>
            /<title>([^<]*)<\/title>/.exec(
              (await raw(`${server.url}${p}${q}`)).body.toString(),
            )?.[1],
        ),
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("answers an unknown path with the 404 screen and status 404, in both languages", async ({
    server,
  }) => {
    const fr = await raw(`${server.url}/nexiste/pas`);
    expect(fr.status).toBe(404);
    const html = fr.body.toString();
    expect(html).toContain("Oops ! Page Introuvable");
    expect(html).toContain("Retour à l&#x27;Accueil");
    expect(html).toContain("Page Précédente");
    for (const attribute of [
      'href="/"',
      'href="/services"',
      'href="/produits"',
      'href="/quote"',
      'href="/contact"',
    ])
      expect(html).toContain(attribute);
    const en = await raw(`${server.url}/nowhere?lng=en`);
    expect(en.status).toBe(404);
    expect(en.body.toString()).toContain("Oops! Page Not Found");
  });

  it("redirects /admin without a session to the login screen, remembering the page", async ({
    server,
  }) => {
    for (const path of [href("/admin"), `${href("/admin/leads")}?status=new`]) {
      const res = await raw(`${server.url}${path}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

describe("languages", () => {
  it("remembers ?lng= in a cookie and sends a returning English reader to the English URL", async ({
    server,
  }) => {
    const first = await raw(`${server.url}/services?lng=en`);
    expect(String(first.headers["set-cookie"])).toMatch(
      /lng=en; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    const back = await raw(`${server.url}/services`, { headers: { cookie: "lng=en" } });
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe("/services?lng=en");
  });

  it("follows the browser language when nothing else says, but keeps crawlers on the French page", async ({
    server,
  }) => {
    const person = await raw(`${server.url}/produits`, {
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(person.headers.location).toBe("/produits?lng=en");
    const bot = await raw(`${server.url}/produits`, {
      headers: {
        "accept-language": "en",
        "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      },
    });
    expect(bot.status).toBe(200);
    expect(bot.body.toString()).toContain('<html lang="fr"');
  });

  it("ignores an injection-like language value", async ({ server }) => {
    const res = await raw(`${server.url}/?lng=%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<html lang="fr"');
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps English pages' internal links in English", async ({ server }) => {
    const html = (await raw(`${server.url}/?lng=en`)).body.toString();
    // Every internal link but the language toggle itself (hreflang="fr").
    const internal = [...html.matchAll(/<a [^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/hrefLang="fr"/i.test(tag))
      .map((tag) => /href="(\/[^"]*)"/.exec(tag)?.[1])
      .filter((path): path is string => Boolean(path));
    expect(internal.length).toBeGreaterThan(10);
    for (const path of internal) expect(path).toMatch(/lng=en/);
  });
});

describe("machine-readable files", () => {
  it("lists every public page in both languages in /sitemap.xml", async ({ server }) => {
    const xml = (await raw(`${server.url}/sitemap.xml`)).body.toString();
    for (const path of PUBLIC_PAGES) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000${path}?lng=en</loc>`);
    }
  });

  it("points robots.txt at the sitemap and keeps crawlers out of /admin", async ({ server }) => {
    const text = (await raw(`${server.url}/robots.txt`)).body.toString();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("structured data", () => {
  it("describes the LocalBusiness on every page", async ({ server }) => {
    for (const path of ["/", "/contact?lng=en"]) {
      const html = (await raw(`${server.url}${path}`)).body.toString();
      const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
      const data = JSON.parse(json!);
      expect(data).toMatchObject({
        "@type": "LocalBusiness",
        name: "Africa Clean",
        email: "contact@africaclean.tg",
        address: { addressLocality: "Lomé", addressCountry: "TG" },
        openingHoursSpecification: [{ opens: "07:00", closes: "18:00" }],
      });
      expect(data.priceRange).toContain("XOF");
      expect(JSON.stringify(data.areaServed)).toContain("Togo");
    }
  });
});

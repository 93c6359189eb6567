import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect } from "vitest";
import { openDatabase } from "~/db/db.server";
import { createPost } from "~/features/blog/post-writes.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { visitOrigin } from "../helpers/leads";
import { until } from "../helpers/until";
import { href } from "react-router";

/**
 * The page cache (docs/decisions/017-page-cache.md): behaviour, not speed. Pages are compared
 * decoded; `X-Page-Cache` says whether the cached copy answered.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  html: string;
}

/** One raw request (no automatic decompression, cookies or redirects); the body decoded. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const plain =
          encoding === "br"
            ? brotliDecompressSync(body)
            : encoding === "gzip"
              ? gunzipSync(body)
              : body;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          html: plain.toString(),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A page served from memory after a first visit (which may itself have been served from it). */
async function warm(url: string, headers: Record<string, string> = {}) {
  await get(url, headers);
  const again = await get(url, headers);
  expect(again.headers["x-page-cache"]).toBe("hit");
  return again;
}

/** Every inline script that runs must be allowed by the policy: its nonce or its hash. */
function expectScriptsAllowed(page: Answer) {
  const csp = String(page.headers["content-security-policy"]);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const scripts = [...page.html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    // Data blocks (JSON-LD, the islands' root data) are not run: the policy need not allow them.
    ([, attrs]) => !/\bsrc=/.test(attrs!) && !/application\/(ld\+)?json/.test(attrs!),
  );
  for (const [, attrs, text] of scripts) {
    const hash = `'sha256-${createHash("sha256").update(text!).digest("base64")}'`;
    const byNonce = nonce !== undefined && attrs!.includes(`nonce="${nonce}"`);
    expect(byNonce || scriptSrc.includes(hash), `script not allowed: ${text!.slice(0, 80)}`).toBe(
      true,
    );
  }
  return { nonce, scriptSrc, inline: scripts.length };
}

describe("anonymous visitors get the cached copy", () => {
  it("answers the second visit from memory, with an ETag, a 304 and a proxy-friendly Cache-Control", async ({
    server,
  }) => {
    const first = await get(`${server.url}/produits`);
    expect(first.status).toBe(200);
    const second = await get(`${server.url}/produits`);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.html).toBe(first.html);
    expect(second.headers["cache-control"]).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
    );
    expect(String(second.headers.vary)).toContain("Accept-Encoding");
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await get(`${server.url}/produits`, { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    const other = await get(`${server.url}/produits`, { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.html).toBe(first.html);

    const head = await get(`${server.url}/produits`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
  });

  it("keeps encodings and languages apart: each answer decodes to its own language's page", async ({
    server,
  }) => {
    const pages: Record<string, Answer[]> = { fr: [], en: [] };
    for (const encoding of ["br", "gzip", "", "br", "gzip", ""]) {
      const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
      // A returning English reader: the language cookie is already set, so nothing is set again.
      const en = await get(`${server.url}/a-propos?lng=en`, { ...headers, cookie: "lng=en" });
      const fr = await get(`${server.url}/a-propos`, headers);
      for (const [lang, page] of [
        ["en", en],
        ["fr", fr],
      ] as const) {
        expect(page.status).toBe(200);
        expect(page.headers["content-encoding"]).toBe(encoding || undefined);
        expect(page.headers["set-cookie"]).toBeUndefined();
        expect(page.html).toContain(`<html lang="${lang}"`);
        pages[lang]!.push(page);
      }
    }
    for (const lang of ["fr", "en"]) {
      const [first, ...rest] = pages[lang]!;
      for (const page of rest) expect(page.html).toBe(first!.html);
      expect(rest.at(-1)!.headers["x-page-cache"]).toBe("hit");
    }
    expect(pages.fr![0]!.html).not.toBe(pages.en![0]!.html);
  });

  it("gives a cached page no nonce to reuse, and allows only the scripts it runs", async ({
    server,
  }) => {
    // Public pages are documents with islands: no inline script runs, so none is allowed (the
    // hashes the cache would list for one are tested in server/script-hashes.test.ts).
    const page = await warm(`${server.url}/blog`);
    const { nonce, inline, scriptSrc } = expectScriptsAllowed(page);
    expect([inline, scriptSrc]).toEqual([0, "'self'"]);
    expect(nonce).toBeUndefined();
    expect(page.html).not.toMatch(/\bnonce="/);
    // Text that only looks like a script (here in a search box's value) gets no hash.
    const search = await get(
      `${server.url}/blog?q=${encodeURIComponent("<script>alert(1)</script>")}`,
    );
    const hashOfInjected = createHash("sha256").update("alert(1)").digest("base64");
    expect(String(search.headers["content-security-policy"])).not.toContain(hashOfInjected);
    expectScriptsAllowed(search);
  });

  it("renders pages with a per-visit form guard for each visitor", async ({ server }) => {
    for (const path of ["/contact", "/quote"]) {
      const one = await get(`${server.url}${path}`);
      const two = await get(`${server.url}${path}`);
      expect(two.headers["x-page-cache"]).toBe("bypass");
      expect(two.headers["cache-control"]).toBe("private, no-cache");
      const token = (page: Answer) => /name="_token" value="([^"]+)"/.exec(page.html)?.[1];
      expect(token(one)).toBeTruthy();
      expect(token(two)).not.toBe(token(one));
      expectScriptsAllowed(two);
    }
  });

  it("gives a visitor from another site the cached copy with their own visit-origin cookie, kept private", async ({
    server,
  }) => {
    const fromGoogle = { referer: "https://www.google.com/search?q=nettoyage+lome" };
    // Whether or not the copy was stored yet, the first visit's answer carries the cookie.
    const pages = [await get(`${server.url}/galeries`, fromGoogle)];
    pages.push(await get(`${server.url}/galeries`, fromGoogle));
    expect(pages[1]!.headers["x-page-cache"]).toBe("hit");
    for (const page of pages) {
      expect(page.status).toBe(200);
      const cookie = String(page.headers["set-cookie"]);
      expect(cookie).toMatch(/^lead_src=[^;]+; Path=\/; .*HttpOnly/);
      expect(visitOrigin(cookie)).toMatchObject({
        referrer: fromGoogle.referer,
        landing: "/galeries",
      });
      // An answer that sets a cookie is never kept by a proxy or CDN.
      expect(page.headers["cache-control"]).toBe("private, no-cache");
    }
    // The cookie was added to the answer, not stored with the page.
    const next = await get(`${server.url}/galeries`);
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.headers["set-cookie"]).toBeUndefined();
    expect(next.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(next.html).toBe(pages[1]!.html);
    // A visitor who already holds the cookie is not given another.
    const returning = await get(`${server.url}/galeries`, { ...fromGoogle, cookie: "lead_src=x" });
    expect(returning.headers["x-page-cache"]).toBe("hit");
    expect(returning.headers["set-cookie"]).toBeUndefined();
  });

  it("remembers ?lng= for every new reader from the cached copy, and still sends a returning one to the English URL", async ({
    server,
  }) => {
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push(await get(`${server.url}/services?lng=en`));
    expect(pages.map((p) => p.headers["x-page-cache"]).slice(1)).toEqual(["hit", "hit"]);
    for (const page of pages) {
      expect(page.html).toContain('<html lang="en"');
      expect(String(page.headers["set-cookie"])).toMatch(/^lng=en; Path=\//);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
    }
    // A 304 for a reader who kept the page still gives the cookie.
    const revalidated = await get(`${server.url}/services?lng=en`, {
      "if-none-match": String(pages[2]!.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(String(revalidated.headers["set-cookie"])).toMatch(/^lng=en;/);
    // A reader who already holds it gets the page alone, which a proxy may keep.
    const held = await get(`${server.url}/services?lng=en`, { cookie: "lng=en" });
    expect(held.headers["x-page-cache"]).toBe("hit");
    expect(held.headers["set-cookie"]).toBeUndefined();
    expect(held.headers["cache-control"]).toMatch(/^public/);
    await warm(`${server.url}/services`);
    const byCookie = await get(`${server.url}/services`, { cookie: "lng=en" });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.location).toBe("/services?lng=en");
    const byBrowser = await get(`${server.url}/services`, { "accept-language": "en-GB,en;q=0.9" });
    expect(byBrowser.status).toBe(302);
  });

  it("serves a campaign link the cached copy, each visitor's own campaign going into their cookie", async ({
    server,
  }) => {
    const plain = await warm(`${server.url}/services`);
    const landings = [
      "/services?utm_source=whatsapp&utm_campaign=rentree",
      "/services?utm_source=facebook&utm_medium=social&fbclid=IwAR0abc",
      "/services?gclid=Cj0KCQ&utm_term=nettoyage",
    ];
    for (const landing of landings) {
      const page = await get(`${server.url}${landing}`);
      expect(page.status).toBe(200);
      expect(page.headers["x-page-cache"]).toBe("hit");
      // The copy every visitor gets: no tag is repeated in its links, hidden fields or form.
      expect(page.html).toBe(plain.html);
      expect(page.html).not.toMatch(/utm_|fbclid|gclid/);
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      const cookie = String(page.headers["set-cookie"]);
      expect(cookie).toMatch(/^lead_src=/);
      const visit = visitOrigin(cookie);
      expect(visit.landing).toBe(landing);
      const tags = new URL(landing, server.url).searchParams;
      expect(visit.utm_source).toBe(tags.get("utm_source"));
      expect(visit.utm_campaign).toBe(tags.get("utm_campaign"));
      expect(visit.utm_term).toBe(tags.get("utm_term"));
    }
    // A copy first rendered for a tagged visit is the same one, and serves the next plain visit.
    const tagged = await get(`${server.url}/mentions-legales?utm_source=whatsapp&fbclid=IwAR0`);
    expect(tagged.headers["x-page-cache"]).toBe("miss");
    expect(tagged.html).not.toMatch(/utm_|fbclid/);
    const after = await get(`${server.url}/mentions-legales`);
    expect(after.headers["x-page-cache"]).toBe("hit");
    expect(after.html).toBe(tagged.html);
    // The page's own parameters still make a copy of their own, with or without tags.
    const english = await get(`${server.url}/services?lng=en&utm_source=whatsapp`);
    expect(english.headers["x-page-cache"]).not.toBe("bypass");
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).not.toContain("utm_source");
    // A parameter that only looks like a tag is an unknown one: rendered, never stored.
    const odd = await get(`${server.url}/services?UTM_SOURCE=x`);
    expect(odd.headers["x-page-cache"]).toBe("bypass");
    // Nor was any of those answers (with its cookie) kept for anyone else.
    const next = await get(`${server.url}/services`);
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.headers["set-cookie"]).toBeUndefined();
    expect(next.headers["cache-control"]).toMatch(/^public/);
  });

  it("stores no 404 and no random query: an unknown parameter renders the page normally", async ({
    server,
  }) => {
    const missing = await get(`${server.url}/nulle-part`);
    const again = await get(`${server.url}/nulle-part`);
    expect(missing.status).toBe(404);
    expect(again.headers["x-page-cache"]).toBe("bypass");
    await warm(`${server.url}/galeries`);
    const odd = await get(`${server.url}/galeries?x=${randomBytes(4).toString("hex")}`);
    expect(odd.status).toBe(200);
    expect(odd.headers["x-page-cache"]).toBe("bypass");
  });

  it("keeps one copy of the blog per real tag, none per search or made-up tag", async ({
    server,
  }) => {
    await warm(`${server.url}/blog?tag=${encodeURIComponent("Écologie")}`);
    for (const query of [`q=${randomBytes(4).toString("hex")}`, "q=citerne", "tag=inventé"]) {
      const url = `${server.url}/blog?${encodeURI(query)}`;
      for (let i = 0; i < 2; i++) {
        const page = await get(url);
        expect(page.status, query).toBe(200);
        expect(page.headers["x-page-cache"], query).toBe("bypass");
        expect(page.headers["cache-control"], query).toBe("private, no-cache");
      }
    }
  });
});

describe("never the cached copy when the answer is someone's own", () => {
  it("renders every page for a signed-in visitor, privately, with a fresh nonce", async ({
    server,
  }) => {
    await warm(`${server.url}/blog`);
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const page = await get(`${server.url}/blog`, { cookie });
      expect(page.status).toBe(200);
      expect(page.headers["x-page-cache"]).toBe("bypass");
      // Rendered for signed-in staff: kept nowhere, not even by the browser.
      expect(page.headers["cache-control"]).toBe("private, no-store");
      nonces.add(expectScriptsAllowed(page).nonce!);
    }
    expect(nonces.size).toBe(2);
    // And what a signed-in visitor was shown is not what the next anonymous visitor gets.
    expect((await get(`${server.url}/blog`)).headers["x-page-cache"]).toBe("hit");
  });

  it("keeps no answer rendered for staff or a draft preview, whatever its type", async ({
    server,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    for (const path of [
      "/a-propos.data?apercu=brouillon",
      "/a-propos?apercu=brouillon",
      "/a-propos.data",
      "/services.data?lng=en",
      "/api/blog/posts",
    ]) {
      const answer = await get(`${server.url}${path}`, { cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
    }
    // A preview address asked without signing in is not kept either.
    const anonymous = await get(`${server.url}/a-propos.data?apercu=brouillon`);
    expect(anonymous.headers["cache-control"]).toBe("private, no-store");
  });

  it("shows an edit made in this process at once", async ({ server }) => {
    const before = await warm(`${server.url}/blog`);
    const title = `Nettoyage des vitres ${randomBytes(3).toString("hex")}`;
    expect(before.html).not.toContain(title);
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const saved = await adminPost(server.url, href("/admin/posts/new"), cookie, {
      title,
      excerpt: "Des vitres propres sans traces, même pendant l'harmattan.",
      content: "<p>Un chiffon microfibre et de l'eau déminéralisée.</p>",
      tags: "vitres",
      intent: "publish",
    });
    expect(saved.status).toBe(302);
    const after = await get(`${server.url}/blog`);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.html).toContain(title);
  });
});

// The server and this test process share one PostgreSQL database; without TEST_DATABASE_URL
// there is none to share.
const PG_URL = process.env.TEST_DATABASE_URL;
describe.skipIf(!PG_URL)("two processes on one PostgreSQL database", () => {
  it("drops the cached pages of one process when another process publishes", async ({
    databaseKind,
    server,
    database,
    launchServer,
  }) => {
    // The file's server is on PostgreSQL unless E2E_DATABASE=sqlite chose SQLite for this run.
    const site = databaseKind === "postgres" ? server : await launchServer({}, "postgres");
    const before = await warm(`${site.url}/blog`);
    const title = `Désinfection des bureaux ${randomBytes(3).toString("hex")}`;
    expect(before.html).not.toContain(title);
    // This test process is the other process: it writes straight to the shared database.
    const other = site === server ? database : openDatabase(site.databaseOptions);
    try {
      await createPost(
        other,
        {
          title,
          excerpt: "Les poignées, claviers et téléphones d'abord.",
          content: "<p>Un désinfectant adapté, chaque soir.</p>",
          tags: ["bureaux"],
          status: "published",
        },
        { id: null, name: "Équipe" },
      );
    } finally {
      if (other !== database) await other.close();
    }
    // The server checks the content version every couple of seconds: wait for it, not a timer.
    const page = await until(
      () => get(`${site.url}/blog`),
      (answer) => answer.html.includes(title),
    );
    expect(page.html).toContain(title);
    expect((await get(`${site.url}/blog`)).headers["x-page-cache"]).toBe("hit");
  });
});

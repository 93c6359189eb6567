import net from "node:net";
import { describe, expect, it } from "vitest";
import { signInCookie } from "../helpers/auth";
import { guardFields, SITE_ORIGIN } from "../helpers/forms";
import { forEachServerDatabase } from "../helpers/server-databases";
import { href } from "react-router";

/**
 * Hostile text at every entry point, on SQLite and on PostgreSQL (which refuses NUL bytes that
 * SQLite stores). Each case must end in a cleaned record or a 4xx with a message in the page's
 * language — never a 5xx, never a half-stored record, and the same outcome on both databases.
 */

interface Payload {
  name: string;
  /** What travels in the URL or the urlencoded body, between the markers "a" and "b". */
  wire: string;
  /** What a multi-line field stores (between the markers); null: the submission is refused. */
  text: string | null;
  /** What a single-line field (name, e-mail, search) keeps. */
  line: string | null;
}

const R = "\uFFFD";
const PAYLOADS: Payload[] = [
  { name: "NUL", wire: "%00", text: "", line: "" },
  {
    name: "C0 controls (bell, backspace, escape sequence, vertical tab, form feed)",
    wire: "%01%07%08%1B%5B31m%0B%0C%1F",
    text: "[31m",
    line: "[31m",
  },
  { name: "DEL", wire: "%7F", text: "", line: "" },
  { name: "C1 controls (NEL, CSI)", wire: "%C2%85%C2%9B", text: "", line: "" },
  {
    name: "CR LF (header injection)",
    wire: "%0D%0ABcc%3A%20x%40evil.tg%0D%0A",
    text: "\nBcc: x@evil.tg\n",
    line: " Bcc: x@evil.tg ",
  },
  {
    name: "lone surrogate, UTF-8 encoded",
    wire: "%ED%A0%80",
    text: R.repeat(3),
    line: R.repeat(3),
  },
  {
    name: "invalid UTF-8 (overlong, stray bytes, Latin-1)",
    wire: "%C0%AF%FF%E9",
    text: R.repeat(4),
    line: R.repeat(4),
  },
  { name: "very long (100 000 characters)", wire: "x".repeat(100_000), text: null, line: null },
];
/** URLs are limited by the HTTP parser (16 KB of headers): long, but within it. */
const urlPayload = (p: Payload) => (p.text === null ? "x".repeat(8_000) : p.wire);

const ADMIN = { email: "admin@example.tg", password: "correct horse battery staple" };
// oxlint-disable-next-line no-control-regex -- what must never come back in a page
const CONTROL = /[\0-\x08\x0B-\x1F\x7F-\x9F]/;

let ipCounter = 0;
/** Each request from its own address (TRUST_PROXY=1), so the lead rate limit stays out of the way. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function urlencoded(fields: Record<string, string>, raw: Record<string, string> = {}): string {
  return [
    ...Object.entries(fields).map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
    ...Object.entries(raw).map(([k, v]) => `${k}=${v}`),
  ].join("&");
}

function post(
  base: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: SITE_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "x-forwarded-for": freshIp(),
      ...headers,
    },
    body,
  });
}

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": freshIp(), ...headers },
  });

/**
 * The form's hidden fields (a fresh submission token, rendered 10 s ago) and an e-mail address
 * used by this submission only, which finds its row (the stored idempotency key is derived from
 * the token and the content, so the token alone does not).
 */
function guard(): [email: string, fields: Record<string, string>] {
  const token = crypto.randomUUID();
  const email = `t${token.slice(0, 8)}@example.tg`;
  return [email, { ...guardFields(token), email }];
}

const contact = {
  lastName: "Mensah",
  email: "ama@example.tg",
  phone: "90 12 34 56",
  service: "nettoie-pro",
};
const quote = {
  lastName: "Agbo",
  email: "kofi@example.tg",
  phone: "+228 70 00 00 01",
  serviceType: "sante-pro",
};

forEachServerDatabase(
  { TRUST_PROXY: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  (current) => {
    describe.each(PAYLOADS)("$name", (payload) => {
      const refused = payload.text === null;

      it("contact form: stored cleaned, or refused with a 400 in French", async () => {
        const { server, db } = current();
        const [email, hidden] = guard();
        const fields = { ...contact, ...hidden };
        const res = await post(
          server.url,
          "/contact",
          urlencoded(fields, { firstName: `A${payload.wire}b`, message: `a${payload.wire}b` }),
        );
        const html = await res.text();
        const rows = await db
          .selectFrom("contact_messages")
          .select(["first_name", "message"])
          .where("email", "=", email)
          .execute();
        if (refused) {
          expect(res.status).toBe(400);
          expect(html).toContain("texte trop long");
          expect(rows).toEqual([]);
        } else {
          expect(res.status).toBe(200);
          expect(html).toContain("Message envoyé avec succès !");
          expect(rows).toEqual([
            { first_name: `A${payload.line}b`.trim(), message: `a${payload.text}b` },
          ]);
        }
      });

      it("quote form: stored cleaned, or refused with a 400 in English on the English page", async () => {
        const { server, db } = current();
        const [email, hidden] = guard();
        const fields = { ...quote, ...hidden };
        const res = await post(
          server.url,
          "/quote?lng=en",
          urlencoded(fields, { firstName: `K${payload.wire}b`, description: `a${payload.wire}b` }),
        );
        const html = await res.text();
        const rows = await db
          .selectFrom("quote_requests")
          .select(["first_name", "description", "locale"])
          .where("email", "=", email)
          .execute();
        if (refused) {
          expect(res.status).toBe(400);
          expect(html).toContain("text is too long");
          expect(rows).toEqual([]);
        } else {
          expect(res.status).toBe(200);
          expect(html).toContain("Quote request sent!");
          expect(rows).toEqual([
            {
              first_name: `K${payload.line}b`.trim(),
              description: `a${payload.text}b`,
              locale: "en",
            },
          ]);
        }
      });

      it("testimonial (api/testimonials): stored cleaned, or refused with a 400 and its code", async () => {
        const { server, db } = current();
        const [email, hidden] = guard();
        const fields = { email: "temoin@example.tg", rating: "5/5", ...hidden };
        const res = await post(
          server.url,
          "/api/testimonials.data",
          urlencoded(fields, { name: `T${payload.wire}b`, testimonial: `a${payload.wire}b` }),
          { accept: "*/*" },
        );
        const body = await res.text();
        const rows = await db
          .selectFrom("testimonials")
          .select(["name", "content"])
          .where("email", "=", email)
          .execute();
        if (refused) {
          expect(res.status).toBe(400);
          expect(body).toContain("TOO_LONG");
          expect(rows).toEqual([]);
        } else {
          expect(res.status).toBe(200);
          expect(rows).toEqual([
            { name: `T${payload.line}b`.trim(), content: `a${payload.text}b` },
          ]);
        }
      });

      it("sign-in: a 4xx with the sign-in message in French, nothing else", async () => {
        const { server } = current();
        const res = await post(
          server.url,
          "/auth/login",
          urlencoded({ password: "wrong password 123" }, { email: `a${payload.wire}b@example.tg` }),
        );
        expect(res.status).toBe(401);
        expect(await res.text()).toContain("E-mail ou mot de passe incorrect.");
      });

      it("forgot password: the same neutral answer as for any address", async () => {
        const { server } = current();
        const res = await post(
          server.url,
          "/auth/forgot?lng=en",
          urlencoded({}, { email: `a${payload.wire}b@example.tg` }),
        );
        expect(res.status).toBe(200);
        expect(await res.text()).toContain("If an account exists for this email");
      });

      it("blog search: the list page, in French", async () => {
        const { server } = current();
        const res = await get(server.url, `/blog?q=a${urlPayload(payload)}b`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<html lang="fr"');
        expect(html).not.toMatch(CONTROL);
      });

      it("blog search: the JSON list the page asks for, in English", async () => {
        const { server } = current();
        const res = await get(server.url, `/api/blog/posts?q=a${urlPayload(payload)}b&lng=en`);
        expect(res.status).toBe(200);
        const list = (await res.json()) as { q: string; posts: unknown[] };
        // The search as the page keeps it: cleaned, cut to 100 characters.
        expect(list.q).toBe(payload.line === null ? `a${"x".repeat(99)}` : `a${payload.line}b`);
        expect(Array.isArray(list.posts)).toBe(true);
      });

      it("admin lead search (signed in): the inbox", async () => {
        const { server } = current();
        const res = await get(server.url, `${href("/admin/leads")}?q=a${urlPayload(payload)}b`, {
          cookie: await adminCookie(server.url),
        });
        expect(res.status).toBe(200);
        expect(await res.text()).not.toMatch(CONTROL);
      });

      it("the password reset form (its token): a 4xx, never a 5xx", async () => {
        const { server } = current();
        const res = await fetch(`${server.url}/auth/reset`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: `token=a${payload.wire}b&password=a+brand+new+password`,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      });

      it("post slug URL: not found (404), never looked up", async () => {
        const { server } = current();
        const res = await get(server.url, `/blog/a${urlPayload(payload)}b`);
        expect(res.status).toBe(404);
      });
    });

    it("better-auth's JSON API is closed: a lone surrogate escaped in JSON gets a 404", async () => {
      const { server } = current();
      for (const path of ["/api/auth/reset-password", "/api/auth/sign-in/email"]) {
        const res = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
          body: '{"token":"a\\ud800b","email":"a\\udc00@example.tg","password":"x\\u0000y"}',
        });
        expect(res.status).toBe(404);
      }
    });

    describe("headers and cookies stored with a lead", () => {
      it("a user agent with C1 control bytes is stored without them", async () => {
        const { server, db } = current();
        const [email, hidden] = guard();
        const fields = { ...contact, firstName: "Ama", message: "Bonjour", ...hidden };
        const res = await rawPost(server.port, "/contact", urlencoded(fields), {
          "User-Agent": "Bot\x85\x9b/1.0 (\t)",
        });
        expect(res.status).toBe(200);
        const row = await db
          .selectFrom("contact_messages")
          .select("user_agent")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(row.user_agent).toBe("Bot/1.0 ( )");
      });

      it("a header with NUL, C0 or DEL bytes is refused by the HTTP parser with a 400", async () => {
        const { server, db } = current();
        for (const ua of ["Bot\x00", "Bot\x01\x1b[2J", "Bot\x7f"]) {
          const [email, hidden] = guard();
          const fields = { ...contact, firstName: "Ama", message: "Bonjour", ...hidden };
          const res = await rawPost(server.port, "/contact", urlencoded(fields), {
            "User-Agent": ua,
          });
          expect(res.status).toBe(400);
          const rows = await db
            .selectFrom("contact_messages")
            .select("id")
            .where("email", "=", email)
            .execute();
          expect(rows).toEqual([]);
        }
      });

      it("a forged attribution cookie with NUL and escape bytes is stored cleaned", async () => {
        const { server, db } = current();
        const forged = Buffer.from(
          JSON.stringify({
            referrer: "https://evil.example/\u0000\u001b[2J",
            utm_source: "wa\u0000x",
            utm_campaign: "\ud800camp",
          }),
        ).toString("base64url");
        const [email, hidden] = guard();
        const fields = { ...contact, firstName: "Ama", message: "Bonjour", ...hidden };
        const res = await post(server.url, "/contact", urlencoded(fields), {
          cookie: `lead_src=${forged}`,
        });
        expect(res.status).toBe(200);
        const row = await db
          .selectFrom("contact_messages")
          .select(["referrer", "utm_source", "utm_campaign"])
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({
          referrer: "https://evil.example/[2J",
          utm_source: "wax",
          utm_campaign: "camp",
        });
      });

      it("campaign tags with NUL in the landing URL are stored cleaned", async () => {
        const { server, db } = current();
        const landing = await get(server.url, "/?utm_source=wa%00x&utm_medium=%1B%5B31mred");
        const cookie = landing.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        const [email, hidden] = guard();
        const fields = { ...contact, firstName: "Ama", message: "Bonjour", ...hidden };
        const res = await post(server.url, "/contact", urlencoded(fields), { cookie });
        expect(res.status).toBe(200);
        const row = await db
          .selectFrom("contact_messages")
          .select(["utm_source", "utm_medium"])
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ utm_source: "wax", utm_medium: "[31mred" });
      });
    });
  },
);

const cookies = new Map<string, string>();
async function adminCookie(base: string): Promise<string> {
  if (!cookies.has(base)) cookies.set(base, await signInCookie(base, ADMIN.email, ADMIN.password));
  return cookies.get(base)!;
}

/**
 * A form POST written byte for byte on a socket: fetch and node:http refuse to send control
 * bytes in headers, an attacker's client does not.
 */
function rawPost(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Origin: ${SITE_ORIGIN}`,
    "Content-Type: application/x-www-form-urlencoded",
    "Accept: text/html",
    `X-Forwarded-For: ${freshIp()}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // Written, not ended: a half-closed socket may be dropped before the answer is sent.
    socket.write(
      Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), Buffer.from(body)]),
    );
  });
}

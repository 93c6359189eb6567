import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import type { Words } from "~/i18n/words";
import { adminWords, words } from "~/i18n/words/admin";
import { signInCookie } from "../helpers/auth";
import { ADMIN, it as base } from "../helpers/fixtures";
import { guardFields, postForm, SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

/**
 * Every admin action reads its form through one schema (docs/decisions/024-admin-form-schemas.md):
 * an unknown intent or a malformed field is answered 400, never a 5xx, with the reason on the
 * page in the staff member's language, and nothing changes.
 */

/** One administrator session for the whole file. */
const it = base.extend("adminCookie", { scope: "file" }, async ({ server }) =>
  signInCookie(server.url, ADMIN.email, ADMIN.password),
);

type Body = Array<[string, string]> | { json: unknown };

/** A POST from the signed-in administrator's browser, without JavaScript. */
function post(url: string, cookie: string, body: Body) {
  const json = !Array.isArray(body);
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      origin: SITE_ORIGIN,
      accept: "text/html",
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? JSON.stringify(body.json) : new URLSearchParams(body).toString(),
  });
}

/** The words of a page as a person reads them: no scripts, tags or entities. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0\u202f]+/g, " ");
}
const oneSpaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/** Every table an admin action writes to, as stored, and how many e-mails wait to be sent. */
async function snapshot({ db }: AppDatabase) {
  const tables = [
    "site_settings",
    "price_sections",
    "price_items",
    "team_members",
    "partners",
    "gallery_albums",
    "gallery_photos",
    "contact_messages",
    "quote_requests",
    "testimonials",
    "lead_notes",
    "blog_posts",
    "media",
    "audit_log",
    "user",
    "devis",
  ] as const;
  const rows: Record<string, unknown> = {};
  for (const table of tables)
    rows[table] = (await db.selectFrom(table).selectAll().execute())
      .map((row) => JSON.stringify(row))
      .sort();
  // The e-mail worker may be sending; a refused form queues nothing.
  const mail = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  rows.email_outbox = Number(mail.n);
  return rows;
}

/** Ids the cases post to: a lead, a testimonial waiting for moderation, an e-mail. */
const ids = { lead: "", testimonial: "", email: "" };

it.beforeAll(async ({ server, database }) => {
  const email = "refusals@example.tg";
  const sent = await postForm(server.url, "/contact", {
    firstName: "Ama",
    lastName: "Mensah",
    email,
    phone: "90 12 34 56",
    message: "Bonjour, un devis pour nos bureaux.",
    ...guardFields(),
  });
  expect(sent.status).toBe(200);
  const testimonial = await postForm(server.url, "/api/testimonials", {
    name: "Refusal Test",
    email,
    rating: "5/5",
    testimonial: "Très bon travail.",
    ...guardFields(),
  });
  expect(testimonial.status).toBeLessThan(400);
  const { db } = database;
  const lead = db.selectFrom("contact_messages").select("id").where("email", "=", email);
  ids.lead = (await lead.executeTakeFirstOrThrow()).id;
  const moderated = db.selectFrom("testimonials").select("id").where("name", "=", "Refusal Test");
  ids.testimonial = (await moderated.executeTakeFirstOrThrow()).id;
  ids.email = (await db.selectFrom("email_outbox").select("id").executeTakeFirstOrThrow()).id;
});

interface Case {
  screen: string;
  path: () => string;
  /** Built when the test runs: the ids come from `beforeAll`. */
  unknown: () => Body;
  malformed: () => Body;
  /** What the page says about the malformed field. */
  says: (t: Words<"admin">) => string[];
}

const fields = (t: Words<"admin">, ...codes: Array<keyof Words<"admin">["site"]["problems"]>) =>
  t.refused.fields.replace("{problems}", codes.map((c) => t.site.problems[c]).join(" "));

const CASES: Case[] = [
  {
    screen: "dashboard",
    // The index route's form posts to `?index` (React Router), the layout has no action.
    path: () => `${href("/admin")}?index`,
    unknown: () => [["intent", "remove-everything"]],
    malformed: () => ({ json: { intent: "remove-demo" } }),
    says: (t) => [t.refused.form],
  },
  {
    screen: "lead",
    path: () => href("/admin/leads/:type/:id", { type: "contact", id: ids.lead }),
    unknown: () => [["intent", "archive"]],
    malformed: () => [
      ["intent", "status"],
      ["status", "archived"],
    ],
    says: (t) => [t.refused.stale],
  },
  {
    screen: "testimonials",
    path: () => href("/admin/testimonials"),
    unknown: () => [
      ["intent", "publish-twice"],
      ["id", ids.testimonial],
    ],
    malformed: () => [
      ["intent", "approve"],
      ["id", ids.testimonial],
      ["name", "N".repeat(81)],
      ["content", "Très bon travail."],
    ],
    // Beside the testimonial's field.
    says: (t) => [t.testimonials.name, t.site.problems.TOO_LONG],
  },
  {
    screen: "post editor",
    path: () => href("/admin/posts/new"),
    unknown: () => [
      ["intent", "schedule"],
      ["title", "Un article"],
    ],
    malformed: () => [
      ["intent", "publish"],
      ["title", "T".repeat(201)],
    ],
    says: (t) => [fields(t, "TOO_LONG")],
  },
  {
    screen: "accounts",
    path: () => href("/admin/accounts"),
    unknown: () => [
      ["intent", "promote"],
      ["userId", "abc"],
    ],
    malformed: () => [
      ["email", "not-an-email"],
      ["name", "Nobody"],
      ["role", "editor"],
      ["password", ""],
    ],
    says: (t) => [fields(t, "EMAIL")],
  },
  {
    screen: "settings",
    path: () => href("/admin/settings"),
    unknown: () => [["intent", "reset"]],
    malformed: () => [["latitude", "north"]],
    // The page marks its fields and says to correct them.
    says: (t) => [t.site.invalid, t.site.problems.NUMBER],
  },
  {
    screen: "prices",
    path: () => href("/admin/prices"),
    unknown: () => [["intent", "explode:1"]],
    malformed: () => [
      ["intent", "save"],
      ["s.0.id", "cleaning"],
      ["s.0.id", "twice"],
    ],
    says: (t) => [t.refused.stale],
  },
  {
    screen: "devis",
    path: () => href("/admin/devis/new"),
    unknown: () => [
      ["intent", "explode"],
      ["clientName", "Ama Mensah"],
    ],
    // A negative quantity and 10¹² FCFA: each said beside its field, nothing stored.
    malformed: () => [
      ["intent", "save"],
      ["clientName", "Ama Mensah"],
      ["validUntil", new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)],
      ["l.0.label", "Bureaux"],
      ["l.0.unit", "m2"],
      ["l.0.quantity", "-3"],
      ["l.0.price", "1000000000000"],
    ],
    says: (t) => [
      t.devis.notices.fix,
      t.devis.editor.problems.QUANTITY,
      t.devis.editor.problems.TOO_LARGE,
    ],
  },
  {
    screen: "campaign links",
    path: () => href("/admin/visits/links"),
    unknown: () => [["intent", "shorten"]],
    malformed: () => [
      ["intent", "add"],
      ["slug", "Flyer du marché"],
      ["campaign", "marche"],
      ["page", "/quote"],
      ["locale", "fr"],
      ["source", "flyer"],
    ],
    says: (t) => [t.site.invalid],
  },
  {
    screen: "team",
    path: () => href("/admin/team"),
    unknown: () => [
      ["intent", "promote"],
      ["id", "abc"],
    ],
    malformed: () => [
      ["intent", "add"],
      ["id", ""],
      ["name", "N".repeat(81)],
      ["roleFr", "Agent"],
    ],
    says: (t) => [t.site.problems.TOO_LONG],
  },
  {
    screen: "clients",
    path: () => href("/admin/clients"),
    unknown: () => [
      ["intent", "feature"],
      ["id", "abc"],
    ],
    malformed: () => [
      ["intent", "add"],
      ["id", ""],
      ["kind", "client"],
      ["name", "Bad Link"],
      ["url", "javascript:alert(1)"],
    ],
    says: (t) => [t.site.problems.URL],
  },
  {
    screen: "gallery",
    path: () => href("/admin/gallery"),
    unknown: () => [
      ["intent", "rotate"],
      ["id", "abc"],
    ],
    malformed: () => [
      ["intent", "remove"],
      ["id", "abc"],
      ["target", "video"],
    ],
    says: (t) => [t.refused.stale],
  },
  {
    screen: "media library",
    path: () => href("/admin/library"),
    unknown: () => [
      ["intent", "rotate"],
      ["id", "abc"],
    ],
    malformed: () => [
      ["intent", "describe"],
      ["id", "abc"],
      ["description", "D".repeat(301)],
    ],
    says: (t) => [fields(t, "TOO_LONG")],
  },
  {
    screen: "outbox",
    path: () => href("/admin/outbox"),
    unknown: () => [
      ["intent", "forward"],
      ["id", ids.email],
    ],
    malformed: () => [["id", "../../etc/passwd"]],
    says: (t) => [t.refused.stale],
  },
  {
    screen: "my account",
    path: () => href("/admin/account"),
    unknown: () => [["intent", "2fa-skip"]],
    malformed: () => [
      ["intent", "password"],
      ["currentPassword", ADMIN.password],
      ["newPassword", "short"],
    ],
    says: (t) => [fields(t, "PASSWORD")],
  },
  {
    screen: "personal data",
    path: () => href("/admin/personal-data"),
    unknown: () => [
      ["intent", "export"],
      ["q", "ama@example.tg"],
    ],
    malformed: () => [
      ["intent", "erase"],
      ["q", "nobody at all"],
    ],
    says: (t) => [t.refused.stale],
  },
];

describe("admin forms the schemas refuse", () => {
  describe.each(["fr", "en"] as const)("in %s", (locale) => {
    const t = words(locale, adminWords);
    /** The screen's address in the staff member's language. */
    const at = (path: string) =>
      locale === "en" ? `${path}${path.includes("?") ? "&" : "?"}lng=en` : path;

    it.for(CASES)(
      "$screen: an unknown intent is a 400 that says so, and changes nothing",
      async (c, { server, database, adminCookie }) => {
        const before = await snapshot(database);
        const res = await post(`${server.url}${at(c.path())}`, adminCookie, c.unknown());
        expect(res.status).toBe(400);
        expect(pageText(await res.text())).toContain(oneSpaced(t.refused.intent));
        expect(await snapshot(database)).toEqual(before);
      },
    );

    it.for(CASES)(
      "$screen: a malformed field is a 400 that says why, and changes nothing",
      async (c, { server, database, adminCookie }) => {
        const before = await snapshot(database);
        const res = await post(`${server.url}${at(c.path())}`, adminCookie, c.malformed());
        expect(res.status).toBe(400);
        const text = pageText(await res.text());
        for (const said of c.says(t)) expect(text).toContain(oneSpaced(said));
        expect(await snapshot(database)).toEqual(before);
      },
    );
  });

  it("answers the editor's upload script with a 400 code, and stores no picture", async ({
    server,
    database,
    adminCookie,
  }) => {
    const media = () => database.db.selectFrom("media").select("id").execute();
    const before = await media();
    const json = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: SITE_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ file: "x" }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ ok: false, error: "EMPTY" });
    const body = new FormData();
    body.append("intent", "replace");
    body.append("file", new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" }));
    const unknown = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: SITE_ORIGIN },
      body,
    });
    expect(unknown.status).toBe(400);
    expect(await media()).toEqual(before);
  });

  it("drops a NUL byte from a typed name instead of failing (PostgreSQL refuses one)", async ({
    server,
    database,
    adminCookie,
  }) => {
    const res = await post(`${server.url}/admin/team`, adminCookie, [
      ["intent", "add"],
      ["id", ""],
      ["name", "Kossi\u0000 Agbeko"],
      ["roleFr", "Agent\u0000 d'entretien"],
    ]);
    expect(res.status).toBe(200);
    const row = await database.db
      .selectFrom("team_members")
      .select(["name", "role_fr"])
      .where("name", "like", "Kossi%")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Kossi Agbeko", role_fr: "Agent d'entretien" });
  });

  it("signs out this session only when the scope is one no button sends", async ({ server }) => {
    const leaving = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const staying = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const res = await post(`${server.url}/admin/sign-out`, leaving, [["scope", "galaxy"]]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login");
    const status = async (cookie: string) =>
      (await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" })).status;
    expect(await status(leaving)).toBe(302);
    expect(await status(staying)).toBe(200);
  });

  it("reads the sign-in and password forms through the same schemas: a forged one is a 400 in words", async ({
    server,
  }) => {
    // A file where the password goes, then a token sent twice: the schema refuses both.
    const login = new FormData();
    login.set("email", ADMIN.email);
    login.set("password", new Blob([ADMIN.password]), "password.txt");
    const refused = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, accept: "text/html" },
      body: login,
    });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain(
      "Vous devez fournir un e-mail ou un numéro de téléphone et un mot de passe",
    );
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("session");

    const reset = await fetch(`${server.url}/auth/reset`, {
      method: "POST",
      headers: {
        origin: SITE_ORIGIN,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "token=a&token=b&password=un-mot-de-passe-assez-long",
    });
    expect(reset.status).toBe(400);
    expect(pageText(await reset.text())).toContain("Ce lien n'est plus valable");
  });
});

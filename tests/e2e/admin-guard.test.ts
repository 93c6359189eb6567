import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, EDITOR, it as base } from "../helpers/fixtures";
import { guardFields, postForm, SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

/** One administrator session for the whole file. */
const it = base.extend("adminCookie", { scope: "file" }, async ({ server }) =>
  signInCookie(server.url, ADMIN.email, ADMIN.password),
);

it.beforeAll(async ({ server, editor }) => {
  // The editor account the role tests sign in with, created by the administrator.
  expect(editor).toBe(EDITOR);
  // A testimonial to moderate.
  await postForm(server.url, "/api/testimonials", {
    name: "Guard Test",
    email: "g@example.tg",
    rating: "5/5",
    testimonial: "ok",
    ...guardFields(),
  });
});

const get = (server: { url: string }, p: string, cookie?: string) =>
  fetch(`${server.url}${p}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
/** The testimonial the tests moderate, as stored. */
const guardTestimonial = ({ db }: AppDatabase) =>
  db
    .selectFrom("testimonials")
    .select(["id", "status"])
    .where("name", "=", "Guard Test")
    .executeTakeFirstOrThrow();
const userIds = ({ db }: AppDatabase, email: string) =>
  db.selectFrom("user").select("id").where("email", "=", email).execute();

// A first slow-down a loaded machine cannot outlast between two tries (the default is 1 s).
it.override({ serverEnv: { SIGNIN_SLOWDOWN_MS: "120000" } });

describe("without a session", () => {
  it.for([
    href("/admin"),
    `${href("/admin/leads")}?status=new`,
    href("/admin/leads/:type/:id", { type: "quote", id: "x" }),
    href("/admin/testimonials"),
    href("/admin/accounts"),
    href("/admin/account"),
    href("/admin/leads/export.csv"),
    href("/admin/devis"),
    href("/admin/devis/new"),
    href("/admin/devis/:id/pdf", { id: "x" }),
    `${href("/admin/library")}?q=plage`,
    `${href("/admin")}/nope`,
  ])("GET %s redirects to login", async (p, { server }) => {
    const res = await get(server, p);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(p)}`);
  });

  it("closes a screen by the layout's middleware, even asked for alone", async ({ server }) => {
    // A navigation inside the admin asks for the next screen's data only, without the layout's
    // loader; the unknown-path screen has no check of its own, so only the middleware stops it.
    const res = await get(server, `${href("/admin")}/nope.data?_routes=routes/admin/not-found`);
    const body = await res.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain("/auth/login?redirectTo=%2Fadmin%2Fnope");
    expect(body).not.toContain("routes/admin/not-found");
  });

  it("refuses admin POSTs and changes nothing", async ({ server, database }) => {
    const row = await guardTestimonial(database);
    const res = await adminPost(server.url, href("/admin/testimonials"), "", {
      id: row.id,
      intent: "approve",
    });
    expect(res.status).toBe(302);
    expect((await guardTestimonial(database)).status).toBe("pending");
  });

  it("refuses a forged session cookie", async ({ server }) => {
    expect(
      (await get(server, href("/admin"), "better-auth.session_token=forged.signature")).status,
    ).toBe(302);
  });
});

describe("roles", () => {
  it("refuses an editor each administrator's address by that screen's role, even asked for alone", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, EDITOR.email, EDITOR.password);
    const screens = [
      ...["settings", "prices", "team", "clients", "navigation", "brand", "outbox"],
      ...["audit", "backups", "personal-data", "accounts"],
    ] as const;
    for (const screen of screens) {
      const path = href(`/admin/${screen}`);
      expect((await get(server, path, cookie)).status, screen).toBe(403);
      // A navigation inside the admin asks for the screen's data alone: its own role closes it.
      const alone = await get(server, `${path}.data?_routes=routes/admin/${screen}`, cookie);
      expect(await alone.text(), screen).toMatch(/"ErrorResponse".*403.*"FORBIDDEN"/);
    }
    for (const address of [
      href("/admin/backups/download"),
      `${href("/admin/personal-data/export.json")}?email=a@b.tg`,
    ])
      expect((await get(server, address, cookie)).status, address).toBe(403);
    // The dashboard is every team member's, its one action (removing the demo) the administrators'.
    expect((await get(server, href("/admin"), cookie)).status).toBe(200);
    const demo = () =>
      database.db.selectFrom("partners").select("id").where("is_demo", "=", 1).execute();
    const before = await demo();
    expect(before.length).toBeGreaterThan(0);
    const removal = await adminPost(server.url, `${href("/admin")}?index`, cookie, {
      intent: "remove-demo",
      confirm: "yes",
    });
    expect(removal.status).toBe(403);
    expect(await demo()).toEqual(before);
  });

  it("lets an editor read leads and moderate testimonials, but not manage accounts", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, EDITOR.email, EDITOR.password);
    expect((await get(server, href("/admin/leads"), cookie)).status).toBe(200);
    expect((await get(server, href("/admin/accounts"), cookie)).status).toBe(403);
    const attempt = await adminPost(server.url, href("/admin/accounts"), cookie, {
      email: "intruder@example.tg",
      role: "admin",
      password: "a-long-password-1",
    });
    expect(attempt.status).toBe(403);
    expect(await userIds(database, "intruder@example.tg")).toHaveLength(0);
    const row = await guardTestimonial(database);
    expect(
      (
        await adminPost(server.url, href("/admin/testimonials"), cookie, {
          id: row.id,
          intent: "approve",
        })
      ).status,
    ).toBe(200);
    expect((await guardTestimonial(database)).status).toBe("approved");
    expect(
      await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "=", "testimonial.approve")
        .execute(),
    ).toHaveLength(1);
  });

  it("never lets public sign-up create an account", async ({ server, database }) => {
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "new@example.tg", password: "a-long-password-1", name: "New" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await userIds(database, "new@example.tg")).toHaveLength(0);
  });
});

describe("sessions and requests", () => {
  it("ends an expired session", async ({ server, database }) => {
    const cookie = await signInCookie(server.url, EDITOR.email, EDITOR.password);
    expect((await get(server, href("/admin"), cookie)).status).toBe(200);
    await database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(
        "userId",
        "in",
        database.db.selectFrom("user").select("id").where("email", "=", EDITOR.email),
      )
      .execute();
    expect((await get(server, href("/admin"), cookie)).status).toBe(302);
  });

  it("refuses a state change from a foreign Origin", async ({ adminCookie, server, database }) => {
    const row = await guardTestimonial(database);
    const res = await adminPost(
      server.url,
      href("/admin/testimonials"),
      adminCookie,
      { id: row.id, intent: "reject" },
      "https://evil.example",
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await guardTestimonial(database)).status).toBe("approved");
    const signOut = await adminPost(
      server.url,
      href("/admin/sign-out"),
      adminCookie,
      { scope: "everywhere" },
      "https://evil.example",
    );
    expect(signOut.status).toBeGreaterThanOrEqual(400);
    expect((await get(server, href("/admin"), adminCookie)).status).toBe(200);
  });
});

describe("sign-in", () => {
  const login = (server: { url: string }, fields: Record<string, string>) =>
    postForm(server.url, "/auth/login", fields);

  it("asks for both fields, with the spec's message", async ({ server }) => {
    const res = await login(server, { email: "", password: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(
      "Vous devez fournir un e-mail ou un numéro de téléphone et un mot de passe",
    );
  });

  it("gives one message for a wrong password and for an unknown account", async ({ server }) => {
    const wrong = await (
      await login(server, { email: ADMIN.email, password: "nope-nope-nope" })
    ).text();
    const unknown = await (
      await login(server, { email: "ghost@example.tg", password: "nope-nope-nope" })
    ).text();
    expect(wrong).toContain("E-mail ou mot de passe incorrect.");
    expect(unknown).toContain("E-mail ou mot de passe incorrect.");
  });

  it.for([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
  ])("never redirects off-site (%s)", async (target, { server }) => {
    const res = await login(server, {
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: target,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(href("/admin"));
  });

  it("returns to the page asked for", async ({ server }) => {
    const res = await login(server, {
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: `${href("/admin/leads")}?status=new`,
    });
    expect(res.headers.get("location")).toBe(`${href("/admin/leads")}?status=new`);
  });

  it("slows an account down after repeated failures: the next tries, right or wrong, wait", async ({
    adminCookie,
    server,
  }) => {
    const victim = { email: "victim@africaclean.tg", password: "victim-password-123" };
    await adminPost(server.url, href("/admin/accounts"), adminCookie, {
      ...victim,
      role: "editor",
      name: "",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await login(server, { email: victim.email, password: `wrong-${i}-password` })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await login(server, { email: victim.email, password: victim.password });
    expect(right.status).toBe(429);
  });
});

describe("script calls without a session", () => {
  it("answers an upload with 401 and the spec's message", async ({ server }) => {
    const body = new FormData();
    body.append("file", new Blob(["x"], { type: "image/png" }), "x.png");
    const res = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      body,
      headers: { origin: SITE_ORIGIN },
      redirect: "manual",
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Authentication required to upload media");
  });
});

describe("account management", () => {
  it("lets an administrator change a role and delete an account, but not their own", async ({
    adminCookie,
    server,
    database,
  }) => {
    await adminPost(server.url, href("/admin/accounts"), adminCookie, {
      email: "temp@africaclean.tg",
      role: "editor",
      password: "temporary-password-1",
      name: "",
    });
    const [temp] = await userIds(database, "temp@africaclean.tg");
    expect(
      (
        await adminPost(server.url, href("/admin/accounts"), adminCookie, {
          intent: "role",
          userId: temp!.id,
          role: "admin",
        })
      ).status,
    ).toBe(200);
    const roleOf = (id: string) =>
      database.db.selectFrom("user").select("role").where("id", "=", id).execute();
    expect(await roleOf(temp!.id)).toEqual([{ role: "admin" }]);
    expect(
      (
        await adminPost(server.url, href("/admin/accounts"), adminCookie, {
          intent: "remove",
          userId: temp!.id,
        })
      ).status,
    ).toBe(200);
    expect(await roleOf(temp!.id)).toHaveLength(0);
    const [me] = await userIds(database, ADMIN.email);
    expect(
      (
        await adminPost(server.url, href("/admin/accounts"), adminCookie, {
          intent: "role",
          userId: me!.id,
          role: "editor",
        })
      ).status,
    ).toBe(400);
    expect(await roleOf(me!.id)).toEqual([{ role: "admin" }]);
    expect(
      (
        await database.db
          .selectFrom("audit_log")
          .select("action")
          .where("action", "in", ["account.role", "account.remove"])
          .orderBy("created_at")
          .execute()
      ).map((r) => r.action),
    ).toEqual(["account.role", "account.remove"]);
  });
});

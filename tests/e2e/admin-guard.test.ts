import SQLite from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { guardFields, postForm, readDb, SITE_ORIGIN } from "../helpers/forms";
import { startTestServer, type TestServer } from "../helpers/server";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
const EDITOR = { email: "editor@africaclean.tg", password: "editor-password-123" };
let server: TestServer;
let adminCookie: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminCookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
  const created = await adminPost(server.url, "/admin/accounts", adminCookie, {
    email: EDITOR.email,
    name: "Edem Editor",
    role: "editor",
    password: EDITOR.password,
  });
  expect(created.status).toBe(200);
  // A testimonial to moderate.
  await postForm(server.url, "/api/testimonials", {
    name: "Guard Test",
    email: "g@example.tg",
    rating: "5/5",
    testimonial: "ok",
    ...guardFields(),
  });
});
afterAll(async () => {
  await server?.stop();
});

const get = (p: string, cookie?: string) =>
  fetch(`${server.url}${p}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

describe("without a session", () => {
  it.each([
    "/admin",
    "/admin/leads?status=new",
    "/admin/leads/quote/x",
    "/admin/testimonials",
    "/admin/accounts",
    "/admin/account",
    "/admin/leads/export.csv",
    "/admin/nope",
  ])("GET %s redirects to login", async (p) => {
    const res = await get(p);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(p)}`);
  });

  it("refuses admin POSTs and changes nothing", async () => {
    const [row] = readDb<{ id: string }>(
      server.dataDir,
      "select id from testimonials where name = 'Guard Test'",
    );
    const res = await adminPost(server.url, "/admin/testimonials", "", {
      id: row!.id,
      intent: "approve",
    });
    expect(res.status).toBe(302);
    expect(readDb(server.dataDir, "select status from testimonials where id = ?", row!.id)).toEqual(
      [{ status: "pending" }],
    );
  });

  it("refuses a forged session cookie", async () => {
    expect((await get("/admin", "better-auth.session_token=forged.signature")).status).toBe(302);
  });
});

describe("roles", () => {
  it("lets an editor read leads and moderate testimonials, but not manage accounts", async () => {
    const cookie = await signInCookie(server.url, EDITOR.email, EDITOR.password);
    expect((await get("/admin/leads", cookie)).status).toBe(200);
    expect((await get("/admin/accounts", cookie)).status).toBe(403);
    const attempt = await adminPost(server.url, "/admin/accounts", cookie, {
      email: "intruder@example.tg",
      role: "admin",
      password: "a-long-password-1",
    });
    expect(attempt.status).toBe(403);
    expect(
      readDb(server.dataDir, "select id from user where email = 'intruder@example.tg'"),
    ).toHaveLength(0);
    const [row] = readDb<{ id: string }>(
      server.dataDir,
      "select id from testimonials where name = 'Guard Test'",
    );
    expect(
      (
        await adminPost(server.url, "/admin/testimonials", cookie, {
          id: row!.id,
          intent: "approve",
        })
      ).status,
    ).toBe(200);
    expect(readDb(server.dataDir, "select status from testimonials where id = ?", row!.id)).toEqual(
      [{ status: "approved" }],
    );
    expect(
      readDb<{ action: string }>(
        server.dataDir,
        "select action from audit_log where action = 'testimonial.approve'",
      ),
    ).toHaveLength(1);
  });

  it("never lets public sign-up create an account", async () => {
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "new@example.tg", password: "a-long-password-1", name: "New" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(
      readDb(server.dataDir, "select id from user where email = 'new@example.tg'"),
    ).toHaveLength(0);
  });
});

describe("sessions and requests", () => {
  it("ends an expired session", async () => {
    const cookie = await signInCookie(server.url, EDITOR.email, EDITOR.password);
    expect((await get("/admin", cookie)).status).toBe(200);
    const db = new SQLite(path.join(server.dataDir, "site.db"));
    db.prepare(
      `update session set expiresAt = ? where userId = (select id from user where email = ?)`,
    ).run(Date.now() - 1000, EDITOR.email);
    db.close();
    expect((await get("/admin", cookie)).status).toBe(302);
  });

  it("refuses a state change from a foreign Origin", async () => {
    const [row] = readDb<{ id: string }>(
      server.dataDir,
      "select id from testimonials where name = 'Guard Test'",
    );
    const res = await adminPost(
      server.url,
      "/admin/testimonials",
      adminCookie,
      { id: row!.id, intent: "reject" },
      "https://evil.example",
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(readDb(server.dataDir, "select status from testimonials where id = ?", row!.id)).toEqual(
      [{ status: "approved" }],
    );
    const signOut = await adminPost(
      server.url,
      "/admin/sign-out",
      adminCookie,
      { scope: "everywhere" },
      "https://evil.example",
    );
    expect(signOut.status).toBeGreaterThanOrEqual(400);
    expect((await get("/admin", adminCookie)).status).toBe(200);
  });
});

describe("sign-in", () => {
  const login = (fields: Record<string, string>) =>
    fetch(`${server.url}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("asks for both fields, with the spec's message", async () => {
    const res = await login({ email: "", password: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(
      "Vous devez fournir un e-mail ou un numéro de téléphone et un mot de passe",
    );
  });

  it("gives one message for a wrong password and for an unknown account", async () => {
    const wrong = await (await login({ email: ADMIN.email, password: "nope-nope-nope" })).text();
    const unknown = await (
      await login({ email: "ghost@example.tg", password: "nope-nope-nope" })
    ).text();
    expect(wrong).toContain("E-mail ou mot de passe incorrect.");
    expect(unknown).toContain("E-mail ou mot de passe incorrect.");
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
  ])("never redirects off-site (%s)", async (target) => {
    const res = await login({ email: ADMIN.email, password: ADMIN.password, redirectTo: target });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("returns to the page asked for", async () => {
    const res = await login({
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: "/admin/leads?status=new",
    });
    expect(res.headers.get("location")).toBe("/admin/leads?status=new");
  });

  it("slows an account down after repeated failures: the next tries, right or wrong, wait", async () => {
    const victim = { email: "victim@africaclean.tg", password: "victim-password-123" };
    await adminPost(server.url, "/admin/accounts", adminCookie, {
      ...victim,
      role: "editor",
      name: "",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: victim.email, password: `wrong-${i}-password` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await login({ email: victim.email, password: victim.password });
    expect(right.status).toBe(429);
  });
});

describe("script calls without a session", () => {
  it("answers an upload with 401 and the spec's message", async () => {
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
  it("lets an administrator change a role and delete an account, but not their own", async () => {
    await adminPost(server.url, "/admin/accounts", adminCookie, {
      email: "temp@africaclean.tg",
      role: "editor",
      password: "temporary-password-1",
      name: "",
    });
    const [temp] = readDb<{ id: string }>(
      server.dataDir,
      "select id from user where email = 'temp@africaclean.tg'",
    );
    expect(
      (
        await adminPost(server.url, "/admin/accounts", adminCookie, {
          intent: "role",
          userId: temp!.id,
          role: "admin",
        })
      ).status,
    ).toBe(200);
    expect(readDb(server.dataDir, "select role from user where id = ?", temp!.id)).toEqual([
      { role: "admin" },
    ]);
    expect(
      (
        await adminPost(server.url, "/admin/accounts", adminCookie, {
          intent: "remove",
          userId: temp!.id,
        })
      ).status,
    ).toBe(200);
    expect(readDb(server.dataDir, "select id from user where id = ?", temp!.id)).toHaveLength(0);
    const [me] = readDb<{ id: string }>(
      server.dataDir,
      "select id from user where email = ?",
      ADMIN.email,
    );
    expect(
      (
        await adminPost(server.url, "/admin/accounts", adminCookie, {
          intent: "role",
          userId: me!.id,
          role: "editor",
        })
      ).status,
    ).toBe(400);
    expect(readDb(server.dataDir, "select role from user where id = ?", me!.id)).toEqual([
      { role: "admin" },
    ]);
    expect(
      readDb<{ action: string }>(
        server.dataDir,
        "select action from audit_log where action in ('account.role', 'account.remove') order by created_at",
      ).map((r) => r.action),
    ).toEqual(["account.role", "account.remove"]);
  });
});

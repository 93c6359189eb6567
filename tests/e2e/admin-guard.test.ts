import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

async function signIn(password: string) {
  return fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify({ email: ADMIN.email, password }),
    redirect: "manual",
  });
}

describe("the admin area's server guard", () => {
  it("creates the first administrator from ADMIN_EMAIL and lets them in", async () => {
    const res = await signIn(ADMIN.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toContain("session_token");
    const admin = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain("Administration");
  });

  it("refuses a wrong password and a forged session cookie", async () => {
    expect((await signIn("not-the-password")).status).toBe(401);
    const forged = await fetch(`${server.url}/admin`, { headers: { cookie: "better-auth.session_token=forged.value" }, redirect: "manual" });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe("/auth/login?redirectTo=%2Fadmin");
  });
});

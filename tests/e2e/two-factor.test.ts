import { describe, expect } from "vitest";
import { adminPost, signInCookie } from "../helpers/auth";
import { ADMIN, it } from "../helpers/fixtures";
import { postForm } from "../helpers/forms";
import { totp } from "../helpers/totp";
import { href } from "react-router";
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe("TOTP second factor", () => {
  it("is enabled with a QR code and a first code, then required at sign-in", async ({ server }) => {
    const login = (fields: Record<string, string>, cookie = "") =>
      postForm(server.url, "/auth/login", fields, { headers: { cookie } });
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const started = await (
      await adminPost(server.url, href("/admin/account"), cookie, {
        intent: "2fa-start",
        password: ADMIN.password,
      })
    ).text();
    expect(started).toContain("<svg");
    const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(started)?.[1];
    expect(secret).toBeTruthy();
    const backup = /data-testid="backup-codes">(.*?)<\/ul>/s
      .exec(started)![1]!
      .match(/<li>([^<]+)<\/li>/g)!
      .map((li) => li.replace(/<\/?li>/g, ""));
    expect(backup.length).toBeGreaterThanOrEqual(5);

    expect(
      (
        await adminPost(server.url, href("/admin/account"), cookie, {
          intent: "2fa-confirm",
          code: "000000",
        })
      ).status,
    ).toBe(400);
    const confirmed = await adminPost(server.url, href("/admin/account"), cookie, {
      intent: "2fa-confirm",
      code: totp(secret!),
    });
    expect(confirmed.status).toBe(303);
    const page = await fetch(`${server.url}${confirmed.headers.get("location")}`, {
      headers: { cookie: cookiesOf(confirmed) || cookie },
    });
    expect(await page.text()).toContain("Double authentification activée.");

    // The password alone no longer opens a session.
    const first = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(first.status).toBe(200);
    expect(await first.clone().text()).toContain("Code de vérification");
    const pending = cookiesOf(first);
    expect(
      (await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie: pending } }))
        .status,
    ).toBe(302);
    const wrong = await login({ code: "123456" }, pending);
    expect(wrong.status).toBe(401);
    const right = await login({ code: totp(secret!), redirectTo: href("/admin") }, pending);
    expect(right.status).toBe(302);
    expect(
      (
        await fetch(`${server.url}/admin`, {
          redirect: "manual",
          headers: { cookie: cookiesOf(right) },
        })
      ).status,
    ).toBe(200);

    // A backup code works once.
    const again = cookiesOf(await login({ email: ADMIN.email, password: ADMIN.password }));
    expect((await login({ code: backup[0]! }, again)).status).toBe(302);
  });
});

import http from "node:http";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { signInCookie } from "../helpers/auth";
import { ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { guardFields, postForm, SITE_ORIGIN } from "../helpers/forms";
import { href } from "react-router";

/** A multipart upload with a file name exactly as given (control bytes included). */
function uploadNamed(server: E2eServer, path: string, cookie: string, name: string, file: Buffer) {
  const boundary = "----first-week";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      "latin1",
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, {
      method: "POST",
      agent: false,
      headers: {
        cookie,
        origin: SITE_ORIGIN,
        accept: "application/json",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(body.length),
      },
    });
    request.on("response", (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const photo = await sharp({
  create: { width: 640, height: 480, channels: 3, background: "#0f766e" },
})
  .jpeg()
  .toBuffer();

describe("what a security probe found in the first week", () => {
  it("closes the auth library's own admin endpoints: no role change, weak account or impersonation", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const admin = await database.db
      .selectFrom("user")
      .select(["id", "role"])
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    const call = (path: string, body?: unknown) =>
      fetch(`${server.url}/api/auth/admin/${path}`, {
        method: body ? "POST" : "GET",
        headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await call("set-role", { userId: admin.id, role: "editor" })).status).toBe(404);
    expect(
      (
        await call("create-user", {
          email: "weak@example.tg",
          password: "12345",
          name: "W",
          role: "admin",
        })
      ).status,
    ).toBe(404);
    expect((await call("impersonate-user", { userId: admin.id })).status).toBe(404);
    expect((await call("list-users")).status).toBe(404);
    expect(
      (
        await database.db
          .selectFrom("user")
          .select("role")
          .where("id", "=", admin.id)
          .executeTakeFirstOrThrow()
      ).role,
    ).toBe("admin");
    expect(
      await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "weak@example.tg")
        .execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom("session")
        .select("id")
        .where("impersonatedBy", "is not", null)
        .execute(),
    ).toEqual([]);
  });

  it("closes every other auth endpoint over HTTP: accounts change only through the site's forms", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const post = (path: string, body: string) =>
      fetch(`${server.url}/api/auth/${path}`, {
        method: "POST",
        headers: { cookie, origin: SITE_ORIGIN, "content-type": "application/json" },
        body,
      });
    const attempts = {
      "update-user": { name: "x".repeat(200_000), image: "javascript:alert(1)" },
      "change-password": {
        currentPassword: ADMIN.password,
        newPassword: "another-long-password-1",
        revokeOtherSessions: false,
      },
      "two-factor/enable": { password: ADMIN.password },
      "sign-in/email": { email: ADMIN.email, password: ADMIN.password },
      "request-password-reset": { email: ADMIN.email, redirectTo: "/auth/reset" },
      "sign-up/email": { email: "new@example.tg", password: "a-long-password-1", name: "N" },
    };
    for (const [path, body] of Object.entries(attempts))
      expect((await post(path, JSON.stringify(body))).status, path).toBe(404);
    // A body that would trouble a parser gets the same plain 404, never a 5xx.
    expect(
      (await post("sign-in/email", `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`)).status,
    ).toBe(404);
    const user = await database.db
      .selectFrom("user")
      .select(["name", "image", "twoFactorEnabled"])
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(user.name.length).toBeLessThan(200);
    expect(user.image).toBeNull();
    expect(user.twoFactorEnabled).toBeFalsy();
    // The old password still signs in: it was not changed behind the site's back.
    await signInCookie(server.url, ADMIN.email, ADMIN.password);
    // What the admin pages fetch stays open.
    const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);
  });

  it("stores an upload whose name holds a NUL byte and folders under a clean name", async ({
    server,
    database,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const res = await uploadNamed(
      server,
      href("/admin/media"),
      cookie,
      "../../etc/pho\0to.jpg",
      photo,
    );
    expect(res.status).toBe(200);
    const { id } = JSON.parse(res.body) as { id: string };
    const row = await database.db
      .selectFrom("media")
      .select("original_name")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe("photo.jpg");
  });

  it("refuses a picture narrower than 10 px with a message, on every upload screen", async ({
    server,
  }) => {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password);
    const tiny = await sharp({ create: { width: 5, height: 300, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const media = await uploadNamed(server, href("/admin/media"), cookie, "tiny.png", tiny);
    expect(media.status).toBe(422);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "add",
      name: "Ama",
      roleFr: "Agent",
      roleEn: "",
    }))
      form.set(k, v);
    form.set("photo", new File([new Uint8Array(tiny)], "tiny.png", { type: "image/png" }));
    const team = await fetch(`${server.url}/admin/team`, {
      method: "POST",
      headers: { cookie, origin: SITE_ORIGIN },
      body: form,
    });
    expect(team.status).toBe(400);
    expect(await team.text()).toContain("Image refusée");
  });

  it("refuses testimonials posted from another website, storing and sending nothing", async ({
    server,
    database,
  }) => {
    const fields = {
      name: "Mallory",
      email: "mallory@example.tg",
      rating: "5",
      testimonial: "Posté depuis un autre site.",
      ...guardFields(),
    };
    const foreign = { origin: "https://evil.example" };
    // Refused with a 4xx either way (React Router's own check answers some with 400 first).
    const refused = (status: number) => expect([400, 403]).toContain(status);
    refused((await postForm(server.url, "/api/testimonials", fields, { headers: foreign })).status);
    refused(
      (
        await postForm(server.url, "/api/testimonials", fields, {
          headers: foreign,
          asFetcher: true,
        })
      ).status,
    );
    // A script's plain fetch (what an attacker's page can send without React Router).
    const scripted = await fetch(`${server.url}/api/testimonials`, {
      method: "POST",
      headers: { ...foreign, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    refused(scripted.status);
    expect(
      await database.db
        .selectFrom("testimonials")
        .select("id")
        .where("email", "=", "mallory@example.tg")
        .execute(),
    ).toEqual([]);
    expect(
      await database.db
        .selectFrom("email_outbox")
        .select("id")
        .where("to_address", "=", "mallory@example.tg")
        .execute(),
    ).toEqual([]);
  });

  it("caches only real pages with the parameters they read", async ({ server }) => {
    const cacheOf = async (path: string) => {
      await fetch(`${server.url}${path}`);
      return (await fetch(`${server.url}${path}`)).headers.get("x-page-cache");
    };
    expect(await cacheOf("/a-propos")).toBe("hit");
    expect(await cacheOf(`/blog?tag=${encodeURIComponent("Écologie")}`)).toBe("hit");
    for (const path of [
      "/blog?q=hygiene",
      "/blog?tag=x7Qz",
      "/?tag=x7Qz",
      "/%61-propos",
      "/A-PROPOS",
      "/a-propos?q=x",
      "/?testimonial=zzz",
    ])
      expect(await cacheOf(path)).not.toBe("hit");
  });
});

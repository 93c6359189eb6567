import SQLite from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ORIGIN, readDb } from "../helpers/forms";
import { startTestServer, type TestServer } from "../helpers/server";

const ADMIN = { email: "boss@africaclean.tg", password: "correct-horse-battery-staple" };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

const post = (p: string, fields: Record<string, string>) =>
  fetch(`${server.url}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function requestToken(): Promise<string> {
  const before = readDb(
    server.dataDir,
    "select id from email_outbox where kind = 'password-reset'",
  ).length;
  const res = await post("/auth/forgot", { email: ADMIN.email });
  expect(res.status).toBe(200);
  const mails = readDb<{ text_body: string; to_address: string }>(
    server.dataDir,
    "select text_body, to_address from email_outbox where kind = 'password-reset' order by created_at",
  );
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)!.to_address).toBe(ADMIN.email);
  return decodeURIComponent(/\/auth\/reset\?token=([^\s]+)/.exec(mails.at(-1)!.text_body)![1]!);
}

describe("password reset", () => {
  it("answers the same for unknown accounts and queues no e-mail", async () => {
    const res = await post("/auth/forgot", { email: "ghost@example.tg" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Si un compte existe pour cet e-mail");
    expect(
      readDb(server.dataDir, "select id from email_outbox where to_address = 'ghost@example.tg'"),
    ).toHaveLength(0);
  });

  it("resets once with the e-mailed link; the link cannot be used twice", async () => {
    const token = await requestToken();
    const first = await post("/auth/reset", { token, password: "brand-new-password-1" });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Mot de passe changé");
    const again = await post("/auth/reset", { token, password: "another-password-22" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("plus valable");
    const login = await post("/auth/login", {
      email: ADMIN.email,
      password: "brand-new-password-1",
    });
    expect(login.status).toBe(302);
  });

  it("refuses an expired link", async () => {
    const token = await requestToken();
    const db = new SQLite(path.join(server.dataDir, "site.db"));
    db.prepare("update verification set expiresAt = ? where identifier like ?").run(
      new Date(Date.now() - 60_000).toISOString(),
      `%${token}%`,
    );
    db.close();
    const res = await post("/auth/reset", { token, password: "expired-password-333" });
    expect(res.status).toBe(400);
  });
});

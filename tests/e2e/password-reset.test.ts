import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { ADMIN, it } from "../helpers/fixtures";
import { postForm } from "../helpers/forms";

const resetMails = ({ db }: AppDatabase) =>
  db
    .selectFrom("email_outbox")
    .select(["text_body", "to_address"])
    .where("kind", "=", "password-reset")
    .orderBy("created_at")
    .execute();

async function requestToken(server: { url: string }, database: AppDatabase): Promise<string> {
  const before = (await resetMails(database)).length;
  const res = await postForm(server.url, "/auth/forgot", { email: ADMIN.email });
  expect(res.status).toBe(200);
  const mails = await resetMails(database);
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)!.to_address).toBe(ADMIN.email);
  return decodeURIComponent(/\/auth\/reset\?token=([^\s]+)/.exec(mails.at(-1)!.text_body)![1]!);
}

describe("password reset", () => {
  it("answers the same for unknown accounts and queues no e-mail", async ({ server, database }) => {
    const res = await postForm(server.url, "/auth/forgot", { email: "ghost@example.tg" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Si un compte existe pour cet e-mail");
    expect(
      await database.db
        .selectFrom("email_outbox")
        .select("id")
        .where("to_address", "=", "ghost@example.tg")
        .execute(),
    ).toHaveLength(0);
  });

  it("resets once with the e-mailed link; the link cannot be used twice", async ({
    server,
    database,
  }) => {
    const token = await requestToken(server, database);
    const first = await postForm(server.url, "/auth/reset", {
      token,
      password: "brand-new-password-1",
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Mot de passe changé");
    const again = await postForm(server.url, "/auth/reset", {
      token,
      password: "another-password-22",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("plus valable");
    const login = await postForm(server.url, "/auth/login", {
      email: ADMIN.email,
      password: "brand-new-password-1",
    });
    expect(login.status).toBe(302);
  });

  it("refuses an expired link", async ({ server, database }) => {
    const token = await requestToken(server, database);
    await database.db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("identifier", "like", `%${token}%`)
      .execute();
    const res = await postForm(server.url, "/auth/reset", {
      token,
      password: "expired-password-333",
    });
    expect(res.status).toBe(400);
  });
});

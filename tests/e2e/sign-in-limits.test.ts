import { CachePolicy } from "~/lib/http-cache";
import { adminPost, signInCookie } from "../helpers/auth";
import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { ADMIN as SEEDED_ADMIN, it, type E2eServer } from "../helpers/fixtures";
import { OPEN_REDIRECT_PAYLOADS } from "../helpers/open-redirect-payloads";
import { SITE_ORIGIN, guardFields, postForm } from "../helpers/forms";
import { awayFromWindowEdge, LIMIT_WINDOWS } from "../helpers/limit-window";
import { href } from "react-router";

/**
 * Sign-in as an attacker would try it: redirects off-site, password guessing on every path,
 * forged client addresses, locking the owner out, reset-mail floods. The server trusts one
 * proxy (TRUST_PROXY=1), so a request's address is the last X-Forwarded-For entry — the one a
 * real proxy appends; whatever a client writes before it is ignored.
 */
/** The owner's account; the reset test changes its password. */
const ADMIN = { ...SEEDED_ADMIN };
it.override({
  serverEnv: {
    TRUST_PROXY: "1",
    // A first slow-down a slow test machine cannot outlast between two requests.
    SIGNIN_SLOWDOWN_MS: "120000",
  },
});
// The helpers below speak to the file's server and read its database.
let server: E2eServer;
let database: AppDatabase;
it.beforeAll(async ({ server: fileServer, database: fileDatabase }) => {
  server = fileServer;
  database = fileDatabase;
});

/** As seen through one proxy: the client wrote `spoofed`, the proxy appended `address`. */
const from = (address: string, spoofed = "1.1.1.1") => ({
  "x-forwarded-for": `${spoofed}, ${address}`,
});
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function formPost(path: string, fields: Record<string, string>, headers = {}) {
  return postForm(server.url, path, fields, { headers });
}

function formSignIn(email: string, password: string, headers: Record<string, string> = {}) {
  return formPost("/auth/login", { email, password }, headers);
}

describe("redirect after sign-in", () => {
  it(`lands on /admin for each of ${OPEN_REDIRECT_PAYLOADS.length} off-site payloads (form)`, async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const res = await formPost(
        "/auth/login",
        { ...ADMIN, redirectTo: payload },
        from("198.51.100.1"),
      );
      expect(res.status, payload).toBe(302);
      expect(res.headers.get("location"), payload).toBe(href("/admin"));
    }
  });

  it("lands on /admin for each payload when already signed in (GET)", async () => {
    const signedIn = await formPost("/auth/login", ADMIN, from("198.51.100.1"));
    const cookie = cookiesOf(signedIn);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const res = await fetch(
        `${server.url}/auth/login?redirectTo=${encodeURIComponent(payload)}`,
        { redirect: "manual", headers: { cookie } },
      );
      expect(res.status, payload).toBe(302);
      expect(res.headers.get("location"), payload).toBe(href("/admin"));
    }
  });

  it("still follows a same-site path", async () => {
    const res = await formPost(
      "/auth/login",
      { ...ADMIN, redirectTo: `${href("/admin/leads")}?status=new` },
      from("198.51.100.1"),
    );
    expect(res.headers.get("location")).toBe(`${href("/admin/leads")}?status=new`);
  });
});

describe("client address", () => {
  it("is the entry the proxy appended: a forged X-Forwarded-For does not escape the lead limit", async () => {
    await awayFromWindowEdge(LIMIT_WINDOWS.leads);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await postForm(
        server.url,
        "/contact",
        {
          firstName: "Ama",
          lastName: "Mensah",
          email: `spoof${i}@example.tg`,
          phone: "90 12 34 56",
          subject: "Bureaux",
          service: "nettoie-pro",
          message: "Nettoyage de bureaux chaque semaine.",
          urgency: "normal",
          ...guardFields(),
        },
        { headers: from("203.0.113.77", `10.9.8.${i}`) },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe("password guessing", () => {
  it("the owner is not locked out by a flood against the account from elsewhere", async () => {
    // The owner's phone has signed in before: it carries a trusted-device cookie.
    const owner = await formPost("/auth/login", ADMIN, from("198.51.100.20"));
    expect(owner.status).toBe(302);
    const device = owner.headers
      .getSetCookie()
      .find((c) => c.startsWith("trusted_device="))!
      .split(";")[0]!;
    expect(device).toMatch(/^trusted_device=\d+\.[\w-]{43}$/);

    const flood: number[] = [];
    for (let i = 0; i < 30; i++)
      flood.push((await formSignIn(ADMIN.email, `guess-${i}-password`, from("192.0.2.66"))).status);
    // Five free tries, then the account waits (2 minutes here, doubling with each failure).
    expect(flood.filter((s) => s === 401)).toHaveLength(5);
    expect(flood.at(-1)).toBe(429);

    // The attacker's right guess is refused now, from its address, a new one, or with a forged
    // device cookie.
    expect((await formSignIn(ADMIN.email, ADMIN.password, from("192.0.2.66"))).status).toBe(429);
    expect((await formSignIn(ADMIN.email, ADMIN.password, from("192.0.2.67"))).status).toBe(429);
    const forged = await formPost("/auth/login", ADMIN, {
      ...from("192.0.2.68"),
      cookie: `trusted_device=9999999999.${"A".repeat(43)}`,
    });
    expect(forged.status).toBe(429);
    // The owner's own browser gets in at once, from yet another address.
    const back = await formPost("/auth/login", ADMIN, {
      ...from("198.51.100.21"),
      cookie: device,
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(href("/admin"));
  });

  it("an e-mailed reset link ends the slow-down for the owner on a new device", async () => {
    const forgot = await formPost("/auth/forgot", { email: ADMIN.email }, from("198.51.100.30"));
    expect(forgot.status).toBe(200);
    const token = await latestResetToken();
    const reset = await formPost(
      "/auth/reset",
      { token, password: "new-owner-password-99" },
      from("198.51.100.30"),
    );
    expect(reset.status).toBe(200);
    ADMIN.password = "new-owner-password-99";
    const login = await formPost("/auth/login", ADMIN, from("198.51.100.31"));
    expect(login.status).toBe(302);
  });

  it("every step that checks a secret counts: password and 2FA code share one limit per address", async () => {
    const address = "192.0.2.99";
    await awayFromWindowEdge(LIMIT_WINDOWS.signIn);
    const statuses: number[] = [];
    // Different accounts each time, so only the per-address limit applies.
    for (let i = 0; i < 24; i++)
      statuses.push(
        (
          await formPost(
            "/auth/login",
            { email: `ghost${i}@example.tg`, password: "wrong-password-2" },
            from(address),
          )
        ).status,
      );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    const totpStep = await formPost("/auth/login", { code: "123456" }, from(address));
    expect(totpStep.status).toBe(429);
    // better-auth's own endpoints are no way round it: they are closed over HTTP.
    const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/json", ...from(address) },
      body: JSON.stringify({ email: "ghost99@example.tg", password: "wrong-password-2" }),
    });
    expect(api.status).toBe(404);
  });
});

describe("password reset e-mails", () => {
  it("a new link invalidates the older ones", async () => {
    await formPost("/auth/forgot", { email: ADMIN.email }, from("198.51.100.40"));
    const older = await latestResetToken();
    await formPost("/auth/forgot", { email: ADMIN.email }, from("198.51.100.41"));
    const newer = await latestResetToken();
    expect(newer).not.toBe(older);
    const stale = await formPost(
      "/auth/reset",
      { token: older, password: "stale-link-password-1" },
      from("198.51.100.41"),
    );
    expect(stale.status).toBe(400);
  });

  it("at most 3 an hour reach one address, however many are asked from however many addresses", async () => {
    const victim = ADMIN.email;
    const before = await resetMails(victim);
    for (let i = 0; i < 30; i++)
      await formPost("/auth/forgot", { email: victim }, from(`198.18.0.${i + 1}`));
    expect((await resetMails(victim)) - before).toBeLessThanOrEqual(3);
  });

  it("one address may ask 5 times an hour; the form's answer never changes nor tells who exists", async () => {
    const address = "198.51.100.50";
    const answers: string[] = [];
    for (const email of [ADMIN.email, "ghost@example.tg", "x@example.tg", "y@example.tg"]) {
      const res = await formPost("/auth/forgot", { email }, from(address));
      expect(res.status).toBe(200);
      answers.push(visibleAnswer(await res.text()));
    }
    expect(new Set(answers).size).toBe(1);
    // A fifth ask is still served; past it, nothing is sent, even to a real account.
    const editor = { email: "reset-target@example.tg" };
    const created = await adminPost(
      server.url,
      href("/admin/accounts"),
      await signInCookie(server.url, ADMIN.email, ADMIN.password),
      { ...editor, name: "Reset Target", role: "editor", password: "reset-target-password-1" },
    );
    expect(created.status).toBe(200);
    await formPost("/auth/forgot", { email: "z@example.tg" }, from(address));
    const before = await resetMails(editor.email);
    await formPost("/auth/forgot", { email: editor.email }, from(address));
    expect(await resetMails(editor.email)).toBe(before);
    await formPost("/auth/forgot", { email: editor.email }, from("198.51.100.51"));
    expect(await resetMails(editor.email)).toBe(before + 1);
    // The form still answers the same, without saying it was refused.
    const res = await formPost("/auth/forgot", { email: ADMIN.email }, from(address));
    expect(visibleAnswer(await res.text())).toBe(answers[0]);
  });
});

describe("private pages", () => {
  it("are never cached", async () => {
    const signedIn = await formPost("/auth/login", ADMIN, from("198.51.100.60"));
    const cookie = cookiesOf(signedIn);
    for (const path of [
      href("/admin"),
      href("/admin/leads"),
      "/auth/login",
      "/api/auth/get-session",
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      expect(res.headers.get("cache-control"), path).toBe(CachePolicy.noStore);
    }
  });
});

async function resetMails(to: string): Promise<number> {
  const mails = await database.db
    .selectFrom("email_outbox")
    .select("id")
    .where("kind", "=", "password-reset")
    .where("to_address", "=", to)
    .execute();
  return mails.length;
}

async function latestResetToken(): Promise<string> {
  const mail = await database.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("kind", "=", "password-reset")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  return decodeURIComponent(/\/auth\/reset\?token=([^\s]+)/.exec(mail.text_body)![1]!);
}

/** The page's text a person reads in the answer (no nonce, no token). */
function visibleAnswer(html: string): string {
  const text = /role="status"[^>]*>([^<]+)</.exec(html)?.[1];
  if (!text) throw new Error("no status message in the answer");
  return text;
}

describe("without a trusted proxy", () => {
  it("ignores X-Forwarded-For: 25 guesses from 'different' addresses are one address", async ({
    launchServer,
  }) => {
    const direct = await launchServer({ TRUST_PROXY: "0" });
    await awayFromWindowEdge(LIMIT_WINDOWS.signIn);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await postForm(
        direct.url,
        "/auth/login",
        { email: `guess${i}@example.tg`, password: "wrong-password-3" },
        {
          headers: {
            "x-forwarded-for": `203.0.113.${i}`,
            "x-client-address": `203.0.113.${i}`,
          },
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardFields, postForm, readDb } from "../helpers/forms";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ OUTBOX_INTERVAL_MS: "100" });
});
afterAll(async () => {
  await server?.stop();
});

const valid = {
  name: "Kofi Mensah",
  email: "kofi@example.tg",
  rating: "4/5 ★★★★☆",
  testimonial: "Équipe ponctuelle, bureaux impeccables.",
  phone: "90 12 34 56",
};
const pending = () =>
  readDb<{ name: string; rating: number; phone: string | null; status: string; locale: string }>(
    server.dataDir,
    "select name, rating, phone, status, locale from testimonials where status = 'pending'",
  );

describe("testimonial submission", () => {
  it("stores a valid testimonial as pending, normalised, and queues two e-mails", async () => {
    const token = crypto.randomUUID();
    const res = await postForm(server.url, "/api/testimonials?lng=en", {
      ...valid,
      ...guardFields(token),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?lng=en&testimonial=sent#temoignages");
    const rows = pending();
    expect(rows).toEqual([
      {
        name: "Kofi Mensah",
        rating: 4,
        phone: "+228 90 12 34 56",
        status: "pending",
        locale: "en",
      },
    ]);
    const mails = readDb<{ kind: string; to_address: string; subject: string }>(
      server.dataDir,
      "select kind, to_address, subject from email_outbox where related_type = 'testimonial' order by kind",
    );
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["lead-acknowledgement", "kofi@example.tg"],
      ["lead-notification", "contact@africaclean.tg"],
    ]);
    expect(mails[0]!.subject).toBe("Thank you for your testimonial");
  });

  it("stores one testimonial for a retried POST with the same token", async () => {
    const fields = { ...valid, name: "Double Clic", ...guardFields() };
    const [a, b] = await Promise.all([
      postForm(server.url, "/api/testimonials", fields),
      postForm(server.url, "/api/testimonials", fields),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect((await postForm(server.url, "/api/testimonials", fields)).status).toBe(303);
    expect(
      readDb(server.dataDir, "select id from testimonials where name = 'Double Clic'"),
    ).toHaveLength(1);
  });

  it("answers a fetcher with 400 and the spec's field codes, storing nothing", async () => {
    const before = pending().length;
    const res = await postForm(
      server.url,
      "/api/testimonials",
      { name: "", email: "nope", rating: "7/5", testimonial: "ok", ...guardFields() },
      { asFetcher: true },
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    for (const code of ["REQUIRED_FIELD_EMPTY", "TYPE_EMAIL", "TYPE_NUMERIC"])
      expect(body).toContain(code);
    expect(pending()).toHaveLength(before);
  });

  it("refuses the honeypot, a too-fast form and an empty form with 4xx", async () => {
    const before = pending().length;
    const honeypot = await postForm(
      server.url,
      "/api/testimonials",
      { ...valid, ...guardFields(), website: "http://spam.example" },
      { asFetcher: true },
    );
    expect(honeypot.status).toBe(400);
    expect(await honeypot.text()).toContain("BLOCKED");
    const fast = await postForm(
      server.url,
      "/api/testimonials",
      { ...valid, ...guardFields(undefined, 200) },
      { asFetcher: true },
    );
    expect(fast.status).toBe(400);
    expect(await fast.text()).toContain("TOO_FAST");
    const empty = await postForm(
      server.url,
      "/api/testimonials",
      { name: "", email: "", rating: "", testimonial: "", ...guardFields() },
      { asFetcher: true },
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("EMPTY");
    expect(pending()).toHaveLength(before);
  });

  it("stores hostile strings as plain text and never answers 5xx", async () => {
    const hostile = [
      "<script>alert(1)</script>",
      "'; DROP TABLE testimonials; --",
      "\u0000\u202e",
      "{{7*7}}",
      "x".repeat(3000),
    ];
    const count = () =>
      Number(readDb<{ n: number }>(server.dataDir, "select count(*) as n from testimonials")[0]!.n);
    const before = count();
    let accepted = 0;
    for (const text of hostile) {
      const res = await postForm(
        server.url,
        "/api/testimonials",
        { ...valid, name: text.slice(0, 80), testimonial: text, ...guardFields() },
        { asFetcher: true },
      );
      expect(res.status, JSON.stringify(text.slice(0, 20))).toBeLessThan(500);
      if (res.status < 400) accepted++;
    }
    const script = readDb<{ content: string }>(
      server.dataDir,
      "select content from testimonials where content like '%<script>%'",
    );
    expect(script[0]?.content).toBe("<script>alert(1)</script>");
    // Every accepted one is stored, once; every refused one left nothing behind.
    expect(accepted).toBeGreaterThan(0);
    expect(count()).toBe(before + accepted);
  });

  it("limits each visitor to 5 testimonials per 10 minutes with a readable 429", async () => {
    const ip = { "x-forwarded-for": "203.0.113.9" }; // ignored (TRUST_PROXY off): all tests share 127.0.0.1
    let last: Response | undefined;
    for (let i = 0; i < 8; i++)
      last = await postForm(
        server.url,
        "/api/testimonials",
        { ...valid, name: `Visiteur ${i}`, ...guardFields() },
        { asFetcher: true, headers: ip },
      );
    expect(last!.status).toBe(429);
    expect(await last!.text()).toContain("RATE_LIMITED");
  });
});

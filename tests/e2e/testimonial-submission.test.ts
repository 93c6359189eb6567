import { describe, expect } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { awayFromWindowEdge, LIMIT_WINDOWS } from "../helpers/limit-window";

it.override({ serverEnv: { OUTBOX_INTERVAL_MS: "100" } });

const valid = {
  name: "Kofi Mensah",
  email: "kofi@example.tg",
  rating: "4/5 ★★★★☆",
  testimonial: "Équipe ponctuelle, bureaux impeccables.",
  phone: "90 12 34 56",
};
const pending = ({ db }: AppDatabase) =>
  db
    .selectFrom("testimonials")
    .select(["name", "rating", "phone", "status", "locale"])
    .where("status", "=", "pending")
    .execute();

describe("testimonial submission", () => {
  it("stores a valid testimonial as pending, normalised, and queues two e-mails", async ({
    server,
    database,
  }) => {
    const token = crypto.randomUUID();
    const res = await postForm(server.url, "/api/testimonials?lng=en", {
      ...valid,
      ...guardFields(token),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?lng=en&testimonial=sent#temoignages");
    const rows = await pending(database);
    expect(rows).toEqual([
      {
        name: "Kofi Mensah",
        rating: 4,
        phone: "+228 90 12 34 56",
        status: "pending",
        locale: "en",
      },
    ]);
    const mails = await database.db
      .selectFrom("email_outbox")
      .select(["kind", "to_address", "subject"])
      .where("related_type", "=", "testimonial")
      .orderBy("kind")
      .execute();
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["lead-acknowledgement", "kofi@example.tg"],
      ["lead-notification", "contact@africaclean.tg"],
    ]);
    expect(mails[0]!.subject).toBe("Thank you for your testimonial");
  });

  it("stores one testimonial for a retried POST with the same token", async ({
    server,
    database,
  }) => {
    const fields = { ...valid, name: "Double Clic", ...guardFields() };
    const [a, b] = await Promise.all([
      postForm(server.url, "/api/testimonials", fields),
      postForm(server.url, "/api/testimonials", fields),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect((await postForm(server.url, "/api/testimonials", fields)).status).toBe(303);
    expect(
      await database.db
        .selectFrom("testimonials")
        .select("id")
        .where("name", "=", "Double Clic")
        .execute(),
    ).toHaveLength(1);
  });

  it("answers a fetcher with 400 and the spec's field codes, storing nothing", async ({
    server,
    database,
  }) => {
    const before = (await pending(database)).length;
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
    expect(await pending(database)).toHaveLength(before);
  });

  it("refuses the honeypot, a too-fast form and an empty form with 4xx", async ({
    server,
    database,
  }) => {
    const before = (await pending(database)).length;
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
    expect(await pending(database)).toHaveLength(before);
  });

  it("stores hostile strings as plain text and never answers 5xx", async ({ server, database }) => {
    const hostile = [
      "<script>alert(1)</script>",
      "'; DROP TABLE testimonials; --",
      "\u0000\u202e",
      "{{7*7}}",
      "x".repeat(3000),
    ];
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("testimonials")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
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
    const script = await database.db
      .selectFrom("testimonials")
      .select("content")
      .where("content", "like", "%<script>%")
      .execute();
    expect(script[0]?.content).toBe("<script>alert(1)</script>");
    // Every accepted one is stored, once; every refused one left nothing behind.
    expect(accepted).toBeGreaterThan(0);
    expect(await count()).toBe(before + accepted);
  });

  it("limits each visitor to 5 testimonials per 10 minutes with a readable 429", async ({
    server,
  }) => {
    const ip = { "x-forwarded-for": "203.0.113.9" }; // ignored (TRUST_PROXY off): all tests share 127.0.0.1
    let last: Response | undefined;
    await awayFromWindowEdge(LIMIT_WINDOWS.leads);
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

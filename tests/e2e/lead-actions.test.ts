import { describe, expect } from "vitest";
import { it } from "../helpers/fixtures";
import { guardFields, postForm } from "../helpers/forms";
import { awayFromWindowEdge, LIMIT_WINDOWS } from "../helpers/limit-window";

// One trusted proxy: a test can speak from its own address (X-Forwarded-For), so the per-address
// limit test does not depend on what other tests sent.
it.override({ serverEnv: { TRUST_PROXY: "1" } });

const contact = {
  firstName: "Ama",
  lastName: "Mensah",
  email: "ama@example.tg",
  phone: "90 12 34 56",
  company: "Cabinet Lumière",
  subject: "Bureaux",
  service: "nettoie-pro",
  message: "Nettoyage de 200 m² de bureaux chaque semaine.",
  urgency: "urgent",
};
const quote = {
  firstName: "Kofi",
  lastName: "Agbo",
  email: "kofi@example.tg",
  phone: "+228 70 00 00 01",
  serviceType: "sante-pro",
  area: "120 m²",
  frequency: "mensuel",
  description: "Désinfection mensuelle d'un cabinet.",
  budget: "100k-500k",
  urgency: "normal",
  estimateItem: "zone4",
  estimateQuantity: "120",
};

describe("contact form action", () => {
  it("stores a valid message with its origin, queues two e-mails and shows the spec's success text (no JavaScript)", async ({
    server,
    database,
  }) => {
    // A first visit from a WhatsApp campaign link sets the attribution cookie.
    const landing = await fetch(`${server.url}/?utm_source=whatsapp&utm_campaign=lancement`, {
      headers: { referer: "https://l.wa.me/" },
    });
    const cookie = landing.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("lead_src=");
    const res = await postForm(
      server.url,
      "/contact",
      { ...contact, ...guardFields() },
      { headers: { cookie, referer: `${server.url}/contact` } },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Message envoyé avec succès !");
    expect(html).toContain("Nous vous répondrons dans les plus brefs délais.");
    const rows = await database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", "ama@example.tg")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Ama",
      last_name: "Mensah",
      phone: "+228 90 12 34 56",
      status: "new",
      locale: "fr",
      source_page: "/contact",
      utm_source: "whatsapp",
      utm_campaign: "lancement",
      referrer: "https://l.wa.me/",
    });
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    const mails = await database.db
      .selectFrom("email_outbox")
      .select(["kind", "text_body"])
      .where("related_id", "=", rows[0]!.id)
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["lead-acknowledgement", "lead-notification"]);
    expect(mails.find((m) => m.kind === "lead-notification")!.text_body).toContain(
      "Cabinet Lumière",
    );
  });

  it("answers each invalid field in the visitor's language, keeps what was typed, stores nothing", async ({
    server,
    database,
  }) => {
    const messages = () => database.db.selectFrom("contact_messages").select("id").execute();
    const before = (await messages()).length;
    const res = await postForm(server.url, "/contact?lng=en", {
      ...contact,
      firstName: "",
      email: "ama@",
      phone: "12",
      message: "x".repeat(5001),
      service: "hacking",
      ...guardFields(),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("this field is required");
    expect(html).toContain("invalid email address");
    expect(html).toContain("invalid number");
    expect(html).toContain("text is too long");
    expect(html).toContain("unknown choice");
    expect(html).toContain('value="Mensah"');
    expect(await messages()).toHaveLength(before);
  });

  it("stores hostile text as text and renders it escaped", async ({ server, database }) => {
    const res = await postForm(server.url, "/contact", {
      ...contact,
      email: "x@example.tg",
      firstName: "<img src=x onerror=alert(1)>",
      message: "'; DROP TABLE contact_messages; --",
      ...guardFields(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("<img src=x onerror");
    expect(
      await database.db
        .selectFrom("contact_messages")
        .select("first_name")
        .where("email", "=", "x@example.tg")
        .execute(),
    ).toEqual([{ first_name: "<img src=x onerror=alert(1)>" }]);
  });

  it("answers a French form in French to a browser that prefers English (no redirect), stored once", async ({
    server,
    database,
  }) => {
    const fields = { ...contact, email: "english-browser@example.tg", ...guardFields() };
    const stored = () =>
      database.db
        .selectFrom("contact_messages")
        .select(["id", "locale"])
        .where("email", "=", "english-browser@example.tg")
        .execute();
    const res = await postForm(server.url, "/contact", fields, {
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Message envoyé avec succès !");
    expect((await stored()).map((row) => row.locale)).toEqual(["fr"]);
    // Sent again (a reload of the answer): still one message.
    expect(
      (
        await postForm(server.url, "/contact", fields, {
          headers: { "accept-language": "en-GB,en;q=0.9" },
        })
      ).status,
    ).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses an oversized body with 413", async ({ server }) => {
    const res = await postForm(server.url, "/contact", {
      ...contact,
      message: "x".repeat(1_100_000),
      ...guardFields(),
    });
    expect(res.status).toBe(413);
  });
});

describe("quote form action", () => {
  it("gives each request a yearly reference and stores the estimate computed on the server", async ({
    server,
    database,
  }) => {
    const year = new Date().getUTCFullYear();
    const first = await postForm(
      server.url,
      "/quote?tab=form",
      { ...quote, ...guardFields() },
      { asFetcher: true },
    );
    const second = await postForm(
      server.url,
      "/quote?tab=form",
      { ...quote, email: "b@example.tg", ...guardFields() },
      { asFetcher: true },
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const rows = await database.db
      .selectFrom("quote_requests")
      .select(["reference", "estimate", "service_type"])
      .orderBy("reference")
      .execute();
    expect(rows.map((r) => r.reference)).toEqual([`DV-${year}-0001`, `DV-${year}-0002`]);
    expect(await second.text()).toContain(`DV-${year}-0002`);
    // zone4: 500–650 FCFA/m² × 120 m², monthly (−8 %), then −10 % on a first order.
    expect(JSON.parse(rows[0]!.estimate!)).toMatchObject({
      item: "zone4",
      quantity: 120,
      frequency: "mensuel",
      min: 55200,
      max: 71760,
      minAfterDiscount: 49680,
      maxAfterDiscount: 64584,
    });
    const notification = await database.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("kind", "=", "lead-notification")
      .where("subject", "like", `%DV-${year}-0001%`)
      .execute();
    expect(notification[0]!.text_body).toContain("55\u202f200 – 71\u202f760\u00a0FCFA");
  });

  it("takes only the line and the quantity from the browser: no range, no unknown line", async ({
    server,
    database,
  }) => {
    const forged = {
      ...quote,
      email: "forged@example.tg",
      // A browser may send anything: a range of its own is ignored.
      estimateMin: "1",
      estimateMax: "2",
      min: "1",
      max: "2",
    };
    // From an address of its own: the file's other tests use the default one's lead budget.
    const own = { headers: { "x-forwarded-for": "203.0.113.45" } };
    const sent = await postForm(
      server.url,
      "/quote?tab=form",
      { ...forged, ...guardFields() },
      own,
    );
    const unknown = await postForm(
      server.url,
      "/quote?tab=form",
      {
        ...quote,
        email: "unknown-line@example.tg",
        estimateItem: "zone-inventee",
        ...guardFields(),
      },
      own,
    );
    expect([sent.status, unknown.status]).toEqual([200, 200]);
    const estimateOf = async (email: string) => {
      const row = await database.db
        .selectFrom("quote_requests")
        .select("estimate")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.estimate === null ? null : JSON.parse(row.estimate);
    };
    expect(await estimateOf("forged@example.tg")).toMatchObject({ min: 55200, max: 71760 });
    expect(await estimateOf("unknown-line@example.tg")).toBeNull();
  });

  it("stores one request for a double submission with the same token, and answers with the same reference", async ({
    server,
    database,
  }) => {
    const fields = { ...quote, email: "double@example.tg", ...guardFields() };
    const [a, b] = await Promise.all([
      postForm(server.url, "/quote", fields, { asFetcher: true }),
      postForm(server.url, "/quote", fields, { asFetcher: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await database.db
      .selectFrom("quote_requests")
      .select("reference")
      .where("email", "=", "double@example.tg")
      .execute();
    expect(rows).toHaveLength(1);
    for (const body of [await a.text(), await b.text()]) expect(body).toContain(rows[0]!.reference);
  });

  it("requires a known service type and refuses the honeypot and a too-fast form", async ({
    server,
    database,
  }) => {
    const bad = await postForm(
      server.url,
      "/quote",
      { ...quote, serviceType: "", ...guardFields() },
      { asFetcher: true },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("REQUIRED_FIELD_EMPTY");
    const requests = () => database.db.selectFrom("quote_requests").select("id").execute();
    const before = (await requests()).length;
    const honeypot = await postForm(
      server.url,
      "/quote",
      { ...quote, ...guardFields(), website: "x" },
      { asFetcher: true },
    );
    expect(honeypot.status).toBe(400);
    expect(await honeypot.text()).toContain("BLOCKED");
    const tooFast = await postForm(
      server.url,
      "/quote",
      { ...quote, ...guardFields(undefined, 100) },
      { asFetcher: true },
    );
    expect(tooFast.status).toBe(400);
    expect(await tooFast.text()).toContain("TOO_FAST");
    // Read as every form of the site is (decision 046): a field sent twice is refused.
    const twice = new URLSearchParams({ ...quote, ...guardFields() });
    twice.append("firstName", "Ama");
    const doubled = await postForm(server.url, "/quote", twice, { asFetcher: true });
    expect(doubled.status).toBe(400);
    expect(await doubled.text()).toContain("TYPE_TEXT");
    expect(await requests()).toHaveLength(before);
  });

  it("limits a visitor to 5 quote requests per 10 minutes, with a readable 429 page", async ({
    server,
  }) => {
    const statuses: number[] = [];
    let last: Response | undefined;
    await awayFromWindowEdge(LIMIT_WINDOWS.leads);
    for (let i = 0; i < 6; i++) {
      last = await postForm(
        server.url,
        "/quote",
        { ...quote, email: `rl${i}@example.tg`, ...guardFields() },
        { headers: { "x-forwarded-for": "203.0.113.44" } },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await last!.text()).toContain("Trop d&#x27;envois en peu de temps");
  });
});

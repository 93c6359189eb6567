import { expect, it } from "vitest";
import { forEachRuntime } from "../../../tests/helpers/runtime";
import { LEAD_RATE_LIMIT } from "./rate-limit.server";
import { submitLead, type LeadKind } from "./leads.server";
import { href } from "react-router";

const quote = {
  firstName: "Kofi",
  lastName: "Agbo",
  email: "kofi@example.tg",
  phone: "+228 70 00 00 01",
  serviceType: "sante-pro",
  description: "Désinfection mensuelle d'un cabinet.",
  frequency: "mensuel",
  estimateItem: "zone4",
  estimateQuantity: "120",
};

function form(
  fields: Record<string, string>,
  { token = crypto.randomUUID(), ageMs = 10_000 } = {},
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set("_token", token);
  data.set("_started", String(Date.now() - ageMs));
  data.set("website", "");
  return data;
}

const submit = (kind: LeadKind, formData: FormData, clientIp = "192.0.2.10") =>
  submitLead({
    kind,
    formData,
    request: new Request("http://localhost:3000/quote", { method: "POST" }),
    locale: "fr",
    clientIp,
  });

forEachRuntime((runtime) => {
  const count = async (table: "quote_requests" | "email_outbox") =>
    Number(
      (
        await runtime()
          .database.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a quote with a yearly reference and queues its two e-mails in the same step", async () => {
    const { result, httpStatus } = await submit("quote", form(quote));
    expect(httpStatus).toBe(200);
    expect(result.status).toBe("success");
    const year = new Date().getUTCFullYear();
    expect(result.status === "success" && result.reference).toBe(`DV-${year}-0001`);
    const row = await runtime()
      .database.db.selectFrom("quote_requests")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "kofi@example.tg", status: "new", locale: "fr" });
    expect(JSON.parse(row.estimate!)).toMatchObject({ item: "zone4", quantity: 120 });
    const mails = await runtime()
      .database.db.selectFrom("email_outbox")
      .select(["kind", "to_address", "related_id"])
      .orderBy("kind")
      .execute();
    expect(mails).toEqual([
      { kind: "lead-acknowledgement", to_address: "kofi@example.tg", related_id: row.id },
      { kind: "lead-notification", to_address: "contact@africaclean.tg", related_id: row.id },
    ]);
    const second = await submit("quote", form({ ...quote, email: "b@example.tg" }));
    expect(second.result.status === "success" && second.result.reference).toBe(`DV-${year}-0002`);
  });

  it("writes the team's notification in words with a link to the lead, and recaps the request for the visitor in their language", async () => {
    const { result } = await submit(
      "quote",
      form({ ...quote, email: "words@example.tg", budget: "100k-500k", urgency: "urgent" }),
    );
    expect(result.status).toBe("success");
    const { database, config } = runtime();
    const row = await database.db
      .selectFrom("quote_requests")
      .select(["id", "reference"])
      .where("email", "=", "words@example.tg")
      .executeTakeFirstOrThrow();
    const mails = await database.db
      .selectFrom("email_outbox")
      .select(["kind", "text_body", "reply_to"])
      .where("related_id", "=", row.id)
      .execute();
    const team = mails.find((m) => m.kind === "lead-notification")!;
    const visitor = mails.find((m) => m.kind === "lead-acknowledgement")!;
    // The lead itself, from PUBLIC_URL, not the list.
    expect(team.text_body).toContain(`${config.PUBLIC_URL}/admin/leads/quote/${row.id}`);
    expect(team.text_body).toContain("Type de service: Santé Pro – Hygiène des centres de santé");
    expect(team.text_body).toContain("Fréquence: Mensuel");
    expect(team.text_body).toContain("Urgence: Urgent (sous 24 h)");
    expect(team.text_body).toContain("Budget: 100\u202f000 – 500\u202f000\u00a0FCFA");
    expect(team.text_body).toMatch(/Estimation: Zone 4.*× 120\u00a0m² \(Mensuel\)/);
    expect(team.text_body).toContain("55\u202f200 – 71\u202f760\u00a0FCFA");
    expect(team.text_body).not.toMatch(/sante-pro|\bmensuel\b|zone4|100k-500k|: urgent/);
    expect(team.reply_to).toBe("words@example.tg");
    // The visitor's copy: what they sent, in their words, answered by the company's address.
    expect(visitor.reply_to).toBe("contact@africaclean.tg");
    expect(visitor.text_body).toContain("voici ce que vous nous avez envoyé");
    expect(visitor.text_body).toContain(`Référence: ${row.reference}`);
    expect(visitor.text_body).toContain("Désinfection mensuelle d'un cabinet.");
    expect(visitor.text_body).not.toContain(`${href("/admin")}/`);
    const english = await submitLead({
      kind: "contact",
      formData: form({
        firstName: "Jane",
        lastName: "Doe",
        email: "jane@example.com",
        phone: "+228 90 11 22 33",
        service: "eco-jardin",
        message: "A garden for our office.",
      }),
      request: new Request("http://localhost:3000/contact?lng=en", { method: "POST" }),
      locale: "en",
      clientIp: "192.0.2.30",
    });
    expect(english.result.status).toBe("success");
    const ack = await database.db
      .selectFrom("email_outbox")
      .select("text_body")
      .where("kind", "=", "lead-acknowledgement")
      .where("to_address", "=", "jane@example.com")
      .executeTakeFirstOrThrow();
    expect(ack.text_body).toContain("this is what you sent us");
    expect(ack.text_body).toContain("Service: Éco Jardin – Green space design and upkeep");
    expect(ack.text_body).toContain("A garden for our office.");
  });

  it("stores a submission sent twice (even at once) a single time, with one reference", async () => {
    const token = crypto.randomUUID();
    const before = await count("quote_requests");
    const answers = await Promise.all([
      submit("quote", form({ ...quote, email: "twice@example.tg" }, { token }), "192.0.2.11"),
      submit("quote", form({ ...quote, email: "twice@example.tg" }, { token }), "192.0.2.11"),
      submit("quote", form({ ...quote, email: "twice@example.tg" }, { token }), "192.0.2.11"),
    ]);
    expect(await count("quote_requests")).toBe(before + 1);
    const references = new Set(
      answers.map((a) => a.result.status === "success" && a.result.reference),
    );
    expect(references.size).toBe(1);
  });

  it("keeps two people's submissions apart when a cached page gave them the same token", async () => {
    // The home page (and its testimonial form) is served from the page cache: one token for all.
    const token = crypto.randomUUID();
    const before = await count("quote_requests");
    const first = await submit("quote", form({ ...quote, email: "ama@example.tg" }, { token }));
    const second = await submit("quote", form({ ...quote, email: "yao@example.tg" }, { token }));
    const again = await submit("quote", form({ ...quote, email: "yao@example.tg" }, { token }));
    expect(await count("quote_requests")).toBe(before + 2);
    const reference = (a: typeof first) => a.result.status === "success" && a.result.reference;
    expect(reference(second)).not.toBe(reference(first));
    expect(reference(again)).toBe(reference(second));
  });

  const withHoneypot = () => {
    const data = form(quote);
    data.set("website", "x");
    return data;
  };
  it.each([
    ["the honeypot is filled", withHoneypot, "BLOCKED"],
    ["the form was sent too fast", () => form(quote, { ageMs: 100 }), "TOO_FAST"],
    ["every field is empty", () => form({}), "EMPTY"],
  ])("refuses a lead when %s, says why and stores nothing", async (_why, make, code) => {
    await expectRefused(make(), code);
  });

  async function expectRefused(data: FormData, code: string) {
    const before = [await count("quote_requests"), await count("email_outbox")];
    const { result, httpStatus } = await submit("quote", data, "192.0.2.12");
    expect(httpStatus).toBe(400);
    expect(result.status === "error" && result.formError).toBe(code);
    expect([await count("quote_requests"), await count("email_outbox")]).toEqual(before);
  }

  it("answers invalid fields with codes per field, keeps what was typed, stores nothing", async () => {
    const before = await count("quote_requests");
    const { result, httpStatus } = await submit(
      "quote",
      form({ ...quote, email: "nope", serviceType: "hacking" }),
      "192.0.2.13",
    );
    expect(httpStatus).toBe(400);
    expect(result.status).toBe("error");
    if (result.status !== "error") return;
    expect(result.fieldErrors.email).toBeDefined();
    expect(result.fieldErrors.serviceType).toBeDefined();
    expect(result.values.firstName).toBe("Kofi");
    expect(await count("quote_requests")).toBe(before);
  });

  it(`limits one address to ${LEAD_RATE_LIMIT.max} leads per window of each kind, others unaffected`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_RATE_LIMIT.max; i++)
      statuses.push(
        (await submit("quote", form({ ...quote, email: `rl${i}@example.tg` }), "192.0.2.50"))
          .httpStatus,
      );
    expect(statuses).toEqual([...Array(LEAD_RATE_LIMIT.max).fill(200), 429]);
    const refused = await runtime()
      .database.db.selectFrom("quote_requests")
      .select("id")
      .where("email", "=", `rl${LEAD_RATE_LIMIT.max}@example.tg`)
      .execute();
    expect(refused).toHaveLength(0);
    expect((await submit("quote", form(quote), "192.0.2.51")).httpStatus).toBe(200);
  });
});

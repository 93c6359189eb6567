import { expect, it } from "vitest";
import { forEachRuntime } from "../../../tests/helpers/runtime";
import { LEAD_RATE_LIMIT } from "./rate-limit.server";
import { submitLead, type LeadKind } from "./leads.server";

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

import { describe, expect, it } from "vitest";
import * as z from "zod";
import { adminForm, line, parseAdminForm } from "~/features/forms/index.server";
import { ratingText } from "./form-codes";
import { contactSchema, quoteSchema, readLeadForm, testimonialSchema } from "./schemas";

const validContact = {
  firstName: "Ama",
  lastName: "Mensah",
  email: "ama@example.tg",
  phone: "90 12 34 56",
  message: "Bonjour, un devis pour nos bureaux.",
};

/** The codes each field is refused with, as the action and the browser read them. */
async function errorsOf(kind: "contact" | "quote" | "testimonial", input: Record<string, unknown>) {
  const read = await readLeadForm(kind, input);
  return read.ok ? {} : read.problems;
}

describe("contact schema", () => {
  it("accepts a valid message, trims, normalises the phone and drops blank optionals", () => {
    const result = contactSchema.safeParse({
      ...validContact,
      firstName: "  Ama ",
      company: "  ",
      service: "",
      urgency: "urgent",
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      firstName: "Ama",
      phone: "+228 90 12 34 56",
      company: undefined,
      service: undefined,
      urgency: "urgent",
    });
  });

  it("names each bad field with a catalogue code", async () => {
    expect(
      await errorsOf("contact", {
        ...validContact,
        firstName: "",
        email: "ama@",
        phone: "12",
        service: "hacking",
        urgency: "tomorrow",
        message: "x".repeat(5001),
      }),
    ).toEqual({
      firstName: ["REQUIRED_FIELD_EMPTY"],
      email: ["TYPE_EMAIL"],
      phone: ["TYPE_PHONE"],
      service: ["INVALID_OPTION"],
      urgency: ["INVALID_OPTION"],
      message: ["TOO_LONG"],
    });
  });

  it("tells a missing field from an empty one, and rejects non-text", async () => {
    const { lastName: _omit, ...rest } = validContact;
    expect(await errorsOf("contact", rest)).toEqual({ lastName: ["REQUIRED_FIELD_MISSING"] });
    expect(await errorsOf("contact", { ...validContact, message: 42 })).toEqual({
      message: ["TYPE_TEXT"],
    });
  });
});

describe("quote schema", () => {
  const valid = {
    ...validContact,
    serviceType: "sante-pro",
    description: "Désinfection d'un cabinet de 120 m²",
  };
  it("requires a known service type", async () => {
    expect(quoteSchema.safeParse(valid).success).toBe(true);
    expect(await errorsOf("quote", { ...valid, serviceType: "" })).toEqual({
      serviceType: ["REQUIRED_FIELD_EMPTY"],
    });
    expect(await errorsOf("quote", { ...valid, serviceType: "demolition" })).toEqual({
      serviceType: ["INVALID_OPTION"],
    });
  });
  it("parses the estimate's quantity as a positive number", async () => {
    expect(
      quoteSchema.safeParse({ ...valid, estimateItem: "zone1", estimateQuantity: "120,5" }).data,
    ).toMatchObject({ estimateQuantity: 120.5 });
    expect(
      await errorsOf("quote", { ...valid, estimateItem: "zone1", estimateQuantity: "-3" }),
    ).toEqual({ estimateQuantity: ["TYPE_NUMERIC"] });
  });
});

describe("testimonial schema", () => {
  const valid = {
    name: "Kofi",
    email: "kofi@example.tg",
    rating: ratingText(4),
    testimonial: "Équipe ponctuelle et soigneuse.",
  };
  it("reads the rating from its 'N/5 ★' text", () => {
    expect(ratingText(4)).toBe("4/5 ★★★★☆");
    const parsed = testimonialSchema.safeParse(valid).data;
    expect(parsed?.rating).toBe(4);
    expect(parsed?.phone).toBeUndefined();
    expect(testimonialSchema.safeParse({ ...valid, rating: "5" }).data).toMatchObject({
      rating: 5,
    });
  });
  it("uses the spec's codes", async () => {
    expect(
      await errorsOf("testimonial", {
        ...valid,
        rating: "9/5",
        email: "nope",
        testimonial: "",
        phone: "abc",
      }),
    ).toEqual({
      rating: ["TYPE_NUMERIC"],
      email: ["TYPE_EMAIL"],
      testimonial: ["REQUIRED_FIELD_EMPTY"],
      phone: ["TYPE_PHONE"],
    });
    expect(
      await errorsOf("testimonial", { email: "a@b.tg", rating: "5/5", testimonial: "ok" }),
    ).toEqual({ name: ["REQUIRED_FIELD_MISSING"] });
  });
});

describe("an e-mail or a phone number, not both", () => {
  const samples = {
    contact: validContact,
    quote: { ...validContact, serviceType: "sante-pro", description: "Vitres du cabinet" },
    testimonial: {
      name: "Afi",
      email: "afi@example.tg",
      phone: "90 12 34 56",
      rating: "5/5",
      testimonial: "Bien.",
    },
  } as const;
  it.for(Object.keys(samples) as Array<keyof typeof samples>)(
    "takes a %s with either one, stored as an empty text when absent",
    async (kind) => {
      const withPhone = await readLeadForm(kind, { ...samples[kind], email: "" });
      expect(withPhone.ok && withPhone.data).toMatchObject({
        email: "",
        phone: "+228 90 12 34 56",
      });
      const { phone: _none, ...withEmail } = samples[kind];
      const read = await readLeadForm(kind, withEmail);
      expect(read.ok && read.data).toMatchObject({ email: samples[kind].email });
      if (kind !== "testimonial") expect(read.ok && read.data.phone).toBe("");
    },
  );
  it.for(Object.keys(samples) as Array<keyof typeof samples>)(
    "refuses a %s with neither, under both fields, even beside other mistakes",
    async (kind) => {
      const neither = { ...samples[kind], email: " ", phone: "" };
      expect(await errorsOf(kind, neither)).toEqual({
        email: ["EMAIL_OR_PHONE"],
        phone: ["EMAIL_OR_PHONE"],
      });
      const alsoNameless = { ...neither, firstName: "", name: "" };
      expect(Object.keys(await errorsOf(kind, alsoNameless)).sort()).toEqual(
        ["email", kind === "testimonial" ? "name" : "firstName", "phone"].sort(),
      );
      // A mistyped one is its own mistake, not a missing one.
      expect(await errorsOf(kind, { ...neither, email: "afi@" })).toEqual({
        email: ["TYPE_EMAIL"],
      });
    },
  );
});

describe("the one form reader", () => {
  it("reads a lead form as an admin form: lists, cleaned text, a refusal", async () => {
    const body = new FormData();
    body.append("firstName", "Ama");
    body.append("firstName", "Kofi");
    body.append("lastName", "Men\u0000sah");
    const lead = await readLeadForm("contact", body);
    expect(lead).toMatchObject({
      ok: false,
      problems: { firstName: ["TYPE_TEXT"] },
      values: { firstName: ["Ama", "Kofi"], lastName: "Mensah" },
    });
    const adminSchema = z.object({ firstName: line(80), lastName: line(80) });
    const admin = await parseAdminForm(
      new Request("http://localhost/admin/x", { method: "POST", body }),
      adminForm(adminSchema, { keep: "all" }),
    );
    expect(admin).toMatchObject({
      ok: false,
      refusal: { refused: "stale", sent: { firstName: ["Ama", "Kofi"], lastName: "Mensah" } },
    });
  });
});

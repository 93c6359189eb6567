import { describe, expect, it } from "vitest";
import * as z from "zod";
import * as zm from "zod/mini";
import { formValues, postedForm, readForm, type Vocabulary } from "./read-form";

const CODES: Vocabulary<"REQUIRED" | "TOO_LONG" | "OTHER"> = {
  codes: ["REQUIRED", "TOO_LONG", "OTHER"],
  other: "OTHER",
};

const form = (fields: Array<[string, string | File]>) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
};

describe("formValues", () => {
  it("gives a name sent once as its value, several times as a list, files as files", () => {
    const file = new File(["x"], "a.txt");
    expect(
      formValues(
        form([
          ["a", "1"],
          ["b", "2"],
          ["b", "3"],
          ["f", file],
        ]),
      ),
    ).toEqual({ a: "1", b: ["2", "3"], f: file });
  });

  it("drops control characters from text, except in raw names, for FormData and JSON", () => {
    const sent: Array<[string, string]> = [
      ["name", "A\u0000ma\r\n"],
      ["password", " p\u0007 "],
    ];
    const clean = { name: "Ama\n", password: " p\u0007 " };
    expect(formValues(form(sent), ["password"])).toEqual(clean);
    expect(formValues(Object.fromEntries(sent), ["password"])).toEqual(clean);
  });

  it("treats a field named __proto__ as a field", () => {
    const values = formValues(
      form([
        ["__proto__", "x"],
        ["constructor", "y"],
      ]),
    );
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(["__proto__", "constructor"]);
  });
});

describe("readForm", () => {
  const schema = z
    .object({
      name: z
        .string()
        .min(1, "REQUIRED")
        .max(5, "TOO_LONG")
        .regex(/^[a-z]*$/, "LOWER"),
      note: z.string().optional(),
    })
    .refine((v) => v.note !== "whole", "REQUIRED");

  it("gives typed data, and the values as read", async () => {
    expect(await readForm(form([["name", "ama\u0000"]]), schema, CODES)).toEqual({
      ok: true,
      data: { name: "ama" },
      values: { name: "ama" },
    });
  });

  it("gives each field's codes once; an unknown message is the vocabulary's other", async () => {
    const read = await readForm({ name: "AMA MENSAH", note: ["a", "b"] }, schema, CODES);
    expect(read).toMatchObject({ ok: false, problems: { name: ["TOO_LONG", "OTHER"] } });
    // A name sent twice where one text is expected: refused, never a silent pick.
    expect(!read.ok && read.problems.note).toEqual(["OTHER"]);
  });

  it("puts a problem of the whole form under `form`", async () => {
    const read = await readForm({ name: "ama", note: "whole" }, schema, CODES);
    expect(read).toMatchObject({ ok: false, problems: { form: ["REQUIRED"] } });
  });

  it("reads with a zod/mini schema (the lead forms') as with a zod one", async () => {
    const mini = zm.object({ name: zm.string().check(zm.maxLength(5, "TOO_LONG")) });
    expect(await readForm({ name: "abcdef" }, mini, CODES)).toMatchObject({
      ok: false,
      problems: { name: ["TOO_LONG"] },
    });
    expect(await readForm({}, mini, CODES)).toMatchObject({ problems: { name: ["OTHER"] } });
  });
});

describe("postedForm", () => {
  const post = (body: BodyInit | null, type?: string) =>
    new Request("http://localhost/", {
      method: "POST",
      body,
      headers: type ? { "content-type": type } : {},
    });

  it("reads multipart and urlencoded bodies, and nothing else", async () => {
    expect((await postedForm(post(form([["a", "1"]]))))?.get("a")).toBe("1");
    expect((await postedForm(post(new URLSearchParams({ a: "2" }))))?.get("a")).toBe("2");
    expect(await postedForm(post('{"a":1}', "application/json"))).toBeUndefined();
    expect(
      await postedForm(post("--x\r\nbroken", "multipart/form-data; boundary=x")),
    ).toBeUndefined();
    expect(await postedForm(post(null))).toBeUndefined();
  });
});

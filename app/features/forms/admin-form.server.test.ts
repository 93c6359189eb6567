import { describe, expect, it } from "vitest";
import * as z from "zod";
import { FIELD_CODES } from "~/features/forms/validation";
import { adminWords, words } from "~/i18n/words/admin";
import { refusalText, rowProblems, type FormRefusal } from "./admin-form";
import {
  adminForm,
  checkbox,
  choice,
  id,
  line,
  list,
  parseAdminForm,
  secret,
  text,
  upload,
  uploads,
} from "./admin-form.server";

/** A screen with three buttons, built like the admin's own. */
const memberForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("save").default("save"),
      id: id(),
      name: line(80, { required: true }),
      bio: text(200),
      days: list(choice(["Monday", "Tuesday"])),
      photo: upload(),
      shown: checkbox(),
      password: secret(),
    }),
    z.object({ intent: z.literal("remove"), id: id() }),
    z.object({ intent: z.literal("upload"), photos: uploads() }),
  ]),
  { raw: ["password"], keep: ["id", "name", "days"] },
);

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/team", { method: "POST", body, headers });

const form = (fields: Array<[string, string | File]>) => {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
};

const refusalOf = async (body: BodyInit, headers?: Record<string, string>) => {
  const result = await parseAdminForm(post(body, headers), memberForm);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return result.refusal;
};

const picture = new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" });

describe("parseAdminForm", () => {
  it("gives a valid form as typed data: default intent, lists, files, checkboxes", async () => {
    const result = await parseAdminForm(
      post(
        form([
          ["id", "0b6c6a52-5f7e-4d0c-9a3b-2c1d0e9f8a7b"],
          ["name", "  Ama\tMensah \n"],
          ["bio", "Line one\r\nLine two"],
          ["days", "Monday"],
          ["days", "Tuesday"],
          ["photo", picture],
          ["shown", "on"],
          ["password", " pass\u0007word "],
          ["unknown", "ignored"],
        ]),
      ),
      memberForm,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        intent: "save",
        id: "0b6c6a52-5f7e-4d0c-9a3b-2c1d0e9f8a7b",
        name: "Ama Mensah",
        bio: "Line one\nLine two",
        days: ["Monday", "Tuesday"],
        photo: expect.objectContaining({ name: "a.jpg", size: 3 }),
        shown: true,
        // A secret is read as typed: it is only hashed.
        password: " pass\u0007word ",
      },
    });
  });

  it("reads an urlencoded form too, one checkbox ticked as a list of one", async () => {
    const result = await parseAdminForm(
      post(new URLSearchParams({ id: "abc", name: "Kofi", days: "Monday" }), {
        "content-type": "application/x-www-form-urlencoded",
      }),
      memberForm,
    );
    expect(result.ok && result.data.intent === "save" && result.data.photo).toBeUndefined();
    expect(result.ok && result.data).toMatchObject({
      intent: "save",
      days: ["Monday"],
      shown: false,
      bio: "",
      password: "",
    });
  });

  it("keeps the chosen files of a multiple input and drops the empty entry of none", async () => {
    const chosen = await parseAdminForm(
      post(
        form([
          ["intent", "upload"],
          ["photos", picture],
          ["photos", picture],
        ]),
      ),
      memberForm,
    );
    expect(chosen.ok && chosen.data).toEqual({
      intent: "upload",
      photos: [expect.any(File), expect.any(File)],
    });
    // What a browser sends for a multiple file input with nothing chosen.
    const none = await parseAdminForm(
      post(
        [
          '--B\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n',
          '--B\r\nContent-Disposition: form-data; name="photos"; filename=""\r\n',
          "Content-Type: application/octet-stream\r\n\r\n\r\n--B--\r\n",
        ].join(""),
        { "content-type": "multipart/form-data; boundary=B" },
      ),
      memberForm,
    );
    expect(none.ok && none.data).toEqual({ intent: "upload", photos: [] });
  });

  it("refuses an unknown intent, and an intent sent twice", async () => {
    expect(await refusalOf(form([["intent", "publish"]]))).toEqual({
      refused: "intent",
      problems: {},
      sent: {},
    });
    const twice = await refusalOf(
      form([
        ["intent", "remove"],
        ["intent", "save"],
        ["id", "abc"],
      ]),
    );
    expect(twice.refused).toBe("intent");
  });

  it("refuses a missing required field with REQUIRED, beside the field", async () => {
    const refusal = await refusalOf(form([["id", "abc"]]));
    expect(refusal).toEqual({
      refused: "fields",
      problems: { name: "REQUIRED" },
      sent: { id: "abc" },
    });
    // Blank counts as empty.
    expect(
      (
        await refusalOf(
          form([
            ["id", "abc"],
            ["name", " \t "],
          ]),
        )
      ).problems,
    ).toEqual({
      name: "REQUIRED",
    });
  });

  it("refuses a missing or malformed id as a stale form, without field problems", async () => {
    expect(await refusalOf(form([["name", "Ama"]]))).toEqual({
      refused: "stale",
      problems: {},
      sent: { name: "Ama" },
    });
    expect(
      (
        await refusalOf(
          form([
            ["intent", "remove"],
            ["id", "../../etc"],
          ]),
        )
      ).refused,
    ).toBe("stale");
  });

  it("drops a NUL byte and other control characters from text, and keeps the rest", async () => {
    const result = await parseAdminForm(
      post(
        form([
          ["id", "abc"],
          ["name", "Ama\u0000 Mensah\u001b"],
          ["bio", "a\u0000b\nc"],
        ]),
      ),
      memberForm,
    );
    expect(result.ok && result.data).toMatchObject({ name: "Ama Mensah", bio: "ab\nc" });
  });

  it("refuses a value over the field's limit with TOO_LONG, and keeps what was typed", async () => {
    const long = "x".repeat(81);
    const refusal = await refusalOf(
      form([
        ["id", "abc"],
        ["name", long],
        ["bio", "y".repeat(201)],
      ]),
    );
    expect(refusal).toEqual({
      refused: "fields",
      problems: { name: "TOO_LONG", bio: "TOO_LONG" },
      sent: { id: "abc", name: long },
    });
    // At the limit is fine.
    const at = await parseAdminForm(
      post(
        form([
          ["id", "abc"],
          ["name", "x".repeat(80)],
        ]),
      ),
      memberForm,
    );
    expect(at.ok).toBe(true);
  });

  it("refuses a file where text is expected, a name sent twice, a choice no field offers", async () => {
    expect(
      (
        await refusalOf(
          form([
            ["id", "abc"],
            ["name", picture],
          ]),
        )
      ).refused,
    ).toBe("stale");
    expect(
      (
        await refusalOf(
          form([
            ["id", "abc"],
            ["name", "Ama"],
            ["name", "Kofi"],
          ]),
        )
      ).refused,
    ).toBe("stale");
    const day = await refusalOf(
      form([
        ["id", "abc"],
        ["name", "Ama"],
        ["days", "Caturday"],
      ]),
    );
    // Sent back as it came: once, a text; several times, a list.
    expect(day).toMatchObject({ refused: "stale", sent: { days: "Caturday" } });
    // Text where a file is expected.
    expect(
      (
        await refusalOf(
          form([
            ["id", "abc"],
            ["name", "Ama"],
            ["photo", "x.jpg"],
          ]),
        )
      ).refused,
    ).toBe("stale");
  });

  it("refuses a body that is not a form, never with an exception", async () => {
    expect(
      await refusalOf(JSON.stringify({ intent: "remove", id: "abc" }), {
        "content-type": "application/json",
      }),
    ).toEqual({ refused: "form", problems: {}, sent: {} });
    expect(
      (await refusalOf("intent=remove&id=abc", { "content-type": "text/plain" })).refused,
    ).toBe("form");
    const broken = await refusalOf("--x\r\nnot a part", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.refused).toBe("form");
    const nothing = await parseAdminForm(
      new Request("http://localhost/admin/team", { method: "POST" }),
      memberForm,
    );
    expect(nothing.ok).toBe(false);
  });

  it("bounds what a refusal sends back", async () => {
    const refusal = await refusalOf(
      form([
        ["id", "abc"],
        ["name", "z".repeat(50_000)],
      ]),
    );
    expect((refusal.sent.name as string).length).toBe(10_000);
  });
});

describe("refusalText", () => {
  const fields: FormRefusal = {
    refused: "fields",
    problems: { name: "TOO_LONG", bio: "TOO_LONG", email: "EMAIL" },
    sent: {},
  };

  it.each(["fr", "en"] as const)("says why in the staff member's language (%s)", (locale) => {
    const t = words(locale, adminWords);
    expect(refusalText(t, { refused: "intent", problems: {}, sent: {} })).toBe(t.refused.intent);
    expect(refusalText(t, { refused: "form", problems: {}, sent: {} })).toBe(t.refused.form);
    expect(refusalText(t, { refused: "stale", problems: {}, sent: {} })).toBe(t.refused.stale);
    // Each problem once, in words; a page that marks its fields only says to correct them.
    expect(refusalText(t, fields)).toBe(
      t.refused.fields.replace(
        "{problems}",
        `${t.site.problems.TOO_LONG} ${t.site.problems.EMAIL}`,
      ),
    );
    expect(refusalText(t, fields, true)).toBe(t.site.invalid);
  });

  it("has a sentence in both languages for every code a schema may give", () => {
    for (const locale of ["fr", "en"] as const)
      for (const code of FIELD_CODES)
        expect(words(locale, adminWords).site.problems[code]).toBeTruthy();
  });

  it("has different words in French and in English", () => {
    const [fr, en] = [words("fr", adminWords), words("en", adminWords)];
    for (const reason of ["form", "intent", "stale", "fields"] as const)
      expect(fr.refused[reason]).not.toBe(en.refused[reason]);
    expect(fr.site.problems.INVALID).not.toBe(en.site.problems.INVALID);
  });
});

describe("rowProblems", () => {
  const refusal: FormRefusal = {
    refused: "fields",
    problems: { name: "TOO_LONG" },
    sent: { id: "a" },
  };

  it("shows a refusal's problems in the form of the row it came from, and only there", () => {
    expect(rowProblems(refusal, "a")).toEqual({ name: "TOO_LONG" });
    expect(rowProblems(refusal, "b")).toEqual({});
    expect(rowProblems(refusal, "")).toEqual({});
    // The add form sends an empty id, or none.
    expect(rowProblems({ ...refusal, sent: { id: "" } }, "")).toEqual({ name: "TOO_LONG" });
    expect(rowProblems({ ...refusal, sent: {} }, "")).toEqual({ name: "TOO_LONG" });
  });

  it("reads the action's own answer the same way", () => {
    expect(rowProblems({ id: "a", problems: { photo: "IMAGE" } }, "a")).toEqual({ photo: "IMAGE" });
    expect(rowProblems({ id: "a", problems: { photo: "IMAGE" } }, "b")).toEqual({});
    expect(rowProblems(undefined, "a")).toEqual({});
  });
});

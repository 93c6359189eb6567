import { describe, expect, it } from "vitest";
import { readLeadResult, showFormError } from "./lead-result";

const current = { token: "current-token-0000", startedAt: 1_000 };

describe("readLeadResult", () => {
  it("reads what the server answers, with the next attempt's token", () => {
    const answer = {
      status: "success",
      reference: "DV-2026-0001",
      token: "next-token-00000",
      startedAt: 2_000,
    };
    expect(readLeadResult(answer, current)).toEqual({
      status: "success",
      reference: "DV-2026-0001",
      serviceType: undefined,
      token: "next-token-00000",
      startedAt: 2_000,
    });
  });

  it("keeps the form's own token and start time when an answer carries none", () => {
    const read = readLeadResult(
      { status: "error", fieldErrors: {}, formError: "EMPTY", token: "" },
      current,
    );
    expect(read).toMatchObject({ status: "error", formError: "EMPTY", ...current });
  });

  it("turns codes it does not know into 'unspecified' and drops values that are not text", () => {
    const read = readLeadResult(
      {
        status: "error",
        fieldErrors: { email: ["TYPE_EMAIL", "SOMETHING_NEW"], phone: "TYPE_PHONE" },
        formError: "NOT_A_CODE",
        values: { name: "Ama", rating: 5 },
      },
      current,
    );
    expect(read).toEqual({
      status: "error",
      fieldErrors: { email: ["TYPE_EMAIL", "UNSPECIFIED"] },
      formError: undefined,
      values: { name: "Ama" },
      ...current,
    });
  });

  it("ignores what is not an answer: nothing, a redirect's data, an unknown status, a queued one without id", () => {
    for (const data of [undefined, null, "sent", [], { status: "weird" }, { status: "queued" }])
      expect(readLeadResult(data, current)).toBeUndefined();
    expect(readLeadResult({ status: "queued", id: "k1" }, current)).toEqual({
      status: "queued",
      id: "k1",
      ...current,
    });
  });
});

describe("showFormError", () => {
  it("shows the form's notice for a refusal that is not about one field", () => {
    const base = { status: "error", values: {}, ...current } as const;
    expect(showFormError({ ...base, fieldErrors: {}, formError: "RATE_LIMITED" })).toBe(true);
    expect(showFormError({ ...base, fieldErrors: {} })).toBe(true);
    expect(showFormError({ ...base, fieldErrors: { email: ["TYPE_EMAIL"] } })).toBe(false);
    expect(showFormError({ status: "success", ...current })).toBe(false);
    expect(showFormError(undefined)).toBe(false);
  });
});

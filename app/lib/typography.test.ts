import { describe, expect, it } from "vitest";
import { prefixedFieldErrorText } from "~/features/leads/messages";
import { withLabel } from "./typography";

describe("label and colon in each language", () => {
  it("puts a space before the colon in French only", () => {
    expect(withLabel("Lundi – samedi", "7 h", "fr")).toBe("Lundi – samedi : 7 h");
    expect(withLabel("Monday – Saturday", "7:00 am", "en")).toBe("Monday – Saturday: 7:00 am");
  });

  it("prefixes a field's error with its label the way each language writes it", () => {
    expect(prefixedFieldErrorText("Email *", ["TYPE_EMAIL"], "en")).toBe(
      "Email: invalid email address (example: name@domain.com)",
    );
    expect(prefixedFieldErrorText("Phone (optional)", ["TYPE_PHONE"], "en")).toMatch(
      /^Phone \(optional\): invalid number/,
    );
    expect(prefixedFieldErrorText("E-mail *", ["TYPE_EMAIL"], "fr")).toMatch(
      /^E-mail : adresse e-mail invalide/,
    );
  });
});

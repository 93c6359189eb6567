import { expect, it } from "vitest";
import { adminWords } from "~/i18n/words/admin";
import { AUDIT_FAMILIES } from "./audit-filters";

/** The open-ended word lists (keyed by stored codes) are not checked by the types: check them. */
it.for(["actions", "targets"] as const)("names every journal %s in both languages", (list) => {
  const fr = adminWords.fr.audit[list];
  const en = adminWords.en.audit[list];
  expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  for (const words of [fr, en]) expect(Object.values(words).every((w) => w.trim())).toBe(true);
});

it("names every kind of e-mail in both languages, and every action in a filterable kind", () => {
  expect(Object.keys(adminWords.en.outbox.kinds).sort()).toEqual(
    Object.keys(adminWords.fr.outbox.kinds).sort(),
  );
  for (const action of Object.keys(adminWords.fr.audit.actions))
    expect(AUDIT_FAMILIES).toContain(action.split(".")[0]);
});

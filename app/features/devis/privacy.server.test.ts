import { afterEach, expect, it } from "vitest";
import { DEFAULT_COMPANY } from "~/content/company";
import type { AppDatabase } from "~/db/db.server";
import {
  countRows,
  erasePersonalData,
  exportDocument,
  findPersonalData,
  parsePersonKey,
} from "~/features/privacy/personal-data.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { sentDevisFor } from "../../../tests/helpers/devis";
import { applyRetention } from "~/features/privacy/retention.server";
import { answerDevis, findByToken } from "./answer.server";
import { getDevis } from "./devis.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const answering = {
  address: "203.0.113.7",
  company: DEFAULT_COMPANY,
  notifyTo: "team@africaclean.tg",
  adminUrl: "https://africaclean.tg/admin/devis/x",
};

forEachDatabase((open) => {
  it("exports a person's devis with their lines, found by address or by request", async () => {
    database = await open();
    const { id } = await sentDevisFor(database, { email: "kofi@example.tg" });
    await sentDevisFor(database, { reference: "DV-2026-0050", email: "someone@example.tg" });
    const found = await findPersonalData(database, parsePersonKey("Kofi@Example.tg")!);
    expect(countRows(found).devis).toBe(1);
    const file = exportDocument(parsePersonKey("kofi@example.tg")!, found);
    expect(file.devis.map((d) => d.id)).toEqual([id]);
    expect(file.devisLines.every((l) => l.devis_id === id)).toBe(true);
    // The devis e-mail (with its PDF) is theirs too.
    expect(found.emails.some((m) => m.kind === "devis" && m.related_id === id)).toBe(true);
  });

  it("erases the client from an accepted devis but keeps its amounts and lines", async () => {
    database = await open();
    const { id, token } = await sentDevisFor(database, { email: "kofi@example.tg" });
    await answerDevis(database, id, { kind: "accept", name: "Kofi Agbo" }, answering);
    const before = (await getDevis(database, id))!;
    const erased = await erasePersonalData(database, parsePersonKey("kofi@example.tg")!, null);
    expect(erased.devis).toBe(1);
    const after = (await getDevis(database, id))!;
    expect(after.devis).toMatchObject({
      client_name: "",
      client_email: "",
      client_phone: "",
      client_company: null,
      answer_name: null,
      answer_address: null,
      token_hash: null,
      status: "accepted",
      subtotal: before.devis.subtotal,
      total: before.devis.total,
      answered_at: before.devis.answered_at,
    });
    expect(after.devis.anonymised_at).not.toBeNull();
    expect(after.lines).toEqual(before.lines);
    // The link opens nothing, and the change log no longer names them.
    expect(await findByToken(database, token)).toBeUndefined();
    const log = await database.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target_id", "=", id)
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(["devis.accept", "devis.send"]);
    expect(JSON.stringify(log)).not.toMatch(/Kofi|kofi@|203\.0\.113\.7/);
    const files = await database.db.selectFrom("email_attachments").select("id").execute();
    expect(files).toEqual([]);
    expect(
      countRows(await findPersonalData(database, parsePersonKey("kofi@example.tg")!)).devis,
    ).toBe(0);
  });

  it("clears the client from devis past the retention period, with their request", async () => {
    database = await open();
    const { id } = await sentDevisFor(database, { email: "kofi@example.tg" });
    const recent = await sentDevisFor(database, {
      reference: "DV-2026-0051",
      email: "ama@example.tg",
    });
    const total = (await getDevis(database, id))!.devis.total;
    // The first request is backdated past the 24 months kept.
    await database.db
      .updateTable("quote_requests")
      .set({ created_at: "2020-01-01T00:00:00.000Z" })
      .where("reference", "=", "DV-2026-0042")
      .execute();
    const result = await applyRetention(database);
    expect(result).toMatchObject({ quoteRequests: 1, devis: 1 });
    expect((await getDevis(database, id))!.devis).toMatchObject({ client_name: "", total });
    expect((await getDevis(database, recent.id))!.devis.client_name).toBe("Kofi Agbo");
    expect((await applyRetention(database)).devis).toBe(0);
  });
});

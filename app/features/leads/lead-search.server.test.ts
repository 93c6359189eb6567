import { expect, it } from "vitest";
import { seedBacklog } from "../../../tests/helpers/backlog";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { queryPlan } from "../../../tests/helpers/query-plan";
import { listLeads } from "./inbox.server";
import { filteredLeads } from "./lead-query.server";

const BACKLOG = { quotes: 40, contacts: 40, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 };

forEachDatabase((open) => {
  it("searches the inbox through its index, by name, e-mail, text and phone digits", async () => {
    const database = await open();
    await seedBacklog(database, BACKLOG, "2026-11-20T10:00:00.000Z");
    // The backlog names every quote "Kofi Agbo n" and every contact "Ama Mensah".
    expect((await listLeads(database, { q: "AGBO 17" })).rows.map((r) => r.name)).toEqual([
      "Kofi Agbo 17",
    ]);
    expect((await listLeads(database, { q: "kofi.3@EXAMPLE" })).total).toBe(1);
    expect((await listLeads(database, { q: "mensah" })).total).toBe(40);
    expect((await listLeads(database, { q: "90123456" })).total).toBe(40);
    expect((await listLeads(database, { q: "bureaux" })).total).toBe(80);
    expect((await listLeads(database, { q: "100%" })).total).toBe(0);
    expect((await listLeads(database, { q: "ag" })).total).toBe(80);
    const searched = await queryPlan(database, filteredLeads(database, { q: "agbo" }).limit(25));
    if (database.dialect === "sqlite") {
      expect(searched).toMatch(/quote_requests_search VIRTUAL TABLE INDEX 0:M/);
      // Neither lead table is read whole: each is reached by rowid or along an index.
      expect(searched).not.toMatch(/SCAN (quote_requests|contact_messages)$/m);
    } else expect(searched).toMatch(/quote_requests_search_idx/);
    await database.close();
  });

  it("finds a lead by its new words once changed, and no longer by its old ones", async () => {
    const database = await open();
    const { quoteIds } = await seedBacklog(database, BACKLOG, "2026-11-20T10:00:00.000Z");
    // What anonymisation does to the searched columns.
    await database.db
      .updateTable("quote_requests")
      .set({ first_name: "Anonyme", last_name: "", email: "anonyme@example.invalid" })
      .where("id", "=", quoteIds[5]!)
      .execute();
    expect((await listLeads(database, { q: "agbo 5" })).total).toBe(0);
    expect((await listLeads(database, { q: "ANONYME" })).total).toBe(1);
    await database.db.deleteFrom("quote_requests").where("id", "=", quoteIds[5]!).execute();
    expect((await listLeads(database, { q: "anonyme" })).total).toBe(0);
    await database.close();
  });

  it("finds what was typed with quotes and an apostrophe, as written", async () => {
    const database = await open();
    const { quoteIds } = await seedBacklog(database, BACKLOG, "2026-11-20T10:00:00.000Z");
    await database.db
      .updateTable("quote_requests")
      .set({ description: 'Le "grand ménage" d\'après-fête, OR * NEAR' })
      .where("id", "=", quoteIds[7]!)
      .execute();
    // Quotes and words the index's own query language knows are only characters here.
    expect((await listLeads(database, { q: '"grand ménage"' })).total).toBe(1);
    expect((await listLeads(database, { q: "d'après" })).total).toBe(1);
    expect((await listLeads(database, { q: "or * near" })).total).toBe(1);
    expect((await listLeads(database, { q: '"grand""' })).total).toBe(0);
    await database.close();
  });
});

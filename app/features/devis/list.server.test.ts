import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedBacklog } from "../../../tests/helpers/backlog";
import { listDevis } from "./list.server";

const NOW = new Date("2027-06-01T12:00:00.000Z");

forEachDatabase((open) => {
  it("filters every devis by the state a reader sees before paging, latest versions only", async () => {
    const database = await open();
    const { db } = database;
    const { devisIds } = await seedBacklog(
      database,
      { quotes: 1_050, contacts: 0, devis: 1_050, quoteNotes: 0, contactNotes: 0, emails: 0 },
      "2027-05-01T09:00:00.000Z",
    );
    // The oldest change of all, far past the newest 1,000: withdrawn long ago.
    const withdrawn = devisIds[0]!;
    await db
      .updateTable("devis")
      .set({ status: "withdrawn", updated_at: "2026-01-05T10:00:00.000Z" })
      .where("id", "=", withdrawn)
      .execute();
    // Still "sent" in the table, but its last day has passed: it reads as expired.
    const lapsed = devisIds[1]!;
    await db
      .updateTable("devis")
      .set({ valid_until: "2027-05-31", updated_at: "2026-01-04T10:00:00.000Z" })
      .where("id", "=", lapsed)
      .execute();
    // A second version replaces the first in the list.
    const first = await db
      .selectFrom("devis")
      .selectAll()
      .where("id", "=", devisIds[2]!)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("devis")
      .values({
        ...first,
        id: "second-version",
        version: 2,
        token_hash: "hash-second-version",
        updated_at: "2027-05-02T09:00:00.000Z",
      })
      .execute();

    const all = await listDevis(database, {}, NOW);
    expect([all.total, all.page, all.rows.length]).toEqual([1_050, 1, 100]);
    expect(all.rows[0]).toMatchObject({ id: "second-version", reference: `${first.number}-v2` });
    expect(all.rows.some((r) => r.id === first.id)).toBe(false);
    const last = await listDevis(database, { page: 11 }, NOW);
    expect([last.page, last.rows.length]).toEqual([11, 50]);
    expect(last.rows.map((r) => r.id).slice(-2)).toEqual([withdrawn, lapsed]);
    // Past the end: the last page.
    expect((await listDevis(database, { page: 40 }, NOW)).page).toBe(11);

    const gone = await listDevis(database, { status: "withdrawn" }, NOW);
    expect([gone.total, gone.rows.map((r) => r.id)]).toEqual([1, [withdrawn]]);
    const expired = await listDevis(database, { status: "expired" }, NOW);
    expect([expired.total, expired.rows.map((r) => [r.id, r.status])]).toEqual([
      1,
      [[lapsed, "expired"]],
    ]);
    const sent = await listDevis(database, { status: "sent", page: 11 }, NOW);
    expect([sent.total, sent.page, sent.rows.length]).toEqual([1_048, 11, 48]);
    expect(sent.rows.some((r) => r.id === lapsed || r.id === withdrawn)).toBe(false);
    expect((await listDevis(database, { status: "accepted" }, NOW)).total).toBe(0);
    await database.close();
  }, 60_000);
});

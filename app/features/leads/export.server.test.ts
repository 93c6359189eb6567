import type { KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { seedBacklog } from "../../../tests/helpers/backlog";
import { leadMetadata } from "../../../tests/helpers/rows";
import { until } from "../../../tests/helpers/until";
import { EXPORT_BATCH, exportLeadsCsv } from "./export.server";

/** The file's lines after the header; no lead of the backlog has a line break in it. */
async function exportedLines(body: ReadableStream<Uint8Array>) {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await new Response(body).arrayBuffer(),
  );
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(1, -2).split("\r\n").slice(1);
}

forEachDatabase((open) => {
  it("exports every matching lead past 10,000, each once, newest first, batch after batch", async () => {
    const database = await open();
    // A quote and a contact share each second: the batches must not lose or repeat one of a pair.
    const { quoteIds, contactIds } = await seedBacklog(
      database,
      { quotes: 5_600, contacts: 4_700, devis: 0, quoteNotes: 3, contactNotes: 0, emails: 0 },
      "2026-11-20T12:00:00.000Z",
      "big",
    );
    const { rows, body } = await exportLeadsCsv(database, {}, DEFAULT_PRICE_SECTIONS, "fr");
    expect(rows).toBe(10_300);
    // A lead that arrives during the download is not one row more than announced.
    await database.db
      .insertInto("contact_messages")
      .values({
        id: "late",
        first_name: "Late",
        last_name: "Comer",
        email: "late@example.tg",
        phone: "+228 91 00 00 09",
        company: null,
        subject: null,
        service: null,
        message: "Arrivé pendant l'export",
        urgency: null,
        ...leadMetadata(),
      })
      .execute();
    const lines = await exportedLines(body);
    expect(lines).toHaveLength(10_300);
    expect(lines.length).toBeGreaterThan(20 * EXPORT_BATCH);
    // Quotes carry their reference (`big-<id>`), contacts their surname and message.
    const references = lines.flatMap((l) => /;big-([0-9a-f-]{36});/.exec(l)?.[1] ?? []);
    expect(new Set(references)).toEqual(new Set(quoteIds));
    expect(references).toEqual(quoteIds);
    expect(lines.filter((l) => l.startsWith("Contact;"))).toHaveLength(contactIds.length);
    expect(lines.some((l) => l.includes("Late"))).toBe(false);
    // Newest first: the seeded rows go back a second at a time (5,600 seconds for the quotes).
    const dates = lines.map((l) => l.split(";")[2]!);
    expect(dates[0]).toBe("20/11/2026 12:00");
    expect(dates.at(-1)).toBe("20/11/2026 10:26");
    expect(lines.filter((l) => l.includes("Rappelé, veut un devis."))).toHaveLength(3);
    await database.close();
  }, 120_000);

  it("reads the database only as the file is read, and stops when the reader goes", async () => {
    const opened = await open();
    await seedBacklog(
      opened,
      { quotes: 2_000, contacts: 0, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
      "2026-11-20T12:00:00.000Z",
    );
    let queries = 0;
    // Counted as results come back: once per query run (subqueries are part of their query).
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries++;
        return result;
      },
    };
    const database = { ...opened, db: opened.db.withPlugin(counting) };
    const { rows, body } = await exportLeadsCsv(database, {}, DEFAULT_PRICE_SECTIONS, "fr");
    expect(rows).toBe(2_000);
    const reader = body.getReader();
    await reader.read(); // the BOM and the header line
    await reader.read(); // the first 500 leads
    // The stream then reads one batch ahead (its queue holds one chunk) and waits for the reader:
    // the count, the two batches (their keys, rows and notes), and no more.
    const afterTwoChunks = await until(
      () => queries,
      (count) => count === 1 + 2 * 3,
    );
    await reader.cancel();
    expect(queries).toBe(afterTwoChunks);
    await opened.close();
  });

  it("counts and exports only what the filters select, from every page", async () => {
    const database = await open();
    const { quoteIds } = await seedBacklog(
      database,
      { quotes: 1_200, contacts: 300, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
      "2026-11-20T12:00:00.000Z",
    );
    // The oldest request won: a status filter finds it however far down it sits.
    await database.db
      .updateTable("quote_requests")
      .set({ status: "won" })
      .where("id", "=", quoteIds.at(-1)!)
      .execute();
    const won = await exportLeadsCsv(database, { status: "won" }, DEFAULT_PRICE_SECTIONS, "en");
    expect(won.rows).toBe(1);
    const [line, extra] = await exportedLines(won.body);
    expect(line).toContain(`;old-${quoteIds.at(-1)};`);
    expect(line).toContain(";Won;");
    expect(extra).toBeUndefined();
    const contacts = await exportLeadsCsv(
      database,
      { type: "contact" },
      DEFAULT_PRICE_SECTIONS,
      "fr",
    );
    expect(contacts.rows).toBe(300);
    expect(await exportedLines(contacts.body)).toHaveLength(300);
    const none = await exportLeadsCsv(database, { q: "personne" }, DEFAULT_PRICE_SECTIONS, "fr");
    expect(none.rows).toBe(0);
    expect(await exportedLines(none.body)).toEqual([]);
    await database.close();
  }, 60_000);
});

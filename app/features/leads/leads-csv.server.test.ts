import { expect, it } from "vitest";
import { DEFAULT_PRICE_SECTIONS } from "~/content/pricing";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { leadMetadata } from "../../../tests/helpers/rows";
import type { Locale } from "~/i18n/locale";
import { exportLeadsCsv } from "./export.server";
import type { LeadFilters } from "./lead-filters";

/**
 * Reads a CSV file the way French Excel and LibreOffice do: a UTF-8 byte-order mark, ";" between
 * cells, CRLF between rows, cells in double quotes may hold ";", quotes ("") and line breaks.
 */
function readAsSpreadsheet(file: string): string[][] {
  expect(file.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 1; i < file.length; i++) {
    const c = file[i]!;
    if (quoted) {
      if (c === '"' && file[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ";") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && file[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      // A bare LF outside quotes would start a new row in Excel but not here: the file has none.
      expect(c).not.toBe("\n");
      cell += c;
    }
  }
  expect(cell).toBe("");
  return rows;
}

/** The export as the browser receives it: the announced count and the file's text, BOM kept. */
async function exportFile(database: AppDatabase, filters: LeadFilters, locale: Locale = "fr") {
  const { rows, body } = await exportLeadsCsv(database, filters, DEFAULT_PRICE_SECTIONS, locale);
  const bytes = await new Response(body).arrayBuffer();
  return { rows, file: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

const at = (day: number, hour: number) => nowIso(new Date(Date.UTC(2026, 10, day, hour, 5)));

async function seed(database: AppDatabase) {
  await database.db
    .insertInto("contact_messages")
    .values({
      id: "c1",
      first_name: "Ama",
      last_name: "Mensah",
      email: "ama@example.tg",
      phone: "+228 90 12 34 56",
      company: null,
      subject: "Jardin",
      service: "eco-jardin",
      message: "- entretien; tous les mois\n- taille des haies",
      urgency: "urgent",
      ...leadMetadata({ created_at: at(1, 9), submission_token: "k1", locale: "en" }),
    })
    .execute();
  await database.db
    .insertInto("quote_requests")
    .values({
      id: "q1",
      reference: "DV-2026-0001",
      first_name: "Kofi",
      last_name: "Agbo",
      email: "kofi@example.tg",
      phone: "+33612345678",
      company: "Clinique",
      service_type: "sante-pro",
      area: "120",
      frequency: "mensuel",
      description: "Désinfection mensuelle",
      budget: "100k-500k",
      urgency: null,
      estimate: JSON.stringify({
        item: "zone2",
        quantity: 120,
        frequency: "mensuel",
        min: 30_000,
        max: 48_000,
        minAfterDiscount: 27_000,
        maxAfterDiscount: 43_200,
      }),
      ...leadMetadata({ created_at: at(3, 23), submission_token: "k2" }),
    })
    .execute();
  // A note whose author's account was deleted since (author_id null).
  await database.db
    .insertInto("lead_notes")
    .values({
      id: "n1",
      lead_type: "quote",
      lead_id: "q1",
      author_id: null,
      body: "Rappeler lundi",
      created_at: at(4, 8),
    })
    .execute();
}

forEachDatabase((open) => {
  it("exports the filtered leads as a French spreadsheet: words, Lomé dates, phones as text, notes", async () => {
    const database = await open();
    try {
      await seed(database);
      const { rows, file } = await exportFile(database, {});
      expect(rows).toBe(2);
      const [header, quote, contact, extra] = readAsSpreadsheet(file);
      expect(extra).toBeUndefined();
      const cell = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
      expect(header).toContain("Notes");
      // Newest first; the date reads as one in French Excel (Lomé is UTC+0).
      expect(cell(quote, "Date")).toBe("03/11/2026 23:05");
      expect(cell(contact, "Date")).toBe("01/11/2026 09:05");
      expect(cell(quote, "Type")).toBe("Devis");
      expect(cell(quote, "Statut")).toBe("Nouveau");
      expect(cell(quote, "Service")).toBe("Santé Pro – Hygiène des centres de santé");
      expect(cell(quote, "Fréquence")).toBe("Mensuel");
      expect(cell(quote, "Budget")).toBe("100\u202f000 – 500\u202f000\u00a0FCFA");
      expect(cell(quote, "Estimation")).toMatch(/^Zone 2.*× 120\u00a0m² \(Mensuel\)/);
      expect(cell(quote, "Estimation min (FCFA)")).toBe("30000");
      expect(cell(quote, "Notes")).toMatch(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — — : Rappeler lundi$/,
      );
      expect(cell(contact, "Service")).toBe("Éco Jardin – Création et entretien d'espaces verts");
      expect(cell(contact, "Urgence")).toBe("Urgent (sous 24 h)");
      expect(cell(contact, "Langue")).toBe("Anglais");
      // Phone numbers stay text, with no apostrophe in front.
      expect(cell(contact, "Téléphone")).toBe("(+228) 90 12 34 56");
      expect(cell(quote, "Téléphone")).toBe("00 33612345678");
      // A visitor's text that starts like a formula is still neutralised; ";" and lines survive.
      expect(cell(contact, "Message / besoins")).toBe(
        "'- entretien; tous les mois\n- taille des haies",
      );
      for (const row of [quote!, contact!])
        for (const value of row) expect(value).not.toMatch(/^[=+@]/);
      // No code left where a word belongs.
      expect(JSON.stringify([quote, contact])).not.toMatch(/eco-jardin|sante-pro|mensuel"|100k/);
    } finally {
      await database.close();
    }
  });

  it("exports in English for an English reader, and only what the filters select", async () => {
    const database = await open();
    try {
      await seed(database);
      const { file } = await exportFile(database, { type: "contact" }, "en");
      const [header, contact, extra] = readAsSpreadsheet(file);
      expect(extra).toBeUndefined();
      expect(header!.slice(0, 4)).toEqual(["Type", "Reference", "Date", "Status"]);
      expect(contact![header!.indexOf("Service")]).toBe(
        "Éco Jardin – Green space design and upkeep",
      );
      expect(contact![header!.indexOf("Status")]).toBe("New");
      expect(contact![header!.indexOf("Language")]).toBe("English");
      const kofi = await exportFile(database, { q: "kofi" });
      expect(kofi.rows).toBe(1);
      expect(readAsSpreadsheet(kofi.file)).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});

import { expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { seedBacklog } from "../../../tests/helpers/backlog";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { leadMetadata } from "../../../tests/helpers/rows";
import {
  addLeadNote,
  assignLead,
  getLead,
  leadCounts,
  listLeadNotes,
  listLeads,
  setLeadStatus,
} from "./inbox.server";

const meta = (day: number, token: string) =>
  leadMetadata({
    created_at: nowIso(new Date(Date.UTC(2026, 10, day, 12))),
    submission_token: token,
  });

async function seed({ db }: AppDatabase) {
  await db
    .insertInto("contact_messages")
    .values({
      id: "c1",
      first_name: "Ama",
      last_name: "Mensah",
      email: "ama@example.tg",
      phone: "+228 90 12 34 56",
      company: null,
      subject: null,
      service: "eco-jardin",
      message: "Entretien du jardin 100% bio",
      urgency: null,
      ...meta(1, "t1"),
    })
    .execute();
  await db
    .insertInto("quote_requests")
    .values({
      id: "q1",
      reference: "DV-2026-0001",
      first_name: "Kofi",
      last_name: "Agbo",
      email: "kofi@example.tg",
      phone: "+228 70 00 00 01",
      company: "Clinique",
      service_type: "sante-pro",
      area: "120 m²",
      frequency: "mensuel",
      description: "Désinfection mensuelle",
      budget: null,
      urgency: null,
      estimate: JSON.stringify({ min: 60000, max: 78000 }),
      ...meta(3, "t2"),
    })
    .execute();
  await db
    .insertInto("quote_requests")
    .values({
      id: "q2",
      reference: "DV-2026-0002",
      first_name: "Afi",
      last_name: "Dzifa",
      email: "afi@example.tg",
      phone: "+228 90 00 00 02",
      company: null,
      service_type: "nettoie-pro",
      area: null,
      frequency: null,
      description: "Bureaux",
      budget: null,
      urgency: null,
      estimate: null,
      ...meta(2, "t3"),
    })
    .execute();
}

forEachDatabase((open) => {
  it("lists contact messages and quotes together, newest first, with filters and search", async () => {
    const database = await open();
    await seed(database);
    const all = await listLeads(database);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual(["q1", "q2", "c1"]);
    expect((await listLeads(database, { type: "contact" })).rows.map((r) => r.id)).toEqual(["c1"]);
    expect((await listLeads(database, { service: "sante-pro" })).rows.map((r) => r.id)).toEqual([
      "q1",
    ]);
    expect(
      (await listLeads(database, { from: "2026-11-02", to: "2026-11-02" })).rows.map((r) => r.id),
    ).toEqual(["q2"]);
    expect((await listLeads(database, { q: "MENSAH" })).rows.map((r) => r.id)).toEqual(["c1"]);
    expect((await listLeads(database, { q: "dv-2026-0002" })).rows.map((r) => r.id)).toEqual([
      "q2",
    ]);
    // A literal % in the search is not a wildcard.
    expect((await listLeads(database, { q: "100%" })).rows.map((r) => r.id)).toEqual(["c1"]);
    expect((await listLeads(database, { q: "%" })).rows.map((r) => r.id)).toEqual(["c1"]);
    await database.close();
  });

  it("moves a lead through the pipeline and keeps notes", async () => {
    const database = await open();
    await seed(database);
    expect(await setLeadStatus(database, "quote", "q1", "contacted")).toBe(true);
    expect(await setLeadStatus(database, "quote", "missing", "won")).toBe(false);
    expect((await listLeads(database, { status: "contacted" })).rows.map((r) => r.id)).toEqual([
      "q1",
    ]);
    const lead = await getLead(database, "quote", "q1");
    expect(lead).toMatchObject({
      reference: "DV-2026-0001",
      status: "contacted",
    });
    expect(JSON.parse(lead!.estimate!)).toMatchObject({ min: 60000, max: 78000 });
    await database.db
      .insertInto("user")
      .values({
        id: "u1",
        name: "Edem",
        email: "edem@africaclean.tg",
        emailVerified: database.dialect === "sqlite" ? 0 : false,
        image: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
        role: "editor",
        banned: null,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: null,
      })
      .execute();
    await addLeadNote(database, "quote", "q1", "u1", "Rappeler lundi");
    expect(
      (await listLeadNotes(database, "quote", "q1")).map((n) => [n.body, n.author_name]),
    ).toEqual([["Rappeler lundi", "Edem"]]);
    expect(await leadCounts(database)).toMatchObject({
      newLeads: { contact: 1, quote: 1 },
      pendingTestimonials: 0,
      drafts: 0,
    });
    await database.close();
  });

  it("finds a phone number by its digits, in any spacing or prefix", async () => {
    const database = await open();
    await seed(database);
    // Stored as "+228 90 12 34 56" (c1) and "+228 90 00 00 02" (q2).
    for (const q of ["90123456", "90 12 34 56", "+228 90-12-34-56", "0022890123456", "(90) 12.34"])
      expect(
        (await listLeads(database, { q })).rows.map((r) => r.id),
        q,
      ).toEqual(["c1"]);
    expect((await listLeads(database, { q: "90000002" })).rows.map((r) => r.id)).toEqual(["q2"]);
    // Too few digits to mean a phone number: no match by digits alone.
    expect((await listLeads(database, { q: "228" })).total).toBe(3);
    // A reference is searched as text, not as the digits in it.
    expect((await listLeads(database, { q: "DV-2026-0002" })).rows.map((r) => r.id)).toEqual([
      "q2",
    ]);
    await database.close();
  });

  it("puts the most urgent first on request, and gives a lead to a team member ('mine')", async () => {
    const database = await open();
    await seed(database);
    await database.db
      .updateTable("quote_requests")
      .set({ urgency: "urgent" })
      .where("id", "=", "q2")
      .execute();
    await database.db
      .updateTable("contact_messages")
      .set({ urgency: "tres-urgent" })
      .where("id", "=", "c1")
      .execute();
    const urgentFirst = await listLeads(database, { sort: "urgency" });
    expect(urgentFirst.rows.map((r) => [r.id, r.urgency])).toEqual([
      ["c1", "tres-urgent"],
      ["q2", "urgent"],
      ["q1", null],
    ]);
    await database.db
      .insertInto("user")
      .values({
        id: "u2",
        name: "",
        email: "afi@africaclean.tg",
        emailVerified: database.dialect === "sqlite" ? 0 : false,
        image: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
        role: "editor",
        banned: null,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: null,
      })
      .execute();
    expect(await assignLead(database, "quote", "q1", "u2")).toBe(true);
    expect(await assignLead(database, "contact", "missing", "u2")).toBe(false);
    const mine = await listLeads(database, { assignedTo: "u2" });
    // An account without a display name shows by its e-mail.
    expect(mine.rows.map((r) => [r.id, r.assignee])).toEqual([["q1", "afi@africaclean.tg"]]);
    expect((await listLeads(database, { assignedTo: "someone-else" })).total).toBe(0);
    expect(await assignLead(database, "quote", "q1", null)).toBe(true);
    expect((await listLeads(database, { assignedTo: "u2" })).total).toBe(0);
    await database.close();
  });
});

forEachDatabase((open) => {
  it("pages the inbox in a stable order, filters over every lead, and shows the last page past the end", async () => {
    const database = await open();
    // 130 quotes and 130 messages, a quote and a message in each second: ties broken by id.
    const { quoteIds, contactIds } = await seedBacklog(
      database,
      { quotes: 130, contacts: 130, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
      "2026-11-20T12:00:00.000Z",
    );
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listLeads(database, {}, { page, pageSize: 100 })),
    );
    expect(pages.map((p) => [p.page, p.total, p.rows.length])).toEqual([
      [1, 260, 100],
      [2, 260, 100],
      [3, 260, 60],
    ]);
    const keys = pages.flatMap((p) => p.rows.map((r) => `${r.created_at} ${r.id}`));
    expect(new Set(keys).size).toBe(260);
    // Newest first (ids compare by the database's collation, so only dates are checked here).
    const dates = keys.map((k) => k.split(" ")[0]!);
    expect(dates).toEqual([...dates].sort().reverse());
    // Page 9 of 3: the last page, not an error nor an empty screen.
    const past = await listLeads(database, {}, { page: 9, pageSize: 100 });
    expect([past.page, past.rows.map((r) => r.id)]).toEqual([3, pages[2]!.rows.map((r) => r.id)]);
    // The oldest quote, far beyond the first page, is found by its status and by its name.
    const oldest = quoteIds.at(-1)!;
    await setLeadStatus(database, "quote", oldest, "won");
    const won = await listLeads(database, { status: "won" }, { pageSize: 100 });
    expect([won.total, won.rows.map((r) => r.id)]).toEqual([1, [oldest]]);
    expect((await listLeads(database, { q: "agbo 129" })).rows.map((r) => r.id)).toEqual([oldest]);
    const contacts = await listLeads(database, { type: "contact" }, { page: 2, pageSize: 100 });
    expect([contacts.total, contacts.rows.length]).toEqual([130, 30]);
    expect(contacts.rows.at(-1)?.id).toBe(contactIds.at(-1));
    // The most urgent first, then the same newest-first order over the pages.
    await setLeadStatus(database, "quote", oldest, "new");
    await database.db
      .updateTable("quote_requests")
      .set({ urgency: "tres-urgent" })
      .where("id", "=", oldest)
      .execute();
    const urgent = await listLeads(database, { sort: "urgency" }, { page: 1, pageSize: 100 });
    expect(urgent.rows[0]?.id).toBe(oldest);
    expect(urgent.rows.slice(1).map((r) => `${r.created_at} ${r.id}`)).toEqual(
      keys.filter((k) => !k.endsWith(oldest)).slice(0, 99),
    );
    await database.close();
  });

  it("pages the most urgent first: each rank newest first, a rank running on over pages", async () => {
    const database = await open();
    const { quoteIds, contactIds } = await seedBacklog(
      database,
      { quotes: 130, contacts: 130, devis: 0, quoteNotes: 0, contactNotes: 0, emails: 0 },
      "2026-11-20T12:00:00.000Z",
    );
    // Newest first within each kind; every third lead very urgent, every fifth urgent (unless
    // very urgent), one old message marked "normal", the rest unsaid.
    const urgencyOf = (n: number) => (n % 3 === 0 ? "tres-urgent" : n % 5 === 0 ? "urgent" : null);
    for (const [table, ids] of [
      ["quote_requests", quoteIds],
      ["contact_messages", contactIds],
    ] as const)
      for (const urgency of ["tres-urgent", "urgent"])
        await database.db
          .updateTable(table)
          .set({ urgency })
          .where(
            "id",
            "in",
            ids.filter((_, n) => urgencyOf(n) === urgency),
          )
          .execute();
    await database.db
      .updateTable("contact_messages")
      .set({ urgency: "normal" })
      .where("id", "=", contactIds[128]!)
      .execute();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listLeads(database, { sort: "urgency" }, { page, pageSize: 100 })),
    );
    const rows = pages.flatMap((p) => p.rows);
    const rank = (urgency: string | null) =>
      urgency === "tres-urgent" ? 0 : urgency === "urgent" ? 1 : 2;
    // Every lead once, ranks in order, and within a rank the inbox's own newest-first order.
    expect(new Set(rows.map((r) => `${r.type} ${r.id}`)).size).toBe(260);
    expect(rows.map((r) => rank(r.urgency))).toEqual(
      rows.map((r) => rank(r.urgency)).sort((a, b) => a - b),
    );
    const inbox = (await listLeads(database, {}, { pageSize: 300 })).rows;
    for (const wanted of [0, 1, 2])
      expect(rows.filter((r) => rank(r.urgency) === wanted).map((r) => r.id)).toEqual(
        inbox.filter((r) => rank(r.urgency) === wanted).map((r) => r.id),
      );
    // 88 very urgent leads fill page 1, so the urgent ones start on it and run onto page 2.
    expect(pages[0]!.rows.at(-1)!.urgency).toBe("urgent");
    expect(pages[1]!.rows[0]!.urgency).toBe("urgent");
    expect(rows.find((r) => r.id === contactIds[128])?.urgency).toBe("normal");
    // A filter keeps to its ranks: the messages only.
    const messages = await listLeads(database, { sort: "urgency", type: "contact" });
    expect(messages.rows.map((r) => r.id)).toEqual(
      inbox
        .filter((r) => r.type === "contact")
        .sort((a, b) => rank(a.urgency) - rank(b.urgency))
        .map((r) => r.id)
        .slice(0, messages.pageSize),
    );
    await database.close();
  });
});

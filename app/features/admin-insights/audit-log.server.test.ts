import { randomUUID } from "node:crypto";
import { href } from "react-router";
import { expect, it } from "vitest";
import { nowIso, type AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { leadMetadata } from "../../../tests/helpers/rows";
import { DELETED_ACCOUNT, type AuditFilters } from "./audit-filters";
import { auditActors, listAudit } from "./audit-log.server";

async function user({ db, dialect }: AppDatabase, id: string, name: string, email: string) {
  await db
    .insertInto("user")
    .values({
      id,
      name,
      email,
      emailVerified: dialect === "sqlite" ? 0 : false,
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
}

/** A journal entry as audit() writes it, at a chosen time. */
async function entry(
  { db }: AppDatabase,
  created_at: string,
  user_id: string | null,
  action: string,
  target?: { type: string; id: string },
  details?: unknown,
) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at,
      user_id,
      action,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      details: details === undefined ? null : JSON.stringify(details),
    })
    .execute();
}

const page1: AuditFilters = { page: 1 };

forEachDatabase((open) => {
  it("lists the journal newest first, filtered by who, kind of action and dates", async () => {
    const database = await open();
    await user(database, "u1", "Edem", "edem@africaclean.tg");
    await user(database, "u2", "", "afi@africaclean.tg");
    await entry(database, "2026-03-01T09:00:00.000Z", "u1", "lead.status", undefined, {
      status: "won",
    });
    await entry(database, "2026-03-02T23:59:59.000Z", "u2", "post.publish");
    await entry(database, "2026-03-03T00:00:00.000Z", "u1", "lead.note");
    await entry(database, "2026-03-04T08:00:00.000Z", null, "testimonial.approve");
    await entry(database, "2026-03-05T08:00:00.000Z", "u2", "leads.unknown"); // not the "lead" kind

    const all = await listAudit(database, page1);
    expect(all.total).toBe(5);
    expect(all.rows.map((r) => r.action)).toEqual([
      "leads.unknown",
      "testimonial.approve",
      "lead.note",
      "post.publish",
      "lead.status",
    ]);
    expect(all.rows.map((r) => r.actor)).toEqual(["afi", null, "Edem", "afi", "Edem"]);
    expect(all.rows[4]!.details).toBe('{"status":"won"}');

    const actions = async (filters: Partial<AuditFilters>) =>
      (await listAudit(database, { ...page1, ...filters })).rows.map((r) => r.action);
    expect(await actions({ who: "u1" })).toEqual(["lead.note", "lead.status"]);
    expect(await actions({ who: DELETED_ACCOUNT })).toEqual(["testimonial.approve"]);
    expect(await actions({ family: "lead" })).toEqual(["lead.note", "lead.status"]);
    // Whole days of Lomé (UTC), both ends included.
    expect(await actions({ from: "2026-03-02", to: "2026-03-03" })).toEqual([
      "lead.note",
      "post.publish",
    ]);
    expect(await actions({ who: "u2", family: "post", from: "2026-03-03" })).toEqual([]);
    expect(await auditActors(database)).toEqual([
      { id: "u2", name: "afi" },
      { id: "u1", name: "Edem" },
    ]);
    await database.close();
  });

  it("names each target and links it only while it exists", async () => {
    const database = await open();
    const { db } = database;
    await db
      .insertInto("quote_requests")
      .values({
        id: "q1",
        reference: "DV-2026-0042",
        first_name: "Kofi",
        last_name: "Agbo",
        email: "kofi@example.tg",
        phone: "+228 91 00 00 00",
        company: null,
        service_type: "nettoyage-bureaux",
        area: null,
        frequency: null,
        description: "Bureaux",
        budget: null,
        urgency: null,
        estimate: null,
        ...leadMetadata(),
      })
      .execute();
    const at = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, "0")}:00.000Z`;
    await entry(database, at(1), null, "lead.status", { type: "quote", id: "q1" });
    await entry(database, at(2), null, "post.delete", { type: "post", id: "gone" });
    await entry(database, at(3), null, "prices.update", { type: "prices", id: "grid" });
    await entry(database, at(4), null, "demo.remove", { type: "demo", id: "all" });
    await entry(database, at(5), null, "session.revoke");

    const rows = (await listAudit(database, page1)).rows;
    expect(rows.map((r) => r.target)).toEqual([
      null,
      { type: "demo", label: null, href: null, gone: false },
      { type: "prices", label: null, href: href("/admin/prices"), gone: false },
      { type: "post", label: null, href: null, gone: true },
      {
        type: "quote",
        label: "DV-2026-0042",
        href: href("/admin/leads/:type/:id", { type: "quote", id: "q1" }),
        gone: false,
      },
    ]);
    await database.close();
  });

  it("pages by 100", async () => {
    const database = await open();
    await database.db
      .insertInto("audit_log")
      .values(
        Array.from({ length: 103 }, (_, i) => ({
          id: `a${String(i).padStart(3, "0")}`,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          user_id: null,
          action: "lead.note",
          target_type: null,
          target_id: null,
          details: null,
        })),
      )
      .execute();
    const second = await listAudit(database, { page: 2 });
    expect(second.total).toBe(103);
    expect(second.more).toBe(false);
    expect(second.rows.map((r) => r.id)).toEqual(["a002", "a001", "a000"]);

    // Counted only 2 entries past the page: the first page says there are more than 102, and
    // the second, counted from its own start, finds them all.
    const first = await listAudit(database, { page: 1 }, "fr", 2);
    expect(first).toMatchObject({ total: 102, more: true, page: 1 });
    expect(first.rows).toHaveLength(100);
    const last = await listAudit(database, { page: 2 }, "fr", 2);
    expect(last).toMatchObject({ total: 103, more: false, page: 2 });
    expect(last.rows.map((r) => r.id)).toEqual(["a002", "a001", "a000"]);
    // Filtered, the count stops at the same place.
    const notes = await listAudit(database, { page: 1, family: "lead" }, "fr", 2);
    expect(notes).toMatchObject({ total: 102, more: true });
    await database.close();
  });
});

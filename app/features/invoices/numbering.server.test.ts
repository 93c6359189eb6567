import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import { markAccepted, sentDevisFor } from "../../../tests/helpers/devis";
import { createTestSchema, type TestSchema } from "../../../tests/helpers/pg-schema";
import { until } from "../../../tests/helpers/until";
import { issueInvoice } from "./issue.server";
import { nextNumber } from "./numbers.server";

/**
 * Two servers on one PostgreSQL database, as two processes are: each its own pool of
 * connections. Administrators issuing at the same instant get consecutive numbers, never the
 * same one, and a failed issue gives its number back.
 */
const url = process.env.TEST_DATABASE_URL;
let schema: TestSchema | undefined;
const opened: AppDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  await schema?.drop();
  schema = undefined;
});

async function twoServers(): Promise<[AppDatabase, AppDatabase]> {
  schema = await createTestSchema(url);
  const first = openDatabase({ databaseUrl: schema.url });
  opened.push(first);
  await migrateToLatest(first);
  const second = openDatabase({ databaseUrl: schema.url });
  opened.push(second);
  return [first, second];
}

async function acceptedDevis(db: AppDatabase, n: number) {
  const { id } = await sentDevisFor(db, {
    reference: `DV-2026-${String(n).padStart(4, "0")}`,
    email: `client${n}@example.tg`,
  });
  await markAccepted(db, id);
  return id;
}

const issue = (db: AppDatabase, devisId: string) =>
  issueInvoice(db, { devisId, kind: "full", depositPercent: 50, termDays: 15, userId: null });

describe.skipIf(!url)("invoice numbers on PostgreSQL, two servers", { timeout: 60_000 }, () => {
  it("gives two administrators issuing at once FA-…-0001 and FA-…-0002, then no gap", async () => {
    const [a, b] = await twoServers();
    const devis = [];
    for (let n = 1; n <= 12; n++) devis.push(await acceptedDevis(a, n));
    // Connections opened first, so the issues below really run at the same moment.
    await Promise.all([a, b].flatMap((db) => [1, 2, 3].map(() => sql`select 1`.execute(db.db))));
    const year = new Date().getUTCFullYear();
    const pair = await Promise.all([issue(a, devis[0]!), issue(b, devis[1]!)]);
    expect(pair.map((r) => (r.ok ? r.number : r.reason)).sort()).toEqual([
      `FA-${year}-0001`,
      `FA-${year}-0002`,
    ]);
    const rest = await Promise.all(devis.slice(2).map((id, i) => issue(i % 2 ? a : b, id)));
    const numbers = [...pair, ...rest].map((r) => (r.ok ? r.number : r.reason)).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `FA-${year}-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("gives a rolled-back issue's number to the issue waiting behind it", async () => {
    const [a, b] = await twoServers();
    const devisId = await acceptedDevis(a, 1);
    const year = new Date().getUTCFullYear();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Server A takes the year's number, then fails before committing.
    const failing = a.db
      .transaction()
      .execute(async (trx) => {
        expect(await nextNumber(trx, "FA", `${year}-06-01`)).toBe(`FA-${year}-0001`);
        await held;
        throw new Error("drawing failed");
      })
      .catch((error: Error) => error.message);
    // Server B issues meanwhile: it waits on the counter's row until A has rolled back.
    const waiting = issue(b, devisId);
    await until(
      async () =>
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike '%counters%'`.execute(a.db)
        ).rows[0]!.n,
      (n) => Number(n) > 0,
    );
    release();
    expect(await failing).toBe("drawing failed");
    expect(await waiting).toMatchObject({ ok: true, number: `FA-${year}-0001` });
    expect(await a.db.selectFrom("invoices").select("number").execute()).toEqual([
      { number: `FA-${year}-0001` },
    ]);
  });
});

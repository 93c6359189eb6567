import { afterEach, expect, it } from "vitest";
import type { AppDatabase } from "~/db/db.server";
import { forEachDatabase } from "../../../tests/helpers/databases";
import { insertQuoteRequest, sendDevisForRequest } from "../../../tests/helpers/devis";
import { devisFigures } from "./devis-stats.server";

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const HOUR = 3_600_000;

/** The waiting count as the dashboard first asked it: each open request looks up its devis. */
async function waitingAsBefore({ db }: AppDatabase, now: Date) {
  const row = await db
    .selectFrom("quote_requests as q")
    .where("q.created_at", "<", new Date(now.getTime() - 24 * HOUR).toISOString())
    .where("q.status", "in", ["new", "contacted"])
    .where("q.anonymised_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("devis")
            .select("devis.id")
            .whereRef("devis.request_id", "=", "q.id")
            .where("devis.sent_at", "is not", null),
        ),
      ),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

forEachDatabase((open) => {
  it("counts the requests waiting for a devis as the per-request look-up did", async () => {
    database = await open();
    const db = database.db;
    const request = async (reference: string, hours: number, set = {}) => {
      const row = await insertQuoteRequest(database!, { reference, email: `${reference}@x.tg` });
      await db
        .updateTable("quote_requests")
        .set({ created_at: new Date(Date.now() - hours * HOUR).toISOString(), ...set })
        .where("id", "=", row.id)
        .execute();
      return row;
    };
    // Waiting: no devis; a draft never sent; contacted and still without a devis.
    await request("W-1", 30);
    const drafted = await request("W-2", 40);
    const draft = await sendDevisForRequest(database, drafted);
    await db
      .updateTable("devis")
      .set({ status: "draft", sent_at: null })
      .where("id", "=", draft.id)
      .execute();
    await request("W-3", 50, { status: "contacted" });
    // Not waiting: a devis sent, two devis sent, a devis sent then withdrawn, too recent,
    // anonymised, spam.
    await sendDevisForRequest(database, await request("A-1", 30));
    const twice = await request("A-2", 30);
    await sendDevisForRequest(database, twice);
    // A request has one devis in the editor; a second one is moved onto it from a spam request.
    const second = await sendDevisForRequest(
      database,
      await request("N-4", 30, { status: "spam" }),
    );
    await db
      .updateTable("devis")
      .set({ request_id: twice.id })
      .where("id", "=", second.id)
      .execute();
    const withdrawn = await sendDevisForRequest(database, await request("A-3", 30));
    await db
      .updateTable("devis")
      .set({ status: "withdrawn" })
      .where("id", "=", withdrawn.id)
      .execute();
    // Sending a devis marks its request quoted; set back to new, only the devis tell them apart.
    await db
      .updateTable("quote_requests")
      .set({ status: "new" })
      .where("reference", "in", ["W-2", "A-1", "A-2", "A-3"])
      .execute();
    await request("N-1", 2);
    await request("N-2", 30, { anonymised_at: new Date().toISOString() });
    await request("N-3", 30, { status: "spam" });

    const now = new Date();
    const figures = await devisFigures(database, now);
    expect(figures.waitingTotal).toBe(3);
    expect(figures.waitingTotal).toBe(await waitingAsBefore(database, now));
    expect(figures.waiting.map((w) => w.reference)).toEqual(["W-3", "W-2", "W-1"]);
    // Each request's first devis counts once in the wait: sent just now, 30 h after each request.
    expect(figures.medianHours).toBeCloseTo(30, 0);
  });
});

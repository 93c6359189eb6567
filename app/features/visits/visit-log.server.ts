import { hash, randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { AppDatabase, SqlDialect } from "~/db/db.server";
import type { Database, VisitsTable } from "~/db/schema";
import { log } from "~/lib/logger.server";

/** A page view as counted, before its visitor is hashed with the day's salt. */
export type PageView = Omit<VisitsTable, "visitor"> & {
  /** A hash of the address and user agent; only ever stored salted, as `visitor` */
  who: string;
};

/**
 * Rows per INSERT, each its own transaction: on SQLite a write holds the one connection every
 * request reads through, so a busy minute's views go in steps of a few milliseconds with other
 * queries let through between them, never one long write.
 */
const ROWS_PER_INSERT = 500;
const COLUMNS = [
  "at",
  "day",
  "path",
  "locale",
  "arrival",
  "source",
  "campaign",
  "device",
  "country",
  "visitor",
] as const satisfies ReadonlyArray<keyof VisitsTable>;

/**
 * Many views in one statement with one parameter, their JSON: a query built value by value
 * cost the server more than the writing itself at a few thousand views a second. SQLite reads
 * each row as an array, about half the work of reading it by names.
 */
function insertRows(trx: Transaction<Database>, dialect: SqlDialect, rows: VisitsTable[]) {
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  if (dialect === "sqlite") {
    const json = JSON.stringify(rows.map((row) => COLUMNS.map((c) => row[c])));
    const values = sql.join(COLUMNS.map((_, i) => sql`value ->> ${sql.lit(i)}`));
    return sql`insert into visits (${columns}) select ${values} from json_each(${json})`.execute(
      trx,
    );
  }
  const json = JSON.stringify(rows);
  return sql`insert into visits (${columns}) select ${columns} from json_populate_recordset(null::visits, ${json}::json)`.execute(
    trx,
  );
}

/** Hashes the address and user agent at once, so neither stays in memory until the write. */
export function whoOf(address: string, userAgent: string): string {
  // The one-shot hash: a hasher object per page view cost several times the hashing itself.
  return hash("sha256", `${address}\n${userAgent}`, "base64url");
}

/**
 * Counted page views go to the database in batches, every `flushMs` and when the process stops,
 * so a busy minute costs one short write every few seconds, not one per page. Two processes on
 * one database share the day's salt, and so count one visitor once.
 */
export class VisitLog {
  readonly #database: AppDatabase;
  readonly #maxQueue: number;
  #queue: PageView[] = [];
  #salts = new Map<string, string>();
  #writing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #dropped = 0;

  constructor(database: AppDatabase, { flushMs = 2_000, maxQueue = 50_000 } = {}) {
    this.#database = database;
    this.#maxQueue = maxQueue;
    if (flushMs > 0) {
      this.#timer = setInterval(() => void this.flush(), flushMs);
      this.#timer.unref();
    }
  }

  record(view: PageView): void {
    // A database that stays down must not fill the memory: past the cap, views are dropped.
    if (this.#queue.length >= this.#maxQueue) {
      this.#dropped++;
      return;
    }
    this.#queue.push(view);
  }

  /** Writes what is queued; one write at a time, in the order the views came. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#dropped) {
      log.warn("page views not counted: the queue was full", { dropped: this.#dropped });
      this.#dropped = 0;
    }
    const views = this.#queue;
    if (!views.length) return;
    this.#queue = [];
    let written = 0;
    try {
      const { db, dialect } = this.#database;
      while (written < views.length) {
        const rows: VisitsTable[] = [];
        for (const view of views.slice(written, written + ROWS_PER_INSERT)) {
          const salt = this.#salts.get(view.day) ?? (await this.#saltOf(view.day));
          rows.push({
            at: view.at,
            day: view.day,
            path: view.path,
            locale: view.locale,
            arrival: view.arrival,
            source: view.source,
            campaign: view.campaign,
            device: view.device,
            country: view.country,
            visitor: hash("sha256", `${salt}${view.who}`, "hex").slice(0, 32),
          });
        }
        await db.transaction().execute((trx) => insertRows(trx, dialect, rows));
        written += rows.length;
        // Lets the requests queued behind this step run before the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      // Kept for the next try (the database may be busy or the disk full for a moment).
      const kept = views.slice(written);
      log.error("page views could not be written", { error, views: kept.length });
      this.#queue = [...kept, ...this.#queue].slice(0, this.#maxQueue);
    }
  }

  /** The day's salt: the first process to need it makes it; older ones are deleted. */
  async #saltOf(day: string): Promise<string> {
    const known = this.#salts.get(day);
    if (known) return known;
    const { db } = this.#database;
    await db
      .insertInto("visit_salts")
      .values({ day, salt: randomBytes(24).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const { salt } = await db
      .selectFrom("visit_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    // Yesterday's stays for views written just after midnight; anything older is forgotten.
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await db.deleteFrom("visit_salts").where("day", "<", yesterday).execute();
    for (const old of this.#salts.keys()) if (old < yesterday) this.#salts.delete(old);
    this.#salts.set(day, salt);
    return salt;
  }
}

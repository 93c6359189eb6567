import type { AppDatabase } from "~/db/db.server";
import { bumpContentVersion } from "./content-version.server";

const DEMO_TABLES = ["testimonials", "blog_posts", "team_members", "partners"] as const;
export type DemoCounts = Record<(typeof DEMO_TABLES)[number], number>;

/** How many invented rows each table still shows (the dashboard's banner). */
export async function demoCounts({ db }: AppDatabase): Promise<DemoCounts> {
  const counts = await Promise.all(
    DEMO_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("is_demo", "=", 1)
        .executeTakeFirst(),
    ),
  );
  return Object.fromEntries(
    DEMO_TABLES.map((table, i) => [table, Number(counts[i]?.n ?? 0)]),
  ) as DemoCounts;
}

/**
 * Removes every demo row at once. Nothing brings them back: the first start's seed is
 * remembered in the database (features/seed), so a restart adds nothing.
 */
export async function removeDemoContent({ db }: AppDatabase): Promise<DemoCounts> {
  return db.transaction().execute(async (trx) => {
    const removed = {} as DemoCounts;
    for (const table of DEMO_TABLES) {
      const result = await trx.deleteFrom(table).where("is_demo", "=", 1).executeTakeFirst();
      removed[table] = Number(result.numDeletedRows);
    }
    await bumpContentVersion(trx);
    return removed;
  });
}

import { CompiledQuery, type Compilable } from "kysely";
import type { AppDatabase } from "~/db/db.server";

/**
 * The plan a database chooses for a query, as text: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
 * EXPLAIN with sequential scans forbidden (a test's tables are so small that PostgreSQL would
 * read them whole whatever their indexes; forbidding it shows whether an index can serve).
 */
export async function queryPlan({ db, dialect }: AppDatabase, query: Compilable): Promise<string> {
  const { sql, parameters } = query.compile();
  if (dialect === "sqlite") {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((r) => r.detail).join("\n");
  }
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(CompiledQuery.raw("set enable_seqscan = off"));
    try {
      const { rows } = await connection.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${sql}`, [...parameters]),
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await connection.executeQuery(CompiledQuery.raw("reset enable_seqscan"));
    }
  });
}

// Writes the data bench's rows (bench/data-seed.js) into a database the server has already
// migrated: multi-row INSERTs inside one transaction, the same SQL on SQLite and PostgreSQL.
import SQLite from "better-sqlite3";
import pg from "pg";

/** Rows per INSERT, within SQLite's 32,766 bound values for the widest table here (~20). */
const BATCH = 1_000;

function insertSql(table, columns, rows, placeholder) {
  let p = 0;
  const values = rows.map(() => `(${columns.map(() => placeholder(++p)).join(", ")})`);
  return `insert into ${table} (${columns.map((c) => `"${c}"`).join(", ")}) values ${values.join(", ")}`;
}

/** Writes `tables` into the database (a SQLite file or a postgres:// URL with its search_path). */
export async function writeTables(target, tables) {
  if (target.file) {
    const db = new SQLite(target.file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = OFF");
    for (const [table, rows] of Object.entries(tables)) {
      const columns = Object.keys(rows[0] ?? {});
      db.transaction(() => {
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          db.prepare(insertSql(table, columns, batch, () => "?")).run(
            batch.flatMap((row) => columns.map((c) => row[c] ?? null)),
          );
        }
      })();
    }
    // No ANALYZE here: the server measures the tables when it opens the file, as it does on a
    // live site (openDatabase), so the bench meets the planner's statistics a live site has.
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    for (const [table, rows] of Object.entries(tables)) {
      const columns = Object.keys(rows[0] ?? {});
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        await client.query(
          insertSql(table, columns, batch, (n) => `$${n}`),
          batch.flatMap((row) => columns.map((c) => row[c] ?? null)),
        );
      }
    }
    await client.query("commit");
    // What autovacuum does within a minute of such a load on a live site: statistics, and the
    // visibility map that lets index-only scans skip the table. Measured without it, the first
    // screens raced autovacuum itself (the inbox search at 396 ms, 80 ms once it had run).
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
}

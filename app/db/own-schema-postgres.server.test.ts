import { describe, expect, it } from "vitest";
import pg from "pg";
import { migrateToLatest, openDatabase } from "./db.server";
import { createTestSchema } from "../../tests/helpers/pg-schema";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("a site's PostgreSQL schema", () => {
  it("is the only one its introspection reads", async () => {
    const ours = await createTestSchema(url!);
    const theirs = await createTestSchema(url!);
    const database = openDatabase({ databaseUrl: ours.url });
    try {
      const other = new pg.Client({ connectionString: theirs.url });
      await other.connect();
      await other.query("create table someone_elses (id int)");
      await other.end();
      await migrateToLatest(database);
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      const names = tables.map((table) => table.name);
      expect(names).toContain("contact_messages");
      expect(names).toContain("kysely_migration");
      expect(names).not.toContain("someone_elses");
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.schema]));
      const leads = tables.find((table) => table.name === "contact_messages")!;
      expect(leads.columns.map((column) => column.name)).toContain("email");
    } finally {
      await database.close();
      await ours.drop();
      await theirs.drop();
    }
  });

  // Kysely's own introspector resolved every schema of the database by name, so a migration
  // failed with "schema … does not exist" when another site or test dropped its schema meanwhile.
  it("migrates while other schemas of the database come and go", { timeout: 60_000 }, async () => {
    const churn = { running: true };
    const tables = Array.from(
      { length: 40 },
      (_, i) => `create table t${i} (id serial, name text);`,
    );
    const churner = async () => {
      let rounds = 0;
      while (churn.running || rounds < 10) {
        const passing = await createTestSchema(url!);
        const client = new pg.Client({ connectionString: passing.url });
        await client.connect();
        await client.query(tables.join(""));
        await client.end();
        await passing.drop();
        rounds++;
      }
      return rounds;
    };
    const churners = Promise.all([churner(), churner(), churner()]);
    const places = await Promise.all(Array.from({ length: 4 }, () => createTestSchema(url!)));
    try {
      const results = await Promise.allSettled(
        places.map(async (place) => {
          const database = openDatabase({ databaseUrl: place.url });
          try {
            await migrateToLatest(database);
            // Every later start introspects again; so does each round here.
            for (let round = 0; round < 60; round++) await database.db.introspection.getTables();
          } finally {
            await database.close();
          }
        }),
      );
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    } finally {
      churn.running = false;
      expect(Math.min(...(await churners))).toBeGreaterThanOrEqual(10);
      await Promise.all(places.map((place) => place.drop()));
    }
  });
});

import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestSchema {
  /** TEST_DATABASE_URL narrowed to the schema (search_path), for a server or openDatabase. */
  url: string;
  /** The schema's name (test_ and 12 hex digits). */
  schema: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty PostgreSQL schema in TEST_DATABASE_URL's database, standing for a fresh
 * database (CI's role may create schemas, not databases). Everything the site creates there is
 * dropped with it.
 */
export async function createTestSchema(
  baseUrl = process.env.TEST_DATABASE_URL!,
): Promise<TestSchema> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await sharedExtensions(baseUrl);
  await query(baseUrl, `create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: () => query(baseUrl, `drop schema ${schema} cascade`),
  };
}

let extensions: Promise<void> | undefined;

/**
 * The trigram extension (migration 0022) installed once in `public`. A site's migration installs
 * it in its own schema when no schema has it; here that would be the first test's schema, and
 * dropping it would take every other test schema's search indexes along.
 */
function sharedExtensions(baseUrl: string): Promise<void> {
  extensions ??= query(baseUrl, "create extension if not exists pg_trgm schema public").catch(
    (error: unknown) => {
      // Another test file installing it at the same moment: it is there either way.
      if (!/already exists|duplicate key/.test(String(error))) throw error;
    },
  );
  return extensions;
}

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

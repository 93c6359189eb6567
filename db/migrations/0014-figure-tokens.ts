import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

// A migration works on the untyped database, and keeps its own copy of what it needs: the
// application's code will change, what this migration did must not.
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Obj = Record<string, unknown>;

interface Figure {
  key: string;
  /** The number a text shows for it: "since" figures show the years since their year. */
  shown: number;
  unit: string;
  /** Words that say a number is about this figure ("clients", "distinctions", "satisfaction"). */
  words: string[];
}
interface Line {
  id: string;
  min: number;
  max: number;
}
export interface Undecided {
  page: string;
  path: string;
  text: string;
}

const NUMBER = /(?<![\p{L}\d{:.,-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?![\d\p{L}])/gu;
const AMOUNT = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+|\d+`;
const RANGE = new RegExp(
  String.raw`(?<![\d\p{L}])(${AMOUNT})\s?[–—-]\s?(${AMOUNT})(\s?FCFA)?`,
  "gu",
);
const SINGLE = new RegExp(String.raw`(?<![\d\p{L}–—-])(${AMOUNT})\s?FCFA`, "gu");
const toNumber = (s: string) => Number(s.replace(/\D/g, ""));
const wordsOf = (...texts: string[]) =>
  texts.flatMap((t) => t.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
// Extra words for the units whose figure's name does not say what a sentence says.
const UNIT_WORDS: Record<string, string[]> = {
  since: ["expérience", "experience", "depuis"],
  years: ["expérience", "experience", "depuis"],
  hours: ["réponse", "répond", "reply", "replies", "within", "sous"],
};

/**
 * What follows a number: "+", "%", years or hours, else the unit "plain" (a bare count). Hours
 * are not "24 h/24" (always open), which is no figure.
 */
function suffixOf(tail: string): { unit: string; length: number } {
  const m =
    /^\s?\+/.exec(tail) ??
    /^\s?%/.exec(tail) ??
    /^\s(?:ans?|years?)(?![\p{L}])/u.exec(tail) ??
    /^\s?(?:h|heures?|hours?)(?![\p{L}/])/u.exec(tail);
  if (!m) return { unit: "plain", length: 0 };
  const s = m[0].trim();
  const unit =
    s === "+" ? "plus" : s === "%" ? "percent" : /^(an|year)/.test(s) ? "years" : "hours";
  return { unit, length: m[0].length };
}

const sameFamily = (figureUnit: string, unit: string) =>
  figureUnit === unit || (unit === "years" && figureUnit === "since");

/**
 * One text, its numbers turned into tokens where that is certain. The rule, kept simple:
 * - a price ("500–650", "500 – 650 FCFA", "1 000 FCFA") becomes `{price:id}` when exactly one
 *   grid line has that range (or that fixed price); an amount in FCFA matching no line, or
 *   several, is left and reported;
 * - a number becomes `{figure:key}` when exactly one key figure reads that way: the same number
 *   with the same sign after it ("500+", "98 %", "7 ans", "24 h"), or, for a bare count, the same
 *   number followed within a few words by the figure's name ("5 distinctions");
 * - a number of the same kind ("450+", "6 ans", a bare count) near a figure's words (its name,
 *   or "depuis" for years) that matches no figure, or several, is left as it is and reported,
 *   for someone to decide.
 */
export function tokenize(
  text: string,
  figures: readonly Figure[],
  lines: readonly Line[],
): { text: string; undecided: boolean } {
  let undecided = false;
  let out = text.replace(RANGE, (all, a: string, b: string, fcfa?: string) => {
    const found = lines.filter((l) => l.min === toNumber(a) && l.max === toNumber(b));
    if (found.length === 1) return `{price:${found[0]!.id}}`;
    if (fcfa) undecided = true;
    return all;
  });
  out = out.replace(SINGLE, (all, a: string) => {
    const n = toNumber(a);
    const found = lines.filter((l) => l.min === n && l.max === n);
    if (found.length === 1) return `{price:${found[0]!.id}}`;
    undecided = true;
    return all;
  });
  let result = "";
  let from = 0;
  for (const m of out.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    const n = toNumber(m[0]);
    const suffix = suffixOf(out.slice(end));
    // The words around the number: 30 characters before ("depuis 6 ans"), 40 after.
    const near = out.slice(Math.max(0, start - 30), end + 40).toLowerCase();
    const about = (f: Figure) =>
      [...f.words, ...(UNIT_WORDS[f.unit] ?? [])].some((w) => near.includes(w));
    const found = figures.filter((f) =>
      suffix.unit === "plain"
        ? f.unit === "plain" && f.shown === n && about(f)
        : sameFamily(f.unit, suffix.unit) && f.shown === n,
    );
    if (found.length === 1) {
      result += `${out.slice(from, start)}{figure:${found[0]!.key}}`;
      from = end + suffix.length;
      continue;
    }
    const related = figures.some(
      (f) =>
        (suffix.unit === "plain" ? f.unit === "plain" : sameFamily(f.unit, suffix.unit)) &&
        about(f),
    );
    if (found.length > 1 || related) undecided = true;
  }
  result += out.slice(from);
  return { text: result, undecided };
}

/** A stored document with its texts tokenized; `undecided` gets the paths left for a person. */
function walk(
  value: unknown,
  path: string[],
  figures: readonly Figure[],
  lines: readonly Line[],
  undecided: { path: string; text: string }[],
): unknown {
  if (typeof value === "string") {
    const r = tokenize(value, figures, lines);
    if (r.undecided) undecided.push({ path: path.join("."), text: value });
    return r.text;
  }
  if (Array.isArray(value))
    return value.map((v, i) => walk(v, [...path, String(i)], figures, lines, undecided));
  if (!value || typeof value !== "object") return value;
  const o = value as Obj;
  // Ids, addresses, picture names and icons are not texts.
  const skip = new Set(["key", "href", "art", "media", "icon", "figure", "priceItem", "unit"]);
  const done = Object.fromEntries(
    Object.entries(o).map(([k, v]) => [
      k,
      skip.has(k) ? v : walk(v, [...path, k], figures, lines, undecided),
    ]),
  );
  // A stat whose value became a price says "FCFA" in its label already ("500–650" "FCFA le m²"):
  // the token brings the currency, so the label drops it.
  const stat = (done.value ?? {}) as Obj;
  const label = done.label as Obj | undefined;
  if (label && typeof label === "object" && /^\{price:[\w-]+\}$/.test(String(stat.fr ?? "")))
    for (const lang of ["fr", "en"])
      if (typeof label[lang] === "string")
        label[lang] = (label[lang] as string).replace(/^FCFA\s+/, "");
  return done;
}

async function readFigures(db: AnyDb): Promise<Figure[]> {
  const row = await db
    .selectFrom("page_versions")
    .select("data")
    .where("page", "=", "figures")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  const doc = row ? (JSON.parse(row.data as string) as Obj) : {};
  const items = ((doc.figures as Obj | undefined)?.items ?? []) as Obj[];
  const year = new Date().getUTCFullYear();
  return items.map((item) => {
    const name = (item.name ?? {}) as { fr?: string; en?: string };
    const value = Number(item.value);
    const unit = String(item.unit);
    return {
      key: String(item.key),
      unit,
      shown: unit === "since" ? Math.max(0, year - value) : value,
      words: wordsOf(name.fr ?? "", name.en ?? ""),
    };
  });
}

/**
 * Every stored page document (drafts and every published version) with the numbers that equal
 * a key figure or a price-grid line turned into tokens (docs/product/pages.md#figures-and-prices-
 * in-texts), so the texts follow the figures from now on. Texts it could not decide are listed in
 * `page_text_checks`, which the dashboard shows until the page is saved again.
 */
export const figureTokens: DialectMigration = {
  async up(untyped) {
    const db = untyped as AnyDb;
    await db.schema
      .createTable("page_text_checks")
      .ifNotExists()
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("found_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_text_checks_pk", ["page", "path"])
      .execute();
    await tokenizeStoredPages(db);
  },
};

/** The migration's work on the rows, apart so a test can run it on documents it stored. */
export async function tokenizeStoredPages(db: AnyDb): Promise<void> {
  const figures = await readFigures(db);
  const lines = (
    await db.selectFrom("price_items").select(["id", "min_fcfa", "max_fcfa"]).execute()
  ).map((r) => ({ id: String(r.id), min: Number(r.min_fcfa), max: Number(r.max_fcfa) }));
  const latest = await db
    .selectFrom("page_versions")
    .select(["page", (eb) => eb.fn.max("version").as("version")])
    .groupBy("page")
    .execute();
  const live = new Set(latest.map((r) => `${r.page}:${Number(r.version)}`));
  const undecided = new Map<string, Undecided>();
  const convert = (page: string, data: string, report: boolean): string => {
    const found: { path: string; text: string }[] = [];
    const doc = walk(JSON.parse(data), [], figures, lines, found);
    if (report) for (const u of found) undecided.set(`${page}:${u.path}`, { page, ...u });
    return JSON.stringify(doc);
  };
  const drafts = await db.selectFrom("page_drafts").select(["page", "data"]).execute();
  for (const row of drafts) {
    if (row.page === "figures") continue;
    const data = convert(row.page, row.data, true);
    if (data !== row.data)
      await db.updateTable("page_drafts").set({ data }).where("page", "=", row.page).execute();
  }
  const versions = await db
    .selectFrom("page_versions")
    .select(["page", "version", "data"])
    .execute();
  for (const row of versions) {
    if (row.page === "figures") continue;
    const data = convert(row.page, row.data, live.has(`${row.page}:${Number(row.version)}`));
    if (data !== row.data)
      await db
        .updateTable("page_versions")
        .set({ data })
        .where("page", "=", row.page)
        .where("version", "=", row.version)
        .execute();
  }
  const now = new Date().toISOString();
  for (const u of undecided.values())
    await db
      .insertInto("page_text_checks")
      .values({ ...u, found_at: now })
      .onConflict((oc) => oc.columns(["page", "path"]).doNothing())
      .execute();
  // Cached pages are rebuilt when the content version moves.
  await sql`update counters set value = value + 1 where name = 'site_content'`.execute(db);
}

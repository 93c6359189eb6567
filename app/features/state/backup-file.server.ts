import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { checked, FORMAT, type SnapshotEvent } from "./snapshot.server";
import { StateError } from "./state-error";

/**
 * The backup file: gzip-compressed JSON lines, readable with `zcat` and independent of the
 * database it came from. Line 1 is the header (format, date, source database, migrations);
 * then each table as a `{"table","columns"}` line followed by one JSON array per row (binary
 * values as `{"base64": …}`); the last line, `{"end":…}`, gives every table's row count, so a
 * file cut short is refused rather than half restored.
 */
export async function writeBackupFile(
  file: string,
  events: AsyncIterable<SnapshotEvent>,
): Promise<number> {
  // Written aside and renamed when complete: a file under the final name is always whole.
  const partial = `${file}.partial`;
  let rows = 0;
  async function* lines() {
    for await (const event of events) {
      if (event.kind === "rows") {
        rows += event.rows.length;
        yield event.rows.map((row) => `${JSON.stringify(row.map(encode))}\n`).join("");
      } else if (event.kind === "table") {
        yield `${JSON.stringify({ table: event.name, columns: event.columns })}\n`;
      } else if (event.kind === "end") {
        yield `${JSON.stringify({ end: true, rows: event.rows })}\n`;
      } else {
        const { kind: _kind, ...header } = event;
        yield `${JSON.stringify(header)}\n`;
      }
    }
  }
  try {
    // Private: the file holds password hashes, the signing secret and customers' details.
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return rows;
}

/** Reads a backup file back as snapshot events (see writeBackupFile for the layout). */
export async function* readBackupFile(file: string): AsyncGenerator<SnapshotEvent> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let lineNo = 0;
  let rows: unknown[][] = [];
  try {
    for await (const chunk of gunzip) {
      const lines = (pending + decoder.write(chunk)).split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        lineNo++;
        if (line.startsWith("[")) {
          rows.push((JSON.parse(line) as unknown[]).map(decode));
          if (rows.length >= 100) {
            yield { kind: "rows", rows };
            rows = [];
          }
          continue;
        }
        if (rows.length) yield { kind: "rows", rows };
        rows = [];
        yield parseMeta(line, lineNo);
      }
    }
  } catch (error) {
    if (error instanceof StateError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new StateError(`no such file: ${file}`);
    if (code?.startsWith("Z_"))
      throw new StateError(
        `${file} is not a backup written by npm run backup, or it is cut short (${(error as Error).message})`,
      );
    if (error instanceof SyntaxError)
      throw new StateError(`${file} is damaged at line ${lineNo}: ${error.message}`);
    throw error;
  } finally {
    input.destroy();
  }
  if (rows.length) yield { kind: "rows", rows };
  // No trailing newline after the end line means the file was cut inside it: let it fail below.
}

function parseMeta(line: string, lineNo: number): SnapshotEvent {
  const meta = JSON.parse(line) as Record<string, unknown>;
  if (lineNo === 1) {
    if (meta.format !== FORMAT || meta.version !== 1)
      throw new StateError("this file is not a backup written by npm run backup (unknown format)");
    return {
      kind: "header",
      ...(meta as Omit<Extract<SnapshotEvent, { kind: "header" }>, "kind">),
    };
  }
  if (typeof meta.table === "string" && Array.isArray(meta.columns))
    return { kind: "table", name: meta.table, columns: meta.columns as string[] };
  if (meta.end === true) return { kind: "end", rows: meta.rows as Record<string, number> };
  throw new StateError(`the backup is damaged at line ${lineNo}`);
}

function encode(value: unknown): unknown {
  return Buffer.isBuffer(value) ? { base64: value.toString("base64") } : value;
}

function decode(value: unknown): unknown {
  return value !== null && typeof value === "object" && "base64" in value
    ? Buffer.from(String(value.base64), "base64")
    : value;
}

/**
 * Reads a whole backup file and checks it (format, version, row counts, end marker) without
 * touching any database: a restore that replaces a site runs this first, so a damaged file is
 * refused before anything is dropped.
 */
export async function verifyBackupFile(file: string) {
  let header: Extract<SnapshotEvent, { kind: "header" }> | undefined;
  let rows = 0;
  for await (const event of checked(readBackupFile(file))) {
    if (event.kind === "header") header = event;
    else if (event.kind === "rows") rows += event.rows.length;
  }
  return { header: header!, rows };
}

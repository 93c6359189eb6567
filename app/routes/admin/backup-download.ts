import { randomUUID } from "node:crypto";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { href, redirect } from "react-router";
import type { Route } from "./+types/backup-download";
import { requireSameOrigin, screenRole, staffUser } from "~/features/auth/index.server";
import {
  auditBackup,
  backupFailure,
  backupFileName,
  backupsDir,
  writeSiteBackup,
} from "~/features/state/index.server";
import { CachePolicy } from "~/lib/http-cache";
import { log } from "~/lib/logger.server";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address: it sits beside the admin layout, so it states its own role. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/**
 * A full backup, made on the spot, for an administrator (a POST from the Backups screen: the
 * file holds every account's password hash). It is written to disk first, at the disk's speed,
 * so a slow download never holds the database; the file is unlinked once opened, so nothing is
 * left behind, even when the download is cut or the process killed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireSameOrigin(request);
  const user = staffUser(context);
  const { database, config } = await getRuntime();
  const name = backupFileName();
  const file = path.join(backupsDir(config.DATA_DIR), `.download-${randomUUID()}.jsonl.gz`);
  let written;
  try {
    const connection = { databaseUrl: config.DATABASE_URL, file: config.DATABASE_FILE };
    written = await writeSiteBackup(connection, file);
  } catch (error) {
    // Whatever stopped the backup (a full disk, a missing folder) may stop this clean-up too.
    await rm(file, { force: true }).catch(() => undefined);
    const reason = backupFailure(error);
    log.error("backup download failed", { reason, error });
    return redirect(`${href("/admin/backups")}?failed=${reason}`, 303);
  }
  const handle = await open(file);
  await rm(file, { force: true });
  await auditBackup(database, user.id, "backup.download", {
    rows: written.rows,
    bytes: written.bytes,
  });
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(written.bytes),
      "Cache-Control": CachePolicy.noStore,
    },
  });
}

export function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  return redirect(href("/admin/backups"));
}

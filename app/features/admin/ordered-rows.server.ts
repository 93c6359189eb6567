import { data } from "react-router";
import type { AppDatabase } from "~/db/db.server";
import { audit, type SessionUser } from "~/features/auth/index.server";
import type { AuditAction } from "~/i18n/words";
import { invalidateSiteData, moveRow } from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import type { RowOutcome } from "./ordered-rows";

type Table = Parameters<typeof moveRow>[1];
type Scope = Parameters<typeof moveRow>[4];

/**
 * The steps the team, clients and gallery screens share. Every change to a row refreshes the
 * copy the public pages read, goes into the change log, and answers which row it touched, so
 * the page shows the notice or the problems in that row's form.
 */
export function orderedRows(
  database: AppDatabase,
  user: SessionUser,
  logAs: { action: "team" | "partner" | "gallery.album" | "gallery.photo"; type: string },
) {
  const finish = async (done: string, id: string, details?: unknown): Promise<RowOutcome> => {
    invalidateSiteData(database);
    // The three lists' actions (team.add, gallery.photo.move-up…) all have their words.
    const action = `${logAs.action}.${done}` as AuditAction;
    await audit(user, action, { type: logAs.type, id }, details);
    return { done, id, problems: {} };
  };
  /** A row that is no longer there (removed in another tab) is a 404, not a success. */
  const found = (ok: boolean) => {
    if (!ok) throw data(null, { status: 404 });
  };
  return {
    finish,
    refuse: (id: string, problems: FieldProblems) =>
      data({ done: undefined, id, problems } satisfies RowOutcome, { status: 400 }),
    async remove(id: string, removed: Promise<boolean>) {
      found(await removed);
      return finish("remove", id);
    },
    async update(id: string, updated: Promise<boolean>, details?: unknown) {
      found(await updated);
      return finish("update", id, details);
    },
    async move(table: Table, id: string, direction: "up" | "down", scope?: Scope) {
      await moveRow(database.db, table, id, direction, scope);
      return finish(`move-${direction}`, id);
    },
  };
}

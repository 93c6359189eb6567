import { nowIso, type AppDatabase } from "~/db/db.server";
import {
  holdMembersFor,
  recordIntervention,
  tellClient,
  type StepContext,
  type StepOutcome,
} from "./booking.server";
import { shownRow } from "./read.server";
import type { Slot } from "./slot";

/** The intervention's row, locked on PostgreSQL: a second step on it waits for this one. */
async function lockPlanned(trx: Parameters<typeof shownRow>[0], dialect: string, id: string) {
  return trx
    .selectFrom("interventions")
    .select(["id", "status", "devis_id", "starts_at", "ends_at", "address"])
    .where("id", "=", id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * Moves or changes a planned intervention. A new date, time or address raises the calendar's
 * SEQUENCE, sends the client the update and allows a new reminder; members and notes alone
 * change quietly.
 */
export async function moveIntervention(
  database: AppDatabase,
  id: string,
  slot: Slot,
  ctx: StepContext,
): Promise<StepOutcome> {
  const at = nowIso(ctx.now);
  return database.db.transaction().execute(async (trx): Promise<StepOutcome> => {
    const current = await lockPlanned(trx, database.dialect, id);
    if (!current) return { ok: false, problem: "missing" };
    if (current.status !== "planned") return { ok: false, problem: "closed" };
    const refused = await holdMembersFor(trx, database.dialect, slot, id);
    if (refused) return refused;
    const moved =
      current.starts_at !== slot.startsAt ||
      current.ends_at !== slot.endsAt ||
      current.address !== slot.address;
    await trx
      .updateTable("interventions")
      .set((eb) => ({
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        address: slot.address,
        notes: slot.notes,
        updated_at: at,
        ...(moved ? { sequence: eb("sequence", "+", 1), planned_at: at, reminded_at: null } : {}),
      }))
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("intervention_members").where("intervention_id", "=", id).execute();
    await trx
      .insertInto("intervention_members")
      .values(slot.members.map((member_id) => ({ intervention_id: id, member_id })))
      .execute();
    const row = (await shownRow(trx, id))!;
    const emailed = moved && (await tellClient(trx, row, "moved", ctx));
    await recordIntervention(
      trx,
      ctx.userId,
      "intervention.move",
      id,
      {
        devis: row.reference,
        from: { starts_at: current.starts_at, ends_at: current.ends_at },
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        members: slot.members,
        emailed,
      },
      at,
    );
    return { ok: true, id, emailed };
  });
}

/** Cancels a planned intervention and sends the client the calendar's cancellation. */
export async function cancelIntervention(
  database: AppDatabase,
  id: string,
  ctx: StepContext,
): Promise<StepOutcome> {
  const at = nowIso(ctx.now);
  return database.db.transaction().execute(async (trx): Promise<StepOutcome> => {
    const current = await lockPlanned(trx, database.dialect, id);
    if (!current) return { ok: false, problem: "missing" };
    if (current.status !== "planned") return { ok: false, problem: "closed" };
    await trx
      .updateTable("interventions")
      .set((eb) => ({
        status: "cancelled",
        cancelled_at: at,
        updated_at: at,
        sequence: eb("sequence", "+", 1),
      }))
      .where("id", "=", id)
      .execute();
    const row = (await shownRow(trx, id))!;
    const emailed = await tellClient(trx, row, "cancelled", ctx);
    await recordIntervention(
      trx,
      ctx.userId,
      "intervention.cancel",
      id,
      { devis: row.reference, starts_at: current.starts_at, emailed },
      at,
    );
    return { ok: true, id, emailed };
  });
}

/** Two days after the devis's last intervention is done, its client is asked for a testimonial. */
export const TESTIMONIAL_DELAY_MS = 2 * 86_400_000;

/**
 * Marks a planned intervention done. When no other one of its devis is still planned, the
 * testimonial request is scheduled, once per devis.
 */
export async function markDone(
  database: AppDatabase,
  id: string,
  ctx: StepContext,
): Promise<StepOutcome> {
  const now = ctx.now ?? new Date();
  const at = nowIso(now);
  return database.db.transaction().execute(async (trx): Promise<StepOutcome> => {
    const current = await lockPlanned(trx, database.dialect, id);
    if (!current) return { ok: false, problem: "missing" };
    if (current.status !== "planned") return { ok: false, problem: "closed" };
    await trx
      .updateTable("interventions")
      .set({ status: "done", done_at: at, updated_at: at })
      .where("id", "=", id)
      .execute();
    const left = await trx
      .selectFrom("interventions")
      .select("id")
      .where("devis_id", "=", current.devis_id)
      .where("status", "=", "planned")
      .executeTakeFirst();
    if (!left)
      await trx
        .insertInto("testimonial_requests")
        .values({
          devis_id: current.devis_id,
          due_at: new Date(now.getTime() + TESTIMONIAL_DELAY_MS).toISOString(),
          created_at: at,
          requested_at: null,
          token_hash: null,
          used_at: null,
        })
        .onConflict((oc) => oc.column("devis_id").doNothing())
        .execute();
    const row = (await shownRow(trx, id))!;
    await recordIntervention(
      trx,
      ctx.userId,
      "intervention.done",
      id,
      { devis: row.reference, last: !left },
      at,
    );
    return { ok: true, id, emailed: false };
  });
}

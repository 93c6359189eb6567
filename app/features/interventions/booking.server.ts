import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { CompanyIdentity } from "~/content/company";
import { nowIso, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { queueEmail } from "~/features/mail/index.server";
import { calendarAttachment, noticeEmail, type Notice, type Shown } from "./emails";
import { shownRow } from "./read.server";
import type { Slot } from "./slot";

type Trx = Transaction<Database>;

/** What a step needs besides its form: who acts, the company as the client reads it, the site. */
export interface StepContext {
  userId: string | null;
  company: CompanyIdentity;
  /** The site's host name, in every calendar UID. */
  host: string;
  now?: Date;
}

export interface Conflict {
  id: string;
  member: string;
  startsAt: string;
  endsAt: string;
  reference: string;
}

export type StepOutcome =
  | { ok: true; id: string; emailed: boolean }
  | { ok: false; problem: "notAccepted" | "unknownMember" | "closed" | "missing" }
  | { ok: false; problem: "overlap"; conflict: Conflict };

type Refusal = Exclude<StepOutcome, { ok: true }>;

/**
 * Locks the members' rows (PostgreSQL: `FOR UPDATE`, in one order so two bookings never wait on
 * each other; SQLite: the transaction began with the write lock), then looks for another
 * intervention of one of them whose time meets this one. Another booking of the same member
 * waits here until this one commits, and then sees it (decision 049).
 */
export async function holdMembersFor(
  trx: Trx,
  dialect: AppDatabase["dialect"],
  slot: Pick<Slot, "members" | "startsAt" | "endsAt">,
  except?: string,
): Promise<Refusal | undefined> {
  if (!slot.members.length) return { ok: false, problem: "unknownMember" };
  const found = await trx
    .selectFrom("team_members")
    .select("id")
    .where("id", "in", slot.members)
    .orderBy("id")
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .execute();
  if (found.length !== slot.members.length) return { ok: false, problem: "unknownMember" };
  const clash = await trx
    .selectFrom("intervention_members as im")
    .innerJoin("interventions as i", "i.id", "im.intervention_id")
    .innerJoin("devis as d", "d.id", "i.devis_id")
    .innerJoin("team_members as m", "m.id", "im.member_id")
    .select(["i.id", "m.name", "i.starts_at", "i.ends_at", "d.number", "d.version"])
    .where("im.member_id", "in", slot.members)
    .where("i.status", "!=", "cancelled")
    .where("i.starts_at", "<", slot.endsAt)
    .where("i.ends_at", ">", slot.startsAt)
    .$if(except !== undefined, (q) => q.where("i.id", "!=", except!))
    .orderBy("i.starts_at")
    .executeTakeFirst();
  if (!clash) return undefined;
  const reference = clash.version > 1 ? `${clash.number}-v${clash.version}` : clash.number;
  return {
    ok: false,
    problem: "overlap",
    conflict: {
      id: clash.id,
      member: clash.name,
      startsAt: clash.starts_at,
      endsAt: clash.ends_at,
      reference,
    },
  };
}

/** The step in the change log, in the step's transaction. */
export async function recordIntervention(
  trx: Trx,
  userId: string | null,
  action: string,
  id: string,
  details: Record<string, unknown>,
  at: string,
  targetType: "intervention" | "devis" = "intervention",
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: at,
      user_id: userId,
      action,
      target_type: targetType,
      target_id: id,
      details: JSON.stringify(details),
    })
    .execute();
}

/** Queues the client's e-mail with its calendar file; none when the devis has no address. */
export async function tellClient(trx: Trx, row: Shown, notice: Notice, ctx: StepContext) {
  if (!row.client_email) return false;
  const stamp = nowIso(ctx.now);
  await queueEmail(trx, {
    kind: `intervention-${notice}`,
    to: row.client_email,
    replyTo: ctx.company.email,
    ...noticeEmail(row, notice, ctx.company),
    relatedType: "intervention",
    relatedId: row.id,
    attachments: [
      calendarAttachment(
        row,
        notice === "cancelled" ? "CANCEL" : "REQUEST",
        ctx.company,
        ctx.host,
        stamp,
      ),
    ],
  });
  return true;
}

async function setMembers(trx: Trx, id: string, members: string[]) {
  await trx.deleteFrom("intervention_members").where("intervention_id", "=", id).execute();
  await trx
    .insertInto("intervention_members")
    .values(members.map((member_id) => ({ intervention_id: id, member_id })))
    .execute();
}

/** Plans an intervention of an accepted devis: stored, told to the client, logged, at once. */
export async function planIntervention(
  database: AppDatabase,
  devisId: string,
  slot: Slot,
  ctx: StepContext,
): Promise<StepOutcome> {
  const at = nowIso(ctx.now);
  return database.db.transaction().execute(async (trx): Promise<StepOutcome> => {
    const devis = await trx
      .selectFrom("devis")
      .select(["status", "anonymised_at"])
      .where("id", "=", devisId)
      .executeTakeFirst();
    if (!devis) return { ok: false, problem: "missing" };
    if (devis.status !== "accepted" || devis.anonymised_at)
      return { ok: false, problem: "notAccepted" };
    const refused = await holdMembersFor(trx, database.dialect, slot);
    if (refused) return refused;
    const id = randomUUID();
    await trx
      .insertInto("interventions")
      .values({
        id,
        devis_id: devisId,
        status: "planned",
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        address: slot.address,
        notes: slot.notes,
        sequence: 0,
        created_by: ctx.userId,
        created_at: at,
        updated_at: at,
        planned_at: at,
        done_at: null,
        cancelled_at: null,
        reminded_at: null,
        anonymised_at: null,
      })
      .execute();
    await setMembers(trx, id, slot.members);
    const row = (await shownRow(trx, id))!;
    const emailed = await tellClient(trx, row, "planned", ctx);
    await recordIntervention(
      trx,
      ctx.userId,
      "intervention.plan",
      id,
      {
        devis: row.reference,
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

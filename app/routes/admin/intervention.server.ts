import { data, href, redirect } from "react-router";
import * as z from "zod";
import { adminForm, id, list } from "~/features/forms/index.server";
import type { SessionUser } from "~/features/auth/index.server";
import { getSiteData } from "~/features/company/index.server";
import { devisReference, getDevis } from "~/features/devis/index.server";
import {
  addDays,
  checkSlot,
  lomeClock,
  lomeDay,
  type SlotForm,
  type SlotProblems,
} from "~/features/interventions";
import {
  cancelIntervention,
  getIntervention,
  markDone,
  moveIntervention,
  planIntervention,
  shownRow,
  whatsappText,
  type StepOutcome,
} from "~/features/interventions/index.server";
import { clipText } from "~/lib/clean-text";
import type { AppRuntime } from "~/runtime/runtime.server";

/**
 * /admin/devis/:id/interventions/new and /admin/interventions/:intervention: plan an
 * intervention of an accepted devis, then move, cancel or mark it done. Every value is read as
 * typed and checked by `checkSlot`; what is wrong is said beside its field.
 */
const typed = z
  .string({ error: "INVALID" })
  .default("")
  .transform((v) => clipText(v, 4000));
const slotFields = {
  day: typed,
  time: typed,
  duration: typed,
  address: typed,
  notes: typed,
  members: list(id()),
};

export const interventionForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("plan"), ...slotFields }),
    z.object({ intent: z.literal("move"), ...slotFields }),
    z.object({ intent: z.literal("cancel") }),
    z.object({ intent: z.literal("done") }),
  ]),
);
type Form = z.output<typeof interventionForm.schema>;

export type InterventionAnswer = {
  problems: SlotProblems;
  form?: SlotForm;
  blocked?: "overlap" | "notAccepted" | "unknownMember" | "closed";
  conflict?: { member: string; startsAt: string; endsAt: string; reference: string; id: string };
};

async function teamOf({ database }: AppRuntime) {
  return database.db
    .selectFrom("team_members")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("name")
    .execute();
}

/** The screen of a new intervention (devisId) or of one planned (interventionId). */
export async function loadIntervention(
  runtime: AppRuntime,
  ids: { devisId?: string; interventionId?: string },
) {
  const { database } = runtime;
  const team = await teamOf(runtime);
  if (ids.interventionId) {
    const line = await getIntervention(database.db, ids.interventionId);
    if (!line) throw data(null, { status: 404 });
    const shown = (await shownRow(database.db, line.id))!;
    const company = (await getSiteData(database)).company;
    const start = lomeClock(new Date(line.startsAt));
    const minutes = (Date.parse(line.endsAt) - Date.parse(line.startsAt)) / 60_000;
    const form: SlotForm = {
      day: start.day,
      time: start.time,
      duration: String(minutes),
      address: line.address,
      notes: line.notes,
      members: line.members.map((m) => m.id),
    };
    const whatsapp = shown.client_phone
      ? whatsappText(shown, company, line.status === "cancelled")
      : null;
    return { mode: "edit" as const, line, form, team, whatsapp, email: shown.client_email };
  }
  const found = ids.devisId ? await getDevis(database, ids.devisId) : undefined;
  if (!found) throw data(null, { status: 404 });
  const { devis } = found;
  const form: SlotForm = {
    day: addDays(lomeDay(), 1),
    time: "08:00",
    duration: "120",
    address: devis.client_address ?? "",
    notes: "",
    members: [],
  };
  return {
    mode: "new" as const,
    devisId: devis.id,
    reference: devisReference(devis),
    client: devis.client_name,
    accepted: devis.status === "accepted" && !devis.anonymised_at,
    form,
    team,
  };
}

const refusal = (outcome: Exclude<StepOutcome, { ok: true }>, form?: SlotForm) => {
  if (outcome.problem === "missing") throw data(null, { status: 404 });
  const answer: InterventionAnswer = {
    problems: {},
    form,
    blocked: outcome.problem,
    conflict: outcome.problem === "overlap" ? outcome.conflict : undefined,
  };
  return data(answer, { status: outcome.problem === "unknownMember" ? 400 : 409 });
};

export async function runInterventionAction(
  runtime: AppRuntime,
  user: SessionUser,
  ids: { devisId?: string; interventionId?: string },
  input: Form,
) {
  const { database, config } = runtime;
  const ctx = {
    userId: user.id,
    company: (await getSiteData(database)).company,
    host: new URL(config.PUBLIC_URL).host,
  };
  const done = (outcome: StepOutcome, notice: string) => {
    if (!outcome.ok) return refusal(outcome);
    const to = href("/admin/interventions/:intervention", { intervention: outcome.id });
    const email = notice !== "done" && !outcome.emailed ? "&email=none" : "";
    return redirect(`${to}?done=${notice}${email}`, 303);
  };
  if (input.intent === "cancel" || input.intent === "done") {
    if (!ids.interventionId) throw data(null, { status: 404 });
    return input.intent === "cancel"
      ? done(await cancelIntervention(database, ids.interventionId, ctx), "cancelled")
      : done(await markDone(database, ids.interventionId, ctx), "done");
  }
  const { intent, ...form } = input;
  const checked = checkSlot(form);
  if (!checked.ok)
    return data({ problems: checked.problems, form } satisfies InterventionAnswer, {
      status: 400,
    });
  const outcome =
    intent === "plan"
      ? ids.devisId
        ? await planIntervention(database, ids.devisId, checked.slot, ctx)
        : ({ ok: false, problem: "missing" } as const)
      : ids.interventionId
        ? await moveIntervention(database, ids.interventionId, checked.slot, ctx)
        : ({ ok: false, problem: "missing" } as const);
  if (!outcome.ok) return refusal(outcome, form);
  return done(outcome, intent === "plan" ? "planned" : "moved");
}

import { data } from "react-router";
import * as z from "zod";
import { LEAD_STATUSES } from "~/features/leads";
import type { LeadStatus } from "~/db/schema";
import type { AppDatabase } from "~/db/db.server";
import { audit, listAccounts } from "~/features/auth/index.server";
import { adminForm, choice, id, text } from "~/features/forms/index.server";
import {
  addLeadNote,
  assignLead,
  getLead,
  setLeadStatus,
  type LeadType,
} from "~/features/leads/index.server";

/**
 * A lead's page: one form saves its status, who follows it and a new internal note at once
 * ("update"). The single-purpose intents stay for scripts and older pages still open.
 */
export const leadDetailForm = adminForm(
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("update"),
      status: choice(LEAD_STATUSES as readonly [LeadStatus, ...LeadStatus[]]),
      assignee: z.union([z.literal(""), id()]).default(""),
      note: text(4000, { clip: true }),
    }),
    z.object({
      intent: z.literal("status"),
      status: choice(LEAD_STATUSES as readonly [LeadStatus, ...LeadStatus[]]),
    }),
    // "" is nobody.
    z.object({ intent: z.literal("assign"), assignee: z.union([z.literal(""), id()]).default("") }),
    z.object({
      intent: z.literal("note").default("note"),
      note: text(4000, { required: true, clip: true }),
    }),
  ]),
);

/** What one save of a lead's page changed, in the order the page lists them. */
export type FollowUpChange =
  | { kind: "status"; status: LeadStatus }
  | { kind: "assign"; name: string }
  | { kind: "unassign" }
  | { kind: "note" };

/**
 * The lead page's one save: the status and the person when given and different from the stored
 * ones, and the note when one was typed, each with its change-log entry. Says what changed, so
 * the page can name it; an unknown assignee is refused before anything is written. The
 * single-purpose intents are this save with one field given.
 */
export async function updateLead(
  database: AppDatabase,
  user: { id: string },
  type: LeadType,
  leadId: string,
  input: { status?: LeadStatus; assignee?: string; note?: string },
): Promise<{ changes: FollowUpChange[] } | { unknownAssignee: true }> {
  const lead = await getLead(database, type, leadId);
  if (!lead) throw data(null, { status: 404 });
  const to = input.assignee === undefined ? (lead.assigned_to ?? null) : input.assignee || null;
  const accounts = await listAccounts(database);
  const assignee = to ? accounts.find((a) => a.id === to) : undefined;
  if (to && !assignee && to !== lead.assigned_to) return { unknownAssignee: true };
  const changes: FollowUpChange[] = [];
  if (input.status !== undefined && input.status !== lead.status) {
    await setLeadStatus(database, type, leadId, input.status);
    await audit(user, "lead.status", { type, id: leadId }, { status: input.status });
    changes.push({ kind: "status", status: input.status });
  }
  if (to !== (lead.assigned_to ?? null)) {
    await assignLead(database, type, leadId, to);
    await audit(user, "lead.assign", { type, id: leadId }, { assignee: to });
    changes.push(
      assignee ? { kind: "assign", name: assignee.name || assignee.email } : { kind: "unassign" },
    );
  }
  if (input.note) {
    await addLeadNote(database, type, leadId, user.id, input.note);
    await audit(user, "lead.note", { type, id: leadId });
    changes.push({ kind: "note" });
  }
  return { changes };
}

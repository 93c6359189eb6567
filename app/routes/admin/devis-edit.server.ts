import { data, href, redirect } from "react-router";
import * as z from "zod";
import { adminForm } from "~/features/forms/index.server";
import { audit, type SessionUser } from "~/features/auth/index.server";
import {
  acceptedBefore,
  createDevis,
  deleteDraft,
  devisReference,
  getDevis,
  saveDraft,
  withdrawDevis,
  sendDevis,
  readDevisSettings,
  checkDraft,
  reviseDevis,
  devisCompany,
} from "~/features/devis/index.server";
import {
  emptyLine,
  readDraft,
  type DevisDraft,
  type DevisProblems,
  DEVIS_LIMITS,
} from "~/features/devis";
import { getLead } from "~/features/leads/index.server";
import { getSiteData } from "~/features/company/index.server";
import { clipText } from "~/lib/clean-text";
import type { AppRuntime } from "~/runtime/runtime.server";

/**
 * /admin/devis/new and /admin/devis/:id: the editor of a draft (every value as typed, read back
 * by `readDraft` and checked by `checkDraft`), and the page of a devis once sent. The buttons:
 * save (also Enter in a field), send, add or remove a line, delete a draft (administrators),
 * revise and withdraw a sent devis.
 */
const intent = z.union([
  z.literal("save"),
  z.literal("send"),
  z.literal("add-line"),
  z.templateLiteral(["remove-line:", z.int().min(0)]),
  z.literal("delete"),
  z.literal("revise"),
  z.literal("withdraw"),
]);

export const devisEditForm = adminForm(
  z
    .object({ intent: intent.default("save") })
    // Bounded as read; what is wrong with a value is said by checkDraft, beside its field.
    .catchall(z.string({ error: "INVALID" }).transform((v) => clipText(v, 4000))),
);
type EditForm = z.output<typeof devisEditForm.schema>;

type Answer = {
  outcome: "pending" | "invalid" | "refused";
  draft: DevisDraft;
  problems: DevisProblems;
  notice?: string;
};

/** The editor's answer when the form comes back to be corrected or changed (no redirect). */
const again = (draft: DevisDraft, problems: DevisProblems, status = 200, notice?: string) =>
  data({ outcome: status === 200 ? "pending" : "invalid", draft, problems, notice } as Answer, {
    status,
  });

export async function runDevisAction(
  runtime: AppRuntime,
  user: SessionUser,
  id: string | undefined,
  form: EditForm,
) {
  const { database } = runtime;
  const { intent: button, ...fields } = form;
  const found = id ? await getDevis(database, id) : undefined;
  if (id && !found) throw data(null, { status: 404 });
  const devis = found?.devis;
  if (button === "revise" || button === "withdraw") {
    if (!devis) throw data(null, { status: 404 });
    if (button === "revise") {
      const revised = await reviseDevis(
        database,
        devis.id,
        user.id,
        await readDevisSettings(database),
      );
      if (!revised)
        return data({ outcome: "refused" as const, notice: "notRevisable" }, { status: 409 });
      // Pressed twice (or by two people): the draft the first press made is opened.
      if (revised.created)
        await audit(user, "devis.revise", { type: "devis", id: revised.id }, { from: devis.id });
      return redirect(`${href("/admin/devis/:id", { id: revised.id })}?done=revised`);
    }
    if (!(await withdrawDevis(database, devis.id)))
      return data({ outcome: "refused" as const, notice: "notDraft" }, { status: 409 });
    await audit(
      user,
      "devis.withdraw",
      { type: "devis", id: devis.id },
      { reference: devisReference(devis) },
    );
    return redirect(`${href("/admin/devis/:id", { id: devis.id })}?done=withdrawn`);
  }
  if (devis && devis.status !== "draft")
    return data({ outcome: "refused" as const, notice: "notDraft" }, { status: 409 });
  if (button === "delete") {
    if (!devis) throw data(null, { status: 404 });
    if (user.role !== "admin")
      return data({ outcome: "refused" as const, notice: "adminOnly" }, { status: 403 });
    if (!(await deleteDraft(database, devis.id)))
      return data({ outcome: "refused" as const, notice: "notDraft" }, { status: 409 });
    await audit(
      user,
      "devis.delete",
      { type: "devis", id: devis.id },
      { reference: devisReference(devis) },
    );
    return redirect(`${href("/admin/devis")}?done=deleted`);
  }
  const draft = readDraft(fields);
  // A draft keeps the request it was made from, whatever the form says.
  draft.requestId = devis ? (devis.request_id ?? "") : draft.requestId;
  if (button === "add-line") {
    if (draft.lines.length < DEVIS_LIMITS.lines) draft.lines.push(emptyLine());
    return again(draft, {});
  }
  if (button.startsWith("remove-line:")) {
    draft.lines.splice(Number(button.slice("remove-line:".length)), 1);
    return again(draft, {});
  }
  return saveOrSend(runtime, user, devis?.id, devis?.number, draft, button === "send");
}

async function saveOrSend(
  runtime: AppRuntime,
  user: SessionUser,
  id: string | undefined,
  number: string | undefined,
  draft: DevisDraft,
  send: boolean,
) {
  const { database, config } = runtime;
  const site = await getSiteData(database);
  if (draft.requestId && !(await getLead(database, "quote", draft.requestId)))
    return data({ outcome: "refused" as const, notice: "notDraft" }, { status: 400 });
  const checked = checkDraft(draft, {
    grid: site.prices,
    settings: await readDevisSettings(database),
    acceptedBefore: await acceptedBefore(
      database,
      { email: draft.clientEmail, phone: draft.clientPhone },
      number,
    ),
  });
  if (!checked.ok) return again(draft, checked.problems, 400);
  let savedId = id;
  if (!savedId) {
    const created = await createDevis(database, checked.input, user.id);
    savedId = created.id;
    // The request had its devis already (the button pressed twice): that one is opened.
    if (!created.created) return redirect(href("/admin/devis/:id", { id: savedId }));
    await audit(
      user,
      "devis.create",
      { type: "devis", id: savedId },
      { total: checked.input.totals.total },
    );
  } else {
    const saved = await saveDraft(database, savedId, checked.input);
    if (saved !== "saved")
      return data(
        { outcome: "refused" as const, notice: saved === "sending" ? "beingSent" : "notDraft" },
        { status: 409 },
      );
    await audit(
      user,
      "devis.save",
      { type: "devis", id: savedId },
      { total: checked.input.totals.total },
    );
  }
  if (!send)
    return redirect(
      `${href("/admin/devis/:id", { id: savedId })}?done=${id ? "saved" : "created"}`,
    );
  const outcome = await sendDevis(
    database,
    savedId,
    user.id,
    { secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL },
    await devisCompany(database),
  );
  if (outcome.ok) {
    runtime.outbox.kick();
    return redirect(`${href("/admin/devis/:id", { id: savedId })}?done=sent`);
  }
  if (outcome.reason === "problems") return again(draft, outcome.problems, 400);
  return data(
    {
      outcome: "refused" as const,
      notice: {
        "accepted-before": "acceptedBefore",
        sending: "beingSent",
        "not-draft": "notDraft",
      }[outcome.reason],
    },
    { status: 409 },
  );
}

import { Form } from "react-router";
import { adminAction, orderedRows } from "~/features/admin/index.server";
import type { Route } from "./+types/clients";
import { MediaPicture } from "~/components/media-picture";
import {
  useAdmin,
  OrderedRowsTop,
  useOrderedRows,
  inputClass,
  TextField,
  ProblemList,
  RowActions,
  PhotoUploadField,
} from "~/features/admin";
import { clientsForm } from "./clients.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import {
  addPartner,
  listPartners,
  removePartner,
  updatePartner,
  type Partner,
  type PartnerKind,
  storePicture,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The home page's client and partner tickers: administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  return { all: await listPartners(database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: clientsForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const rows = orderedRows(database, user, { action: "partner", type: "partner" });
    if (input.intent === "remove") return rows.remove(input.id, removePartner(database, input.id));
    if (input.intent === "up" || input.intent === "down")
      return rows.move("partners", input.id, input.intent, { column: "kind", value: input.kind });
    const id = input.intent === "add" ? "" : input.id;
    const partner = { kind: input.kind, name: input.name, url: input.url };
    const logoId = await storePicture(database, input.logo, user.id, input.logoMediaId);
    if (logoId === "IMAGE") return rows.refuse(id, { logo: "IMAGE" });
    if (input.intent === "add")
      return rows.finish(
        "add",
        await addPartner(database, { ...partner, logoMediaId: logoId }),
        partner,
      );
    const saved = updatePartner(database, id, { ...partner, logoMediaId: logoId ?? undefined });
    return rows.update(id, saved, partner);
  });
}

export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const tc = t.site.clients;
  const { message, refusal, problemsOf, freshKey } = useOrderedRows(actionData, {
    add: tc.added,
    remove: tc.removed,
  });
  return (
    <>
      <OrderedRowsTop title={tc.title} intro={tc.intro} message={message} refusal={refusal} />
      {(["client", "partner"] as const).map((kind) => {
        const rows = loaderData.all.filter((p) => p.kind === kind);
        return (
          <section key={kind} className="mt-8" aria-labelledby={`${kind}-title`}>
            <h2 id={`${kind}-title`} className="text-xl font-semibold">
              {kind === "client" ? tc.clients : tc.partners}
            </h2>
            {rows.length === 0 && <p className="mt-2 text-slate-600">{tc.empty}</p>}
            <ol className="mt-3 space-y-3">
              {rows.map((row) => (
                <li key={row.id} data-partner={row.name}>
                  <PartnerForm row={row} kind={kind} problems={problemsOf(row.id)} />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <h2 className="mt-10 text-xl font-semibold">{tc.add}</h2>
      <PartnerForm key={freshKey("add")} kind="client" problems={problemsOf("")} choosable />
    </>
  );
}

function PartnerForm({
  row,
  kind,
  problems,
  choosable = false,
}: {
  row?: Partner;
  kind: PartnerKind;
  problems: FieldProblems;
  choosable?: boolean;
}) {
  const { t } = useAdmin();
  const tc = t.site.clients;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="id" value={row?.id ?? ""} />
      {choosable ? (
        <label className="block text-sm font-semibold">
          {tc.kind}
          <select name="kind" defaultValue={kind} className={inputClass}>
            <option value="client">{tc.clients}</option>
            <option value="partner">{tc.partners}</option>
          </select>
        </label>
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      <div className="mt-2 grid items-end gap-3 sm:grid-cols-[auto_1fr_1fr_1fr]">
        <div className="h-12 w-12">
          {row?.logo && (
            <MediaPicture
              image={row.logo}
              alt=""
              sizes="48px"
              className="h-12 w-12 rounded-full object-contain"
            />
          )}
        </div>
        <TextField
          name="name"
          label={tc.name}
          defaultValue={row?.name}
          problems={problems}
          required
          maxLength={100}
        />
        <TextField
          name="url"
          label={tc.url}
          defaultValue={row?.url ?? ""}
          problems={problems}
          type="url"
        />
        <PhotoUploadField name="logo" label={tc.logo} />
      </div>
      {row?.isDemo && (
        <span className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
          {t.site.demo}
        </span>
      )}
      <ProblemList problems={problems} />
      {row ? (
        <RowActions what={row.name} />
      ) : (
        <button
          name="intent"
          value="add"
          className="mt-3 rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
        >
          {tc.add}
        </button>
      )}
    </Form>
  );
}

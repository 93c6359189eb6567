import { Form } from "react-router";
import { adminAction, orderedRows } from "~/features/admin/index.server";
import type { Route } from "./+types/team";
import { MediaPicture } from "~/components/media-picture";
import {
  useAdmin,
  BilingualField,
  OrderedRowsTop,
  useOrderedRows,
  TextField,
  ProblemList,
  RowActions,
  PhotoUploadField,
} from "~/features/admin";
import { teamForm } from "./team.server";
import { screenRole, staffUser } from "~/features/auth/index.server";
import {
  storePicture,
  teamMemberOf,
  addTeamMember,
  listTeam,
  removeTeamMember,
  updateTeamMember,
  type TeamMember,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The About page's team: administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { database } = await getRuntime();
  return { members: await listTeam(database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: teamForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const rows = orderedRows(database, user, { action: "team", type: "team_member" });
    if (input.intent === "remove")
      return rows.remove(input.id, removeTeamMember(database, input.id));
    if (input.intent === "up" || input.intent === "down")
      return rows.move("team_members", input.id, input.intent);
    const id = input.intent === "add" ? "" : input.id;
    const member = teamMemberOf(input);
    const photoId = await storePicture(database, input.photo, user.id, input.photoMediaId);
    if (photoId === "IMAGE") return rows.refuse(id, { photo: "IMAGE" });
    if (input.intent === "add")
      return rows.finish(
        "add",
        await addTeamMember(database, member, { photoMediaId: photoId }),
        member,
      );
    const saved = updateTeamMember(database, id, member, photoId ?? undefined);
    return rows.update(id, saved, { ...member, photo: photoId ?? "unchanged" });
  });
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const tt = t.site.team;
  const { message, refusal, problemsOf, freshKey } = useOrderedRows(actionData, {
    add: tt.added,
    remove: tt.removed,
  });
  return (
    <>
      <OrderedRowsTop title={tt.title} intro={tt.intro} message={message} refusal={refusal} />
      {loaderData.members.length === 0 && <p className="mt-6 text-slate-600">{tt.empty}</p>}
      <ol className="mt-6 space-y-6">
        {loaderData.members.map((member) => (
          <li key={member.id} data-member={member.name}>
            <MemberForm member={member} problems={problemsOf(member.id)} />
          </li>
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-semibold">{tt.add}</h2>
      <MemberForm key={freshKey("add")} problems={problemsOf("")} />
    </>
  );
}

function MemberForm({ member, problems }: { member?: TeamMember; problems: FieldProblems }) {
  const { t } = useAdmin();
  const tt = t.site.team;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <input type="hidden" name="id" value={member?.id ?? ""} />
      <div className="grid gap-4 md:grid-cols-[160px_1fr]">
        <div>
          {member?.photo ? (
            <MediaPicture
              image={member.photo}
              alt={tt.currentPhoto}
              sizes="160px"
              className="h-40 w-32 rounded-lg object-cover"
            />
          ) : member ? (
            <p className="text-sm text-amber-800">{tt.illustration}</p>
          ) : null}
          {member?.isDemo && (
            <span className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
              {t.site.demo}
            </span>
          )}
        </div>
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              name="name"
              label={tt.name}
              defaultValue={member?.name}
              problems={problems}
              required
              maxLength={80}
            />
            <TextField
              name="phone"
              label={tt.phone}
              defaultValue={member?.phone}
              problems={problems}
              type="tel"
            />
            <TextField
              name="email"
              label={tt.email}
              defaultValue={member?.email}
              problems={problems}
              type="email"
            />
          </div>
          <BilingualField
            name="role"
            label={tt.role}
            fr={member?.roleFr ?? ""}
            en={member?.roleEn ?? ""}
            problems={problems}
            required
            maxLength={80}
          />
          {(["education", "training", "experience"] as const).map((key) => (
            <BilingualField
              key={key}
              name={key}
              label={tt[key]}
              fr={member?.[`${key}Fr`] ?? ""}
              en={member?.[`${key}En`] ?? ""}
              problems={problems}
              maxLength={2000}
              multiline
            />
          ))}
          <PhotoUploadField name="photo" label={tt.photo} />
          <ProblemList problems={problems} />
          {member ? (
            <RowActions what={member.name} />
          ) : (
            <button
              name="intent"
              value="add"
              className="justify-self-start rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
            >
              {tt.add}
            </button>
          )}
        </div>
      </div>
    </Form>
  );
}

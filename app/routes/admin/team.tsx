import { data, Form } from "react-router";
import { adminAction } from "~/features/admin/index.server";
import type { Route } from "./+types/team";
import { MediaPicture } from "~/components/media-picture";
import {
  useAdmin,
  RefusalNotice,
  BilingualField,
  TextField,
  ProblemList,
  RowActions,
  PhotoUploadField,
} from "~/features/admin";
import { isRefusal, rowProblems } from "~/features/forms";
import { teamForm } from "./team.server";
import { audit, requireRole } from "~/features/auth/index.server";
import {
  storePicture,
  teamMemberOf,
  invalidateSiteData,
  addTeamMember,
  listTeam,
  moveRow,
  removeTeamMember,
  updateTeamMember,
  type TeamMember,
} from "~/features/company/index.server";
import type { FieldProblems } from "~/features/forms";
import { getRuntime } from "~/runtime/runtime.server";

/** The About page's team: administrators only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { database } = await getRuntime();
  return { members: await listTeam(database.db) };
}

type Outcome = { done?: string; id: string; problems: FieldProblems };

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, { role: "admin", form: teamForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    const id = input.intent === "add" ? "" : input.id;
    const done = async (what: string, details?: unknown) => {
      invalidateSiteData(database);
      await audit(user, `team.${what}`, { type: "team_member", id: id || "new" }, details);
      return { done: what, id, problems: {} } satisfies Outcome;
    };
    if (input.intent === "remove") {
      if (!(await removeTeamMember(database, id))) throw data(null, { status: 404 });
      return done("remove");
    }
    if (input.intent === "up" || input.intent === "down") {
      await moveRow(database.db, "team_members", id, input.intent);
      return done(`move-${input.intent}`);
    }
    const member = teamMemberOf(input);
    const photoId = await storePicture(database, input.photo, user.id, input.photoMediaId);
    if (photoId === "IMAGE")
      return data({ done: undefined, id, problems: { photo: "IMAGE" } } satisfies Outcome, {
        status: 400,
      });
    if (input.intent === "add") {
      const newId = await addTeamMember(database, member, { photoMediaId: photoId });
      invalidateSiteData(database);
      await audit(user, "team.add", { type: "team_member", id: newId }, member);
      return { done: "add", id: newId, problems: {} } satisfies Outcome;
    }
    if (!(await updateTeamMember(database, id, member, photoId ?? undefined)))
      throw data(null, { status: 404 });
    return done("update", { ...member, photo: photoId ?? "unchanged" });
  });
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdmin();
  const tt = t.site.team;
  const refusal = isRefusal(actionData) ? actionData : undefined;
  const outcome = isRefusal(actionData) ? undefined : actionData;
  const problemsOf = (id: string) => rowProblems(actionData, id);
  const message = outcome?.done
    ? outcome.done === "add"
      ? tt.added
      : outcome.done === "remove"
        ? tt.removed
        : t.site.saved
    : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{tt.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{tt.intro}</p>
      {message && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {message}
        </p>
      )}
      {/* Typed values to correct show beside their fields, in their form. */}
      <RefusalNotice answer={refusal?.refused === "fields" ? undefined : refusal} />
      {loaderData.members.length === 0 && <p className="mt-6 text-slate-600">{tt.empty}</p>}
      <ol className="mt-6 space-y-6">
        {loaderData.members.map((member) => (
          <li key={member.id} data-member={member.name}>
            <MemberForm member={member} problems={problemsOf(member.id)} />
          </li>
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-semibold">{tt.add}</h2>
      <MemberForm problems={problemsOf("")} />
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
            <RowActions />
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

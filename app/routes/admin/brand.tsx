import { Form } from "react-router";
import type { Route } from "./+types/brand";
import { MediaPicture } from "~/components/media-picture";
import {
  BilingualField,
  PhotoUploadField,
  ProblemList,
  RefusalNotice,
  useAdmin,
} from "~/features/admin";
import { adminAction } from "~/features/admin/index.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import {
  currentSiteData,
  invalidateSiteData,
  readBrand,
  saveBrand,
  storePicture,
} from "~/features/company/index.server";
import { ICON_MIN_SIDE, pageField, SHARE_PAGES, type BrandSettings } from "~/content/brand";
import type { MediaImage } from "~/content/media-image";
import type { FieldProblems } from "~/features/forms";
import { isRefusal } from "~/features/forms";
import { uiWords, words } from "~/i18n/words/ui";
import { getRuntime } from "~/runtime/runtime.server";
import { brandForm, slotOf } from "./brand.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("admin")];

/** The company's logo, icon and share pictures: administrators, as the rest of the site's frame. */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const site = await currentSiteData();
  const name = site.company.name;
  return {
    pictures: site.brand,
    pageNames: {
      fr: words("fr", uiWords, name).pageNames,
      en: words("en", uiWords, name).pageNames,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: brandForm }, async (user, form) => {
    const { database } = await getRuntime();
    const data = form.data as Record<string, unknown>;
    const before = await readBrand(database);
    const problems: FieldProblems = {};
    // A slot's new picture, the built-in one (reset), or what it had.
    const pick = async (name: string, kept: string | null) => {
      const { file, mediaId, reset } = slotOf(data, name);
      if (reset) return null;
      const stored = await storePicture(database, file, user.id, mediaId);
      if (stored === "IMAGE") problems[name] = "IMAGE";
      return typeof stored === "string" && stored !== "IMAGE" ? stored : kept;
    };
    const next: BrandSettings = {
      logo: await pick("logo", before.logo),
      icon: await pick("icon", before.icon),
      share: await pick("share", before.share),
      shareAlt: { fr: String(data.shareAltFr), en: String(data.shareAltEn) },
      pageShare: {},
    };
    for (const page of SHARE_PAGES) {
      const picture = await pick(pageField(page), before.pageShare[page] ?? null);
      if (picture) next.pageShare[page] = picture;
    }
    if (next.icon && next.icon !== before.icon) {
      const size = await database.db
        .selectFrom("media")
        .select(["width", "height"])
        .where("id", "=", next.icon)
        .executeTakeFirst();
      if (!size || Math.min(Number(size.width), Number(size.height)) < ICON_MIN_SIDE)
        problems.icon = "ICON_SIZE";
    }
    if (Object.keys(problems).length)
      return Response.json({ refused: "fields", problems, sent: {} }, { status: 400 });
    await saveBrand(database, next, user.id);
    invalidateSiteData(database);
    await audit(user, "brand.update", { type: "brand", id: "brand" }, { before, after: next });
    return { saved: true as const };
  });
}

export default function Brand({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const b = t.logoAndSharing;
  const { pictures } = loaderData;
  const pageNames = loaderData.pageNames[locale];
  const problems = isRefusal(actionData) ? actionData.problems : {};
  return (
    <>
      <h1 className="text-2xl font-bold">{b.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{b.intro}</p>
      <RefusalNotice answer={actionData} />
      {actionData && "saved" in actionData && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {b.saved}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" noValidate className="mt-6 grid gap-6">
        <Slot
          name="logo"
          title={b.logo}
          hint={b.logoHint}
          image={pictures.logo}
          problems={problems}
        />
        <Slot
          name="icon"
          title={b.icon}
          hint={b.iconHint}
          image={pictures.icon}
          problems={problems}
        />
        <Slot
          name="share"
          title={b.share}
          hint={b.shareHint}
          image={pictures.share}
          problems={problems}
        >
          <BilingualField
            name="shareAlt"
            label={b.shareAlt}
            fr={pictures.settings.shareAlt.fr}
            en={pictures.settings.shareAlt.en}
            maxLength={300}
          />
        </Slot>
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold">{b.pages}</h2>
          <p className="mt-1 text-sm text-slate-700">{b.pagesHint}</p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {SHARE_PAGES.map((page) => (
              <Slot
                key={page}
                name={pageField(page)}
                title={pageNames[page]}
                image={pictures.pageShare[page] ?? null}
                problems={problems}
                inPage
              />
            ))}
          </div>
        </section>
        <ProblemList problems={problems} />
        <div>
          <button className="min-h-11 rounded-full bg-green-800 px-5 font-semibold text-white">
            {b.save}
          </button>
        </div>
      </Form>
    </>
  );
}

/** One picture: what the site shows now, another one to send, or back to the built-in one. */
function Slot({
  name,
  title,
  hint,
  image,
  problems,
  inPage = false,
  children,
}: {
  name: string;
  title: string;
  hint?: string;
  image: MediaImage | null;
  problems: FieldProblems;
  inPage?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useAdmin();
  const b = t.logoAndSharing;
  const Tag = inPage ? "div" : "section";
  return (
    <Tag
      data-brand-slot={name}
      className={
        inPage
          ? "rounded-lg border border-slate-200 p-3"
          : "rounded-xl border border-slate-200 bg-white p-5"
      }
    >
      {inPage ? (
        <h3 className="font-semibold">{title}</h3>
      ) : (
        <h2 className="text-lg font-semibold">{title}</h2>
      )}
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {image ? (
          <MediaPicture
            image={image}
            alt={b.current}
            sizes="160px"
            className="h-20 w-auto max-w-40 rounded border border-slate-200 object-contain"
          />
        ) : (
          <p className="text-sm text-slate-600" data-built-in="">
            {inPage ? b.usesSite : b.builtIn}
          </p>
        )}
      </div>
      <div className="mt-3 grid gap-3">
        <PhotoUploadField name={name} label={b.change} />
        {image && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={`${name}Reset`} className="size-5" />
            {inPage ? b.resetPage : b.reset}
          </label>
        )}
        {problems[name] && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t.site.problems[problems[name]]}
          </p>
        )}
        {children}
      </div>
    </Tag>
  );
}

import QRCode from "qrcode";
import { Form, href, Link } from "react-router";
import type { Route } from "./+types/campaign-links";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { inputClass, RefusalNotice, RemoveButton, TextField, useAdmin } from "~/features/admin";
import { adminAction } from "~/features/admin/index.server";
import { audit, screenRole, staffUser } from "~/features/auth/index.server";
import { getSiteData } from "~/features/company/index.server";
import { isRefusal, type FormRefusal } from "~/features/forms";
import { LINK_SOURCES } from "~/features/visits";
import {
  createCampaignLink,
  listCampaignLinks,
  removeCampaignLink,
} from "~/features/visits/index.server";
import { localizePath } from "~/i18n/locale";
import { fillTemplate } from "~/i18n/template";
import { uiWords, words } from "~/i18n/words/ui";
import { getRuntime } from "~/runtime/runtime.server";
import { campaignLinksForm } from "./campaign-links.server";

/** Who may use this address; the admin layout has let in only the team already. */
export const middleware: Route.MiddlewareFunction[] = [screenRole("editor")];

/**
 * The campaign links with their full address and QR code, drawn on the server: an SVG to show,
 * a PNG large enough to print on a flyer.
 */
export async function loader({ context }: Route.LoaderArgs) {
  staffUser(context);
  const { config, database } = await getRuntime();
  const site = await getSiteData(database);
  const links = await listCampaignLinks(database.db);
  const shown = await Promise.all(
    links.map(async (link) => {
      const url = new URL(`/go/${link.slug}`, config.PUBLIC_URL).href;
      const svg = await QRCode.toString(url, { type: "svg", margin: 2 });
      const png = await QRCode.toDataURL(url, { width: 1024, margin: 4 });
      return { ...link, url, svg, png };
    }),
  );
  const pageNames = {
    fr: words("fr", uiWords, site.facts.company.name).pageNames,
    en: words("en", uiWords, site.facts.company.name).pageNames,
  };
  return { links: shown, pageNames };
}

type Answer = { done: "add"; slug: string } | { done: "remove" } | FormRefusal;

export async function action({ request, context }: Route.ActionArgs) {
  return adminAction({ request, context }, { form: campaignLinksForm }, async (user, form) => {
    const { database } = await getRuntime();
    const input = form.data;
    if (input.intent === "remove") {
      if (await removeCampaignLink(database.db, input.id))
        await audit(user, "campaign.remove", { type: "campaign_link", id: input.id });
      return { done: "remove" } satisfies Answer;
    }
    const { intent: _, ...link } = input;
    const made = await createCampaignLink(database.db, link, user.id);
    if (made === "taken") {
      const refusal: FormRefusal = {
        refused: "fields",
        problems: { slug: "LINK_TAKEN" },
        sent: {},
      };
      return refusal satisfies Answer;
    }
    await audit(user, "campaign.add", { type: "campaign_link", id: made.id }, link);
    return { done: "add", slug: link.slug } satisfies Answer;
  });
}

export default function CampaignLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useAdmin();
  const w = t.visits.links;
  const answer = actionData as Answer | undefined;
  const refused = isRefusal(answer) ? answer : undefined;
  const added = answer && !isRefusal(answer) && answer.done === "add" ? answer.slug : null;
  return (
    <>
      <p>
        <Link to={localizePath(href("/admin/visits"), locale)} className="text-green-800 underline">
          {w.back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{w.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{w.intro}</p>
      {answer && !refused && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {added ? fillTemplate(w.created, { link: `/go/${added}` }) : w.removed}
        </p>
      )}
      {refused && <RefusalNotice answer={refused} marked />}
      <h2 className="mt-8 text-xl font-semibold">{w.add}</h2>
      <NewLinkForm
        key={added ?? "new"}
        problems={refused?.problems ?? {}}
        pageNames={loaderData.pageNames}
      />
      {loaderData.links.length === 0 ? (
        <p className="mt-8 text-slate-600">{w.empty}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {loaderData.links.map((link) => (
            <li
              key={link.id}
              data-link={link.slug}
              className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr]"
            >
              <div
                role="img"
                data-qr=""
                aria-label={fillTemplate(w.qr, { link: link.url })}
                className="w-40 [&_svg]:h-auto [&_svg]:w-full"
                // Drawn on the server by the qrcode library from our own address: no user markup.
                dangerouslySetInnerHTML={{ __html: link.svg }}
              />
              <div className="min-w-0">
                <p className="font-mono text-lg font-semibold break-all text-slate-900">
                  {link.url}
                </p>
                <p className="mt-1 text-slate-700">
                  {fillTemplate(w.leadsTo, {
                    page: loaderData.pageNames[locale][link.page],
                    locale: w.locales[link.locale],
                  })}
                  {" · "}
                  {w.sources[link.source as keyof typeof w.sources] ?? link.source}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <a
                    href={link.png}
                    download={`qr-${link.slug}.png`}
                    className="rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
                  >
                    {w.download}
                  </a>
                  <Link
                    to={localizePath(`${href("/admin/visits")}#campagne-${link.campaign}`, locale)}
                    className="text-sm text-green-800 underline"
                  >
                    {fillTemplate(w.see, { campaign: link.campaign })}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={link.id} />
                    <RemoveButton
                      what={fillTemplate(w.removeWhat, { link: `/go/${link.slug}` })}
                      label={w.remove}
                      warning={w.removeWarning}
                    />
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NewLinkForm({
  problems,
  pageNames,
}: {
  problems: FormRefusal["problems"];
  pageNames: Route.ComponentProps["loaderData"]["pageNames"];
}) {
  const { t, locale } = useAdmin();
  const w = t.visits.links;
  const select = (name: string, label: string, options: readonly [string, string][]) => (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <select name={name} className={inputClass}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form
      method="post"
      noValidate
      className="mt-3 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <TextField name="slug" label={w.slug} hint={w.slugHint} problems={problems} required />
      <TextField
        name="campaign"
        label={w.campaign}
        hint={w.campaignHint}
        problems={problems}
        required
      />
      {select(
        "page",
        w.page,
        PUBLIC_PAGES.map((page) => [page, pageNames[locale][page]]),
      )}
      {select("locale", w.locale, [
        ["fr", w.locales.fr],
        ["en", w.locales.en],
      ])}
      {select(
        "source",
        w.source,
        LINK_SOURCES.map((source) => [source, w.sources[source]]),
      )}
      <div className="flex items-end">
        <button
          name="intent"
          value="add"
          className="rounded-full bg-green-800 px-5 py-2 font-semibold text-white"
        >
          {w.create}
        </button>
      </div>
    </Form>
  );
}

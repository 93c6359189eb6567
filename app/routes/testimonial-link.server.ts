import { data, href } from "react-router";
import * as z from "zod";
import { postedForm } from "~/features/forms/index.server";
import {
  openTestimonialLink,
  submitTestimonial,
  TESTIMONIAL_LIMITS,
  type LinkState,
} from "~/features/interventions/index.server";
import { getSiteData } from "~/features/company/index.server";
import { parseLocale, type Locale } from "~/i18n/locale";
import { cleanLine, cleanText } from "~/lib/clean-text";
import type { AppRuntime } from "~/runtime/runtime.server";

/**
 * /temoignage/:token: the testimonial form a client is sent two days after their devis's last
 * intervention, pre-filled with their name and the service. An unknown or spent link is a page
 * that says so (a 404 or a 410), never an error.
 */
async function pageOf({ database }: AppRuntime, token: string, request: Request) {
  const link: LinkState = await openTestimonialLink(database, token);
  const site = await getSiteData(database);
  const locale: Locale = parseLocale(new URL(request.url).searchParams.get("lng")) ?? "fr";
  return {
    locale,
    link,
    company: site.company.name,
    stored: false,
    problems: {} as TestimonialProblems,
  };
}

const statusOf = (link: LinkState) => (link.state === "used" ? 410 : 404);

export async function loadTestimonialLink(runtime: AppRuntime, token: string, request: Request) {
  const page = await pageOf(runtime, token, request);
  return data(page, { status: page.link.state === "open" ? 200 : statusOf(page.link) });
}

const schema = z.object({
  name: z
    .string()
    .default("")
    .transform((v) => cleanLine(v).trim()),
  rating: z.string().default(""),
  text: z
    .string()
    .default("")
    .transform((v) => cleanText(v).trim()),
});

export type TestimonialProblems = Partial<
  Record<"name" | "rating" | "text", "name" | "rating" | "text" | "tooLong">
>;

export async function postTestimonialLink(runtime: AppRuntime, token: string, request: Request) {
  const page = await pageOf(runtime, token, request);
  if (page.link.state !== "open") return data(page, { status: statusOf(page.link) });
  const form = await postedForm(request);
  const parsed = schema.safeParse(form ? Object.fromEntries(form) : {});
  const input = parsed.success ? parsed.data : { name: "", rating: "", text: "" };
  const problems: TestimonialProblems = {};
  if (!input.name) problems.name = "name";
  else if (input.name.length > TESTIMONIAL_LIMITS.name) problems.name = "tooLong";
  const rating = /^[1-5]$/.test(input.rating) ? Number(input.rating) : 0;
  if (!rating) problems.rating = "rating";
  if (input.text.length < TESTIMONIAL_LIMITS.minText) problems.text = "text";
  else if (input.text.length > TESTIMONIAL_LIMITS.text) problems.text = "tooLong";
  if (Object.keys(problems).length) return data({ ...page, problems }, { status: 400 });
  const site = await getSiteData(runtime.database);
  const notify = {
    to: site.settings.leadsNotifyTo || runtime.config.LEADS_NOTIFY_TO,
    company: site.company.name,
    adminUrl: new URL(href("/admin/testimonials"), runtime.config.PUBLIC_URL).toString(),
  };
  const stored = await submitTestimonial(
    runtime.database,
    token,
    { ...input, rating },
    {
      locale: page.locale,
      userAgent: request.headers.get("user-agent"),
    },
    notify,
  );
  if (stored !== "stored") {
    const link: LinkState = { state: stored };
    return data({ ...page, link }, { status: statusOf(link) });
  }
  return data({ ...page, stored: true });
}

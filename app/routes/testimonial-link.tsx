import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/testimonial-link";
import { fillTemplate } from "~/i18n/template";
import { interventionWords, words } from "~/i18n/words/interventions";
import { CachePolicy } from "~/lib/http-cache";
import { plural } from "~/lib/plural";
import { getRuntime } from "~/runtime/runtime.server";
import {
  loadTestimonialLink,
  postTestimonialLink,
  type TestimonialProblems,
} from "./testimonial-link.server";

/** A client's testimonial behind their private link; never cached, never indexed. */
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadTestimonialLink(await getRuntime(), params.token, request);
}

export async function action({ params, request }: Route.ActionArgs) {
  return postTestimonialLink(await getRuntime(), params.token, request);
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": CachePolicy.noStore,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${words(loaderData.locale, interventionWords).client.testimonial.title} – ${loaderData.company}`
      : "",
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TestimonialLink({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const { locale, link } = page;
  const w = words(locale, interventionWords).client.testimonial;
  const busy = useNavigation().state !== "idle";
  const problems: TestimonialProblems = page.problems;
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base";
  const problem = (name: keyof TestimonialProblems) =>
    problems[name] && (
      <p id={`t-${name}-problem`} className="mt-1 font-semibold text-red-800">
        {w.problems[problems[name]]}
      </p>
    );
  const message = page.stored ? w.thanks : link.state === "used" ? w.used : w.unknown;
  return (
    <main id="main" lang={locale} className="mx-auto max-w-2xl px-4 py-6 text-slate-900">
      <p className="text-sm font-semibold text-green-800">{page.company}</p>
      <h1 className="mt-1 text-2xl font-bold">{w.title}</h1>
      {page.stored || link.state !== "open" ? (
        <p role="status" data-state={page.stored ? "stored" : link.state} className="mt-4">
          {message}
        </p>
      ) : (
        <Form method="post" noValidate className="mt-4">
          <p>{fillTemplate(w.intro, { service: link.service })}</p>
          <label htmlFor="t-name" className="mt-4 block font-semibold">
            {w.name}
          </label>
          <input
            id="t-name"
            name="name"
            defaultValue={link.name}
            maxLength={100}
            autoComplete="name"
            className={field}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={problems.name ? "t-name-problem" : undefined}
          />
          {problem("name")}
          <p className="mt-4 font-semibold">{w.service}</p>
          <p data-testid="testimonial-service">{link.service}</p>
          <fieldset className="mt-4">
            <legend className="font-semibold">{w.rating}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} className="flex items-center gap-2">
                  <input type="radio" name="rating" value={n} defaultChecked={n === 5} />
                  {plural(locale, n, w.stars)}
                </label>
              ))}
            </div>
            {problem("rating")}
          </fieldset>
          <label htmlFor="t-text" className="mt-4 block font-semibold">
            {w.text}
          </label>
          <textarea
            id="t-text"
            name="text"
            rows={5}
            maxLength={2000}
            className={field}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={problems.text ? "t-text-problem" : undefined}
          />
          {problem("text")}
          <button
            disabled={busy}
            className="mt-4 w-full rounded-full bg-green-800 px-6 py-3 text-lg font-semibold text-white disabled:opacity-60"
          >
            {w.send}
          </button>
        </Form>
      )}
    </main>
  );
}

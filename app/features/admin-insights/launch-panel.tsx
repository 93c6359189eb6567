import { Form, href, Link } from "react-router";
import { fillTemplate } from "~/i18n/template";
import type { DemoCounts } from "~/features/company/index.server";
import type {
  LaunchChecklist,
  LaunchStep,
} from "~/features/admin-insights/launch-checklist.server";
import { plural } from "~/lib/plural";
import { useAdmin } from "~/features/admin";

/** The screen that fixes each step; mail has none (it is the server's SMTP_URL setting). */
const STEP_LINKS: Record<Exclude<LaunchStep, "pictures">, string | null> = {
  identity: href("/admin/settings"),
  phone: href("/admin/settings"),
  accounts: href("/admin/accounts"),
  demo: href("/admin"),
  photos: href("/admin/gallery"),
  figures: href("/admin/pages/:page", { page: "figures" }),
  mail: null,
};

/** One line of the checklist: its mark, its text (a link to where it is fixed) and its state. */
function Step(props: {
  step: LaunchStep;
  page?: string;
  done: boolean;
  href: string | null;
  text: string;
  state: string;
}) {
  return (
    <li data-step={props.step} data-page={props.page} data-done={props.done} className="flex gap-2">
      <span aria-hidden="true" className="w-4 font-bold text-green-800">
        {props.done ? "✓" : "○"}
      </span>
      {props.href ? (
        <Link to={props.href} className="underline">
          {props.text}
        </Link>
      ) : (
        <span>{props.text}</span>
      )}
      <span className="text-slate-600">({props.state})</span>
    </li>
  );
}

/**
 * Top of the dashboard until the site is ready: the "demo content is shown" notice with its one
 * removal button, and the launch checklist (gone once every step is done).
 */
export function LaunchPanel({
  demo,
  checklist,
  removed,
}: {
  demo: DemoCounts;
  checklist: LaunchChecklist;
  removed: boolean;
}) {
  const { t, user, locale } = useAdmin();
  const d = t.dashboard;
  const demoLeft = Object.values(demo).some((n) => n > 0);
  const list = [
    plural(locale, demo.testimonials, d.demoDetails.testimonials),
    plural(locale, demo.blog_posts, d.demoDetails.posts),
    plural(locale, demo.team_members, d.demoDetails.team),
    plural(locale, demo.partners, d.demoDetails.partners),
  ].join(", ");
  const done = checklist.steps;
  const steps = Object.keys(done) as LaunchStep[];
  return (
    <>
      {removed && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
          {d.demoRemoved}
        </p>
      )}
      {demoLeft && (
        <section
          aria-labelledby="demo-title"
          data-testid="demo-notice"
          className="mt-6 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-5"
        >
          <h2 id="demo-title" className="text-lg font-bold text-amber-950">
            {d.demoShown}
          </h2>
          <p className="mt-1 text-slate-800">
            {list} {d.demoDetails.end}
          </p>
          {user.role === "admin" && (
            // Two steps: what will go is said, with its counts, before anything is removed.
            <details className="mt-3" data-demo-confirm="">
              <summary className="inline-block cursor-pointer rounded-full bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900">
                {d.demoRemove}
              </summary>
              <div className="mt-3 rounded-lg border border-amber-300 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {d.demoConfirm.replace("{list}", list)}
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="confirm" value="yes" />
                  <button className="rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-900">
                    {d.demoConfirmButton}
                  </button>
                </Form>
              </div>
            </details>
          )}
        </section>
      )}
      {steps.some((step) => !done[step]) && (
        <section
          aria-labelledby="checklist-title"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="checklist-title" className="text-lg font-bold">
            {d.checklist}
          </h2>
          <ul className="mt-3 space-y-2" data-testid="launch-checklist">
            {steps.map((step) =>
              step === "pictures" ? (
                // One line per page, each to the page's own editor.
                checklist.artwork.map(({ page, label, count }) => (
                  <Step
                    key={`${step}-${page}`}
                    step={step}
                    page={page}
                    done={count === 0}
                    href={href("/admin/pages/:page", { page })}
                    text={fillTemplate(d.steps.pictures, { page: label[locale] })}
                    state={count === 0 ? d.checklistDone : plural(locale, count, d.picturesLeft)}
                  />
                ))
              ) : (
                <Step
                  key={step}
                  step={step}
                  done={done[step]}
                  href={STEP_LINKS[step]}
                  text={d.steps[step]}
                  state={done[step] ? d.checklistDone : d.checklistTodo}
                />
              ),
            )}
          </ul>
        </section>
      )}
    </>
  );
}

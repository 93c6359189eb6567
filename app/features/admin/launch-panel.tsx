import { Form, Link } from "react-router";
import type { DemoCounts } from "~/features/site/demo.server";
import type { LaunchStep } from "~/features/site/launch-checklist.server";
import { plural } from "~/lib/plural";
import { useAdmin } from "./admin-data";

const STEP_LINKS: Record<LaunchStep, string> = {
  identity: "/admin/settings",
  phone: "/admin/settings",
  accounts: "/admin/accounts",
  demo: "/admin",
  photos: "/admin/gallery",
};

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
  checklist: Record<LaunchStep, boolean>;
  removed: boolean;
}) {
  const { t, user, locale } = useAdmin();
  const d = t.dashboard;
  const demoLeft = Object.values(demo).some((n) => n > 0);
  const steps = Object.keys(checklist) as LaunchStep[];
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
            {[
              plural(locale, demo.testimonials, d.demoDetails.testimonials),
              plural(locale, demo.blog_posts, d.demoDetails.posts),
              plural(locale, demo.team_members, d.demoDetails.team),
              plural(locale, demo.partners, d.demoDetails.partners),
            ].join(", ")}{" "}
            {d.demoDetails.end}
          </p>
          {user.role === "admin" && (
            <Form method="post" className="mt-3">
              <button className="rounded-full bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900">
                {d.demoRemove}
              </button>
            </Form>
          )}
        </section>
      )}
      {steps.some((step) => !checklist[step]) && (
        <section
          aria-labelledby="checklist-title"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="checklist-title" className="text-lg font-bold">
            {d.checklist}
          </h2>
          <ul className="mt-3 space-y-2" data-testid="launch-checklist">
            {steps.map((step) => (
              <li key={step} data-step={step} data-done={checklist[step]} className="flex gap-2">
                <span aria-hidden="true" className="w-4 font-bold text-green-800">
                  {checklist[step] ? "✓" : "○"}
                </span>
                <Link to={STEP_LINKS[step]} className="underline">
                  {d.steps[step]}
                </Link>
                <span className="text-slate-600">
                  ({checklist[step] ? d.checklistDone : d.checklistTodo})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

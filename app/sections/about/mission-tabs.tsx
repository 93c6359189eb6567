import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import type { AboutContent } from "~/content/types";
import { pageScript } from "~/islands";
import startMissionTabs from "./mission-tabs.script";

/** The values' colours, in turn (each dark enough for a white icon on it). */
const PALETTE = ["#15803d", "#4d7c0f", "#0e7490", "#c2410c"] as const;

const TABS = ["mission", "vision", "values"] as const;
type Tab = (typeof TABS)[number];

const MissionTabsScript = pageScript("sections/about/mission-tabs", startMissionTabs, "load");

/**
 * Mission / Vision / Values. The server's page shows the three blocks one after another, with the
 * tab bar hidden, so it reads whole without JavaScript; a small page script (no React) folds them
 * into WAI-ARIA tabs (mission-tabs.script.ts). The selected tab's look follows `aria-selected`.
 */
export function MissionTabs({ block }: { block: AboutContent["missionVisionValues"] }) {
  return (
    <section aria-labelledby="mvv-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2
          id="mvv-title"
          className="mb-8 text-center text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {block.title}
        </h2>
        {/* Shown by the script, which gives the bar and its buttons their tab roles and states:
            hidden, they carry none, so the page without JavaScript has no tabs to announce. */}
        <div
          data-mission-tabs=""
          hidden
          className="mx-auto mb-8 flex w-fit max-w-full gap-1 rounded-full bg-green-50 p-1.5 ring-1 ring-green-100"
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              id={`mvv-tab-${tab}`}
              aria-controls={`mvv-panel-${tab}`}
              className="min-h-11 rounded-full px-5 py-2 font-semibold text-green-900 transition-colors hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 aria-selected:bg-green-800 aria-selected:text-white sm:px-8"
            >
              {block.tabs[tab]}
            </button>
          ))}
        </div>
        <div className="space-y-8">
          <Panel tab="mission">
            <Statement title={block.mission.title} text={block.mission.text} icon="Target" />
          </Panel>
          <Panel tab="vision">
            <Statement title={block.vision.title} text={block.vision.text} icon="Lightbulb" />
          </Panel>
          <Panel tab="values">
            <h3 className="text-center text-2xl font-bold text-slate-900">{block.values.title}</h3>
            <p className="mt-2 text-center text-lg text-slate-700">{block.values.intro}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {block.values.items.map((value, index) => (
                <li
                  key={value.title}
                  className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <span
                    className="flex h-12 w-12 flex-none items-center justify-center rounded-xl text-white"
                    style={{ backgroundColor: PALETTE[index % PALETTE.length] }}
                  >
                    <Icon name={value.icon} />
                  </span>
                  <div>
                    <h4 className="text-lg font-bold text-slate-900">{value.title}</h4>
                    <p className="mt-1 text-slate-700">{value.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
      <MissionTabsScript />
    </section>
  );
}

/** A plain block in the server's page; the script makes it a tab panel (role, label, hidden). */
function Panel({ tab, children }: { tab: Tab; children: ReactNode }) {
  return (
    <div
      id={`mvv-panel-${tab}`}
      data-testid={`mvv-panel-${tab}`}
      className="rounded-3xl bg-green-50 p-6 ring-1 ring-green-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-800 sm:p-10"
    >
      {children}
    </div>
  );
}

function Statement({
  title,
  text,
  icon,
}: {
  title: string;
  text: string;
  icon: "Target" | "Lightbulb";
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-800 text-white">
        <Icon name={icon} className="h-8 w-8" />
      </span>
      <h3 className="mt-5 text-2xl font-bold text-slate-900">{title}</h3>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">{text}</p>
    </div>
  );
}

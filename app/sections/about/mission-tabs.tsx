import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useKeepReaderBelow } from "~/lib/use-keep-reader-below";
import { Icon } from "~/components/icon";
import type { AboutContent } from "~/content/types";

const TABS = ["mission", "vision", "values"] as const;
type Tab = (typeof TABS)[number];

/**
 * Mission / Vision / Values as WAI-ARIA tabs (automatic activation; arrow keys, Home and End).
 * Until React has hydrated, the tab bar is not shown and the three panels are read one after the
 * other, so the page says everything without JavaScript; a reader who opened a link to a section
 * below them keeps their place when they fold (useKeepReaderBelow).
 */
export function MissionTabs({ block }: { block: AboutContent["missionVisionValues"] }) {
  const [active, setActive] = useState<Tab>("mission");
  const enhanced = useHydrated();
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const section = useRef<HTMLElement>(null);
  useKeepReaderBelow(section, enhanced);

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(active);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <section ref={section} aria-labelledby="mvv-title" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl">
        <h2
          id="mvv-title"
          className="mb-8 text-center text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {block.title}
        </h2>
        {/* Tabs only once they work: the server's page shows the three blocks one after another. */}
        {enhanced && (
          <div
            role="tablist"
            aria-labelledby="mvv-title"
            className="mx-auto mb-8 flex w-fit max-w-full gap-1 rounded-full bg-green-50 p-1.5 ring-1 ring-green-100"
          >
            {TABS.map((tab) => (
              <button
                key={tab}
                ref={(el) => {
                  tabs.current[tab] = el;
                }}
                type="button"
                role="tab"
                id={`mvv-tab-${tab}`}
                aria-controls={`mvv-panel-${tab}`}
                aria-selected={active === tab}
                tabIndex={active === tab ? 0 : -1}
                onClick={() => setActive(tab)}
                onKeyDown={onKeyDown}
                className="min-h-11 rounded-full px-5 py-2 font-semibold text-green-900 transition-colors hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 aria-selected:bg-green-800 aria-selected:text-white sm:px-8"
              >
                {block.tabs[tab]}
              </button>
            ))}
          </div>
        )}
        <div className="space-y-8">
          <Panel tab="mission" active={active} enhanced={enhanced}>
            <Statement title={block.mission.title} text={block.mission.text} icon="Target" />
          </Panel>
          <Panel tab="vision" active={active} enhanced={enhanced}>
            <Statement title={block.vision.title} text={block.vision.text} icon="Lightbulb" />
          </Panel>
          <Panel tab="values" active={active} enhanced={enhanced}>
            <h3 className="text-center text-2xl font-bold text-slate-900">{block.values.title}</h3>
            <p className="mt-2 text-center text-lg text-slate-700">{block.values.intro}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {block.values.items.map((value) => (
                <li
                  key={value.title}
                  className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                >
                  <span
                    className="flex h-12 w-12 flex-none items-center justify-center rounded-xl text-white"
                    style={{ backgroundColor: value.color }}
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
    </section>
  );
}

/** Before hydration a plain block; after, a tab panel hidden unless its tab is selected. */
function Panel({
  tab,
  active,
  enhanced,
  children,
}: {
  tab: Tab;
  active: Tab;
  enhanced: boolean;
  children: ReactNode;
}) {
  const tabProps = enhanced
    ? { role: "tabpanel", "aria-labelledby": `mvv-tab-${tab}`, tabIndex: 0, hidden: active !== tab }
    : {};
  return (
    <div
      id={`mvv-panel-${tab}`}
      data-testid={`mvv-panel-${tab}`}
      className="rounded-3xl bg-green-50 p-6 ring-1 ring-green-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-800 sm:p-10"
      {...tabProps}
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

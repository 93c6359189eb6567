import { Children, Suspense, type ReactNode } from "react";
import { nextTask } from "~/lib/next-task";

/**
 * Splits the browser's first hydration into several tasks (docs/decisions/028). Preact hydrates
 * a tree in one synchronous pass: a whole page was one long task, during which a slow phone could
 * not answer a tap. A part wrapped here waits for its own turn: while the page hydrates it
 * suspends, Preact keeps its server HTML as it is, and hydrates it in a later task, one part per
 * task. The server (React) and every later render draw the part at once. Each part must render
 * exactly one element (Preact keeps the first element of a suspended part).
 */
export function HydrateInTurn({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn part={part}>{children}</Turn>
    </Suspense>
  );
}

/**
 * Each child of a page (a section: one element each) hydrated in its own turn, in order; `page`
 * names them apart from other pages' parts.
 */
export function HydrateEachInTurn({ page, children }: { page: string; children: ReactNode }) {
  return Children.toArray(children).map((child, index) => (
    <HydrateInTurn key={index} part={`${page}:${index}`}>
      {child}
    </HydrateInTurn>
  ));
}

interface Waiting {
  promise: Promise<void>;
  done: boolean;
}

const waiting = new Map<string, Waiting>();
let lastTurn: Promise<void> = Promise.resolve();
// The server renders every part at once; so does the browser after its first hydration.
let firstHydration = typeof document !== "undefined";

function Turn({ part, children }: { part: string; children: ReactNode }) {
  if (firstHydration) {
    let turn = waiting.get(part);
    if (!turn) waiting.set(part, (turn = queueTurn()));
    if (!turn.done) throw turn.promise;
  }
  return children;
}

function queueTurn(): Waiting {
  const turn: Waiting = { promise: Promise.resolve(), done: false };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

/**
 * Resolves once every part of the first hydration has been hydrated; from then on parts render at
 * once (a later page reached by a link has nothing to wait for).
 */
export async function whenHydratedInTurn(): Promise<void> {
  let seen: Promise<void> | undefined;
  // A part's hydration can queue further parts (a page's sections inside the main part).
  while (seen !== lastTurn) {
    seen = lastTurn;
    await seen;
    await nextTask();
  }
  firstHydration = false;
}

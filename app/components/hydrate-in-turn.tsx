import { Suspense, type ReactNode } from "react";

/**
 * Progressive hydration (decision 059): the browser's Preact hydrates a page in one go, one long
 * task for a long page. A part wrapped in HydrateInTurn is left as the server drew it during that
 * first pass and hydrated in a task of its own right after, one part per task, so the page
 * answers input between them. It must wrap exactly one element.
 */
let firstPass = false;
let partsLeft = 0;
let turns: Promise<void> = Promise.resolve();

/** A promise settled in the next task, after the microtasks (a part's hydration) before it. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Runs the document's first hydration; parts in HydrateInTurn wait for their turn. Answers how many it left for later. */
export function hydrateFirstPass(hydrate: () => void): number {
  firstPass = true;
  partsLeft = 0;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  return partsLeft;
}

/** Settles once every part has had its turn and been hydrated. */
export function everyTurnTaken(): Promise<void> {
  // A part hydrates in the microtasks after its turn settles; the task after the last has them all.
  return turns.then(nextTask);
}

/** Settles in a task after the previous part's. */
function nextTurn(): Promise<void> {
  partsLeft += 1;
  turns = turns.then(nextTask);
  return turns;
}

function InTurn({ children }: { children: ReactNode }) {
  // Preact keeps the server's element while a part suspends during hydration and hydrates it
  // when the promise settles.
  if (firstPass) throw nextTurn();
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  // React (the server and development) renders the part as it is: a Suspense boundary there would
  // change the server's HTML (React may stream a large boundary after the rest).
  if (import.meta.env.SSR || import.meta.env.DEV) return children;
  return (
    <Suspense fallback={null}>
      <InTurn>{children}</InTurn>
    </Suspense>
  );
}

/** `Component` as a part of its own: wrapped in HydrateInTurn (it must render exactly one element). */
export function hydratedInTurn<Props extends object>(Component: (props: Props) => ReactNode): (props: Props) => ReactNode {
  return function PartInTurn(props: Props) {
    return (
      <HydrateInTurn>
        <Component {...props} />
      </HydrateInTurn>
    );
  };
}

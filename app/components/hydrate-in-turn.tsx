import { Suspense, type ReactNode } from "react";

/**
 * Progressive hydration (decisions 059, 061): the browser's Preact hydrates a page in one go, one
 * long task for a long page. A part wrapped in HydrateInTurn is left as the server drew it during
 * that first pass. Parts on or near the screen are then hydrated one per task, in page order, so
 * the page answers input between them; a part farther down waits until it comes near the screen
 * or the reader reaches for it (a press, a focus, a key), whichever is first. It must wrap exactly
 * one element.
 */

/** A part left by the first pass: its promise settles when it may hydrate. */
type Part = {
  promise: Promise<void>;
  wake: () => void;
  /** The server's element Preact kept for it (told by `placePart`); null when not known. */
  element: Element | null;
  awake: boolean;
};

/** How near the screen a part hydrates: half a screen above or below it. */
const NEAR_MARGIN = "50% 0px 50% 0px";

/** Events that come before what the reader does to a part (a press, a focus, a key): it hydrates at once. */
const REACHING = ["pointerdown", "mousedown", "touchstart", "focusin", "keydown"] as const;

/** Events that can reach a waiting part without one of those before (dispatched by a script): replayed once it is hydrated. */
const REPLAYED = ["click", "input", "change"] as const;

/** The mark set each time a part that waited for the screen or the reader is hydrated (app/shell/hydration-marks.ts). */
export const PART_HYDRATED_MARK = "amora:part-hydrated";

/** Near the screen (scrolled to), reached (pressed, focused, a key) or replayed (a script's click, input or change). */
export type PartHydratedDetail = { why: "near" | "reached" | "replayed" };

const PART = Symbol("part");

let firstPass = false;
let parts: Part[] = [];
let turns: Promise<void> = Promise.resolve();
/** Settles when the parts on or near the screen after the first pass have their turns queued. */
let onScreenQueued: Promise<void> = Promise.resolve();
const waiting = new Map<Element, Part>();
let listening = false;
let nearObserver: IntersectionObserver | null = null;

/** A promise settled in the next task, after the microtasks (a part's hydration) before it. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Runs the document's first hydration; parts in HydrateInTurn wait. Answers how many it left for later. */
export function hydrateFirstPass(hydrate: () => void): number {
  firstPass = true;
  parts = [];
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  scheduleParts(parts);
  return parts.length;
}

/**
 * Told by the browser's entry, from Preact's error hook, which element Preact kept for a part
 * that suspended in the first pass (app/shell/browser-hydration.ts).
 */
export function placePart(thrown: unknown, element: unknown): void {
  const part = thrown instanceof Promise ? (thrown as Promise<void> & { [PART]?: Part })[PART] : undefined;
  if (part && element instanceof Element) part.element = element;
}

/** Settles once every part on or near the screen has had its turn and been hydrated. */
export async function everyTurnTaken(): Promise<void> {
  await onScreenQueued;
  // A part hydrates in the microtasks after its turn settles; the task after the last has them all.
  await turns;
  await nextTask();
}

/** How many parts are still waiting for the screen or the reader. */
export function partsWaiting(): number {
  return waiting.size;
}

function newPart(): Part {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const part: Part = {
    promise,
    element: null,
    awake: false,
    wake() {
      if (part.awake) return;
      part.awake = true;
      if (part.element) {
        waiting.delete(part.element);
        nearObserver?.unobserve(part.element);
      }
      settle();
    },
  };
  (promise as Promise<void> & { [PART]?: Part })[PART] = part;
  parts.push(part);
  return part;
}

/** Queues the part's hydration in a task of its own, after the parts queued before it. */
function inTurn(part: Part): void {
  turns = turns.then(() => {
    if (part.awake) return;
    part.wake();
    return nextTask();
  });
}

function wakeWaiting(part: Part, why: PartHydratedDetail["why"]): void {
  if (part.awake) return;
  part.wake();
  performance.mark(PART_HYDRATED_MARK, { detail: { why } satisfies PartHydratedDetail });
}

function scheduleParts(left: readonly Part[]): void {
  const placed = left.filter((part) => part.element !== null);
  const canWait = typeof IntersectionObserver === "function" && document.visibilityState === "visible" && placed.length > 0;
  if (!canWait) {
    for (const part of left) inTurn(part);
    return;
  }
  for (const part of left) if (part.element === null) inTurn(part);
  for (const part of placed) waiting.set(part.element as Element, part);
  listenForTheReader();
  let firstLook = true;
  onScreenQueued = new Promise<void>((queued) => {
    nearObserver = new IntersectionObserver(
      (entries) => {
        if (firstLook) {
          // The first report covers every part: those near the screen hydrate in turn, in page order.
          firstLook = false;
          const near = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
          for (const part of placed) if (part.element && near.has(part.element)) inTurn(part);
          queued();
          return;
        }
        for (const entry of entries) {
          const part = entry.isIntersecting ? waiting.get(entry.target) : undefined;
          if (part) wakeWaiting(part, "near");
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const part of placed) nearObserver.observe(part.element as Element);
  });
}

/** The waiting part holding `target`, if any. */
function waitingPartOf(target: EventTarget | null): Part | undefined {
  if (!(target instanceof Node) || waiting.size === 0) return undefined;
  for (const [element, part] of waiting) if (element.contains(target)) return part;
  return undefined;
}

function listenForTheReader(): void {
  if (listening) return;
  listening = true;
  for (const type of REACHING) {
    document.addEventListener(
      type,
      (event) => {
        const part = waitingPartOf(event.target);
        if (part) wakeWaiting(part, "reached");
      },
      { capture: true, passive: true },
    );
  }
  for (const type of REPLAYED) {
    document.addEventListener(type, (event) => replayOnceHydrated(event), { capture: true });
  }
}

/**
 * A click, input or change that reaches a waiting part without a press or focus before it (a
 * script's): the part hydrates and the event is dispatched again to the same element once it has.
 * A click is held back meanwhile (a link would load a new document, a button submit its form
 * without the part's handlers); an input's or change's value is already the element's.
 */
function replayOnceHydrated(event: Event): void {
  const part = waitingPartOf(event.target);
  const target = event.target;
  if (!part || !(target instanceof Element)) return;
  const again = copyOf(event);
  if (event.type === "click") {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  wakeWaiting(part, "replayed");
  void nextTask().then(() => target.dispatchEvent(again));
}

function copyOf(event: Event): Event {
  if (event instanceof MouseEvent) {
    return new MouseEvent(event.type, {
      bubbles: event.bubbles,
      cancelable: event.cancelable,
      composed: event.composed,
      detail: event.detail,
      button: event.button,
      buttons: event.buttons,
      clientX: event.clientX,
      clientY: event.clientY,
      screenX: event.screenX,
      screenY: event.screenY,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    });
  }
  return new Event(event.type, { bubbles: event.bubbles, cancelable: event.cancelable, composed: event.composed });
}

function InTurn({ children }: { children: ReactNode }) {
  // Preact keeps the server's element while a part suspends during hydration and hydrates it
  // when the promise settles.
  if (firstPass) throw newPart().promise;
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

import { Fragment, options, type VNode } from "preact";
import { HydratedRouter } from "react-router/dom";

/**
 * What hydrating the server's React HTML with Preact needs (decision 059). Only the built browser
 * bundle runs Preact (vite-plugins/preact-in-the-browser.ts); in development React hydrates and
 * these steps are skipped (app/entry.client.tsx).
 */

/**
 * HydratedRouter decodes the router state the server streamed into the page before its first
 * render and, until it has, throws the promise of it for React to suspend on. Preact cannot
 * suspend at the root while it hydrates, so the entry waits for the state first: calling the
 * component once outside a render starts the decoding and throws that promise before any hook
 * runs. Anything else it throws (a state that cannot be decoded) fails the hydration loudly.
 */
export async function routerStateDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) {
      await thrown;
      return;
    }
    throw thrown;
  }
  throw new Error("React Router rendered outside a component: the entry cannot wait for its state");
}

/**
 * Creates React Router's router before the first pass, in a task of its own (about half of what
 * the first pass took): HydratedRouter creates it, once, at the start of its first call, then calls
 * its hooks, which cannot run outside a render and throw; the router it created stays for the
 * first pass. Called once the state is decoded (routerStateDecoded). An error of the router's own
 * would come again, loudly, in the first pass. Answers whether the router now exists (React Router
 * keeps it on the window for its development tools).
 */
export function createRouterAhead(): boolean {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch {
    // The hooks' error outside a render: expected.
  }
  return (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined;
}

/**
 * Preact renders into the document's <html> element, not the document, so the app's <html>
 * (root.tsx) stands for that element itself: its head and body hydrate the page's. Its
 * attributes are the server's and never change.
 */
export function renderHtmlAsTheDocumentElement(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
    previous?.(vnode);
  };
}

/**
 * The head's styles and stylesheets (the first paint's inlined rules, decision 057, and the
 * site's stylesheet added after it) and the script preloads added after the first paint
 * (decision 058) are not in the app's head, and Preact removes what it did not render as it
 * hydrates. They are kept where they are (taking them out and back would make the browser parse
 * and apply the styles again): while Preact hydrates, removing one of them does nothing.
 */
const ADDED_TO_HEAD = 'style, link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], script:not([type="application/ld+json"])';

export function hydrateKeepingHeadAdditions(hydrate: () => void): void {
  const added = [...document.head.children].filter((element) => element.matches(ADDED_TO_HEAD));
  for (const element of added) Object.defineProperty(element, "remove", { value: () => undefined, configurable: true });
  try {
    hydrate();
  } finally {
    for (const element of added) delete (element as { remove?: unknown }).remove;
  }
}

/**
 * Attributes that name another element by its id (or `url(#id)`): where a component's useId
 * value goes. The server's React and the browser's Preact number useId apart, and Preact does
 * not touch attributes while hydrating, so a label, description or gradient drawn by the server
 * would keep React's id while what Preact renders later names Preact's. After each element is
 * rendered, these attributes are set to what the component rendered when they differ.
 */
const ID_REFERENCE = new Set(["id", "for", "htmlFor", "list", "form", "headers", "popovertarget", "fill", "stroke", "clip-path", "clipPath", "mask", "filter", "href", "xlink:href", "xlinkHref"]);
const ATTRIBUTE_OF: Readonly<Record<string, string>> = { htmlFor: "for", clipPath: "clip-path", xlinkHref: "xlink:href" };

/** Preact keeps a rendered element on its vnode under this (minified) name. */
type RenderedVNode = VNode & { __e?: Element | Text | null };

export function keepIdReferencesAsRendered(): void {
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    previous?.(vnode);
    if (typeof vnode.type !== "string") return;
    const element = (vnode as RenderedVNode).__e;
    if (!(element instanceof Element)) return;
    const props = vnode.props as Record<string, unknown>;
    for (const name in props) {
      const value = props[name];
      if (typeof value !== "string" || !(ID_REFERENCE.has(name) || name.startsWith("aria-"))) continue;
      if ((name === "href" || name === "xlink:href" || name === "xlinkHref") && !value.startsWith("#")) continue;
      const attribute = ATTRIBUTE_OF[name] ?? name;
      if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
    }
  };
}

/** Preact's hook for what a component throws (minified name), with the vnode that threw. */
type ErrorHookOptions = typeof options & { __e?: (error: unknown, vnode: VNode, ...rest: unknown[]) => void };

/**
 * Tells `place` which server element Preact kept for each component that suspends while
 * hydrating (the vnode's element when the hook runs): the page's parts left by the first pass
 * (app/components/hydrate-in-turn.tsx), so that those far from the screen can wait for it.
 */
export function reportKeptElements(place: (thrown: unknown, element: unknown) => void): void {
  const hooks = options as ErrorHookOptions;
  const previous = hooks.__e;
  hooks.__e = (error: unknown, vnode: VNode, ...rest: unknown[]) => {
    place(error, (vnode as RenderedVNode | undefined)?.__e);
    previous?.(error, vnode, ...rest);
  };
}

import type { Plugin } from "vite";

/**
 * The browser build runs the app on Preact (preact/compat) instead of React DOM (decision 059):
 * the same components, hooks and React Router, in about 50 KB less of JavaScript. The server
 * still renders with React, and development and the unit tests run React too; what ships is what
 * the end-to-end tests drive (they run against the build).
 */
export const BROWSER_RENDERER: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInTheBrowser(): Plugin {
  return {
    name: "amora:preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      const target = BROWSER_RENDERER[source];
      if (target === undefined) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

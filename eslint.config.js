import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import redos from "eslint-plugin-redos";
import tseslint from "typescript-eslint";

const testFiles = ["**/*.test.{ts,tsx}", "tests/**"];

/**
 * A relative import of one of `layers`, however deep the importing file is ("../../http/auth",
 * "../../../server/http/auth"); `parent` is the folder the layers sit in. The project imports by
 * relative path only (no aliases), and the layer folder names are unique in the tree, so the
 * written path names the layer. Bare package names ("react-dom/server") never start with a dot.
 */
/**
 * The schema side of the contracts (decision 028): zod and the `*-schemas` modules that build
 * schemas with it. Browser code and the contracts themselves take only their types; a contract
 * reaches its schemas through a dynamic `import()`, so zod stays out of the browser bundle.
 */
const schemaModules = {
  regex: "^(zod(/.*)?|(\\.\\.?/)+(.*/)?(contracts/)?([a-z-]+-schemas|wire-object))$",
  message: "Browser code and contracts take only types from zod and the *-schemas modules; schemas load through the contract (decision 028)",
  allowTypeImports: true,
};

/** React 19 APIs preact/compat does not have (decision 059). */
const REACT_ONLY_APIS =
  "/^(useActionState|useOptimistic|useFormStatus|useFormState|requestFormReset|preload|preloadModule|preinit|preinitModule|preconnect|prefetchDNS|Activity|ViewTransition|addTransitionType|cache|cacheSignal|captureOwnerStack|unstable_useCacheRefresh)$/";

function below(layer, layers, parent = "") {
  return {
    regex: `^(\\.\\.?/)+${parent ? `(${parent})?` : ""}(${layers.join("|")})(/|$)`,
    message: `${layer} may not import ${layers.join(", ")}: layers import only downwards (decision 027)`,
  };
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", "data/", ".react-router/", "node_modules/", "test-results/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // No regular expression may backtrack super-linearly (issue 15): recheck proves each literal
    // and each `RegExp("...")` of literal strings linear, or shows the attack string. A check that
    // times out or cannot be done is an error too, so nothing passes unchecked. Patterns built from
    // variables are not seen here: they are audited by hand (core/bounded-pattern.ts says how).
    // recheck runs through its native binary (node_modules/recheck-linux-x64), about 10 ms a pattern.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { redos },
    rules: { "redos/no-vulnerable": ["error", { ignoreErrors: false }] },
  },
  {
    // Tests match the project's own output, never hostile input: a polynomial pattern there costs
    // nothing, an exponential one can still hang a run. Long HTML patterns can take recheck seconds
    // on a busy machine, so an unfinished check is not an error here.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    rules: { "redos/no-vulnerable": ["error", { permittableComplexities: ["polynomial"] }] },
  },
  {
    // process.env is read in one place only: server/config.ts (and test/bench/script harnesses).
    files: ["app/**/*.{ts,tsx}", "core/**/*.ts", "server/**/*.ts"],
    ignores: ["server/config.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through server/config.ts" },
      ],
    },
  },
  {
    // The browser runs the app on preact/compat (decision 059), which has none of React 19's form
    // actions, resource hints, Activity or cache: app code must not reach for them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...testFiles, "app/entry.server.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportDeclaration[source.value=/^react(-dom)?$/] > ImportSpecifier[imported.name=${REACT_ONLY_APIS}]`,
          message: "The browser runs on preact/compat, which lacks this React 19 API (decision 059)",
        },
        {
          selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=${REACT_ONLY_APIS}]`,
          message: "The browser runs on preact/compat, which lacks this React 19 API (decision 059)",
        },
        {
          selector: "JSXOpeningElement[name.name=/^(form|button|input)$/] > JSXAttribute[name.name=/^(action|formAction)$/] > JSXExpressionContainer > :function",
          message: "Form actions as functions are React 19 only; the browser runs on preact/compat (decision 059)",
        },
      ],
    },
  },
  // Layers import only downwards (decision 027): app/routes and app/shell -> app/features ->
  // app/components -> core; server/api -> server/http -> server/domain -> server/adapters,
  // server/db and server/scenes -> server/kernel -> core. Tests may reach any layer.
  {
    files: ["core/**/*.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [below("core", ["server", "app"])] }] },
  },
  {
    files: ["server/kernel/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": ["error", { patterns: [below("server/kernel", ["domain", "scenes", "db", "adapters", "jobs", "http", "api"], "server/"), below("server/kernel", ["app"])] }],
    },
  },
  {
    files: ["server/adapters/**/*.ts", "server/db/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [below("server/adapters and server/db", ["domain", "jobs", "http", "api"], "server/"), below("server/adapters and server/db", ["app"])] },
      ],
    },
  },
  {
    // Scene drawing (SVG and raster from a listing's data) sits below the domain, which uses it; it
    // takes only core and the kernel.
    files: ["server/scenes/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [below("server/scenes", ["domain", "db", "adapters", "jobs", "seed", "http", "api"], "server/"), below("server/scenes", ["app"])] },
      ],
    },
  },
  {
    files: ["server/domain/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": ["error", { patterns: [below("server/domain", ["http", "api"], "server/"), below("server/domain", ["app"])] }],
    },
  },
  {
    // api registers its routes with http's helpers (auth, errors, request origin); http imports api
    // only where the server is put together (app.ts mounts the API).
    files: ["server/http/**/*.ts"],
    ignores: [...testFiles, "server/http/app.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [below("server/http", ["api"], "server/"), below("server/http", ["app"])] }] },
  },
  {
    files: ["server/api/**/*.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [below("server/api", ["app"])] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [below("app/components", ["features", "routes", "shell"], "app/")] }] },
  },
  {
    // Features do not import each other either (their tests included); shared things move down to
    // app/components or core.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            below("app/features", ["routes", "shell"], "app/"),
            { group: ["**/features/**"], message: "Features do not import each other" },
          ],
        },
      ],
    },
  },
  {
    files: ["app/shell/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [below("app/shell", ["routes"], "app/")] }] },
  },
  {
    // Browser code takes only types from the server. Route modules (their loaders and actions run
    // on the server and call server/domain directly), *.server.ts modules and the server entry may
    // import it; React Router keeps those out of the browser bundle.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...testFiles, "app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ ...below("app (browser code)", ["server"]), allowTypeImports: true }, schemaModules] },
      ],
    },
  },
  {
    // A contract module is what the browser imports: method, path and docs, and its schemas only
    // through `schemas()`, a dynamic import. The schema modules and wire-object.ts build with zod.
    files: ["core/contracts/**/*.ts"],
    ignores: [...testFiles, "core/contracts/**/*-schemas.ts", "core/contracts/wire-object.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [schemaModules] }] },
  },
  {
    // The service worker (public/sw.js) runs in its own global scope.
    files: ["public/**/*.js"],
    languageOptions: { globals: { self: "readonly", URL: "readonly" } },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.{mjs,ts}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly", clearTimeout: "readonly", performance: "readonly", Buffer: "readonly" } },
  },
);

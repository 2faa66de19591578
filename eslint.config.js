import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import redos from "eslint-plugin-redos";
import tseslint from "typescript-eslint";

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
    // Features do not import each other; shared things move down to app/components or core.
    files: ["app/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**"], message: "Features do not import each other" }] },
      ],
    },
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

import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint step refuses regular expressions that backtrack super-linearly (eslint.config.js,
 * redos/no-vulnerable): linted through the project's own configuration, as `npm run lint` does.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: projectRoot });

async function redosMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "redos/no-vulnerable").map((message) => message.message);
}

describe("redos/no-vulnerable in the lint step", () => {
  it("refuses a pattern that backtracks exponentially, as a literal or as RegExp of a string", async () => {
    expect(await redosMessages('export const nested = /^(a+)+$/;\n', "core/example.ts")).toEqual([
      expect.stringContaining("exponential"),
    ]);
    expect(await redosMessages('export const built = new RegExp("^(a|a)*$");\n', "server/example.ts")).toEqual([
      expect.stringContaining("exponential"),
    ]);
  });

  it("refuses a quadratic pattern in the product's code", async () => {
    expect(await redosMessages('export const trailing = (path: string) => path.replace(/\\/+$/, "");\n', "app/example.ts")).toEqual([
      expect.stringContaining("2nd degree polynomial"),
    ]);
  });

  it("lets a linear pattern through", async () => {
    expect(await redosMessages("export const digits = /^\\d{1,9}$/;\nexport const word = /^[a-z]+$/i;\n", "core/example.ts")).toEqual([]);
  });

  it("in tests, lets a quadratic pattern through but not an exponential one", async () => {
    expect(await redosMessages('export const html = /<b[^>]*>x<\\/b>/;\n', "tests/api/example.test.ts")).toEqual([]);
    expect(await redosMessages("export const nested = /^(a+)+$/;\n", "core/example.test.ts")).toEqual([expect.stringContaining("exponential")]);
  });
});

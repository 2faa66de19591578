import { describe, expect, it } from "vitest";
import { withoutContractDocs } from "./contract-docs";

describe("withoutContractDocs (the client build's contracts)", () => {
  it("drops summary and description from defineContract calls, keeping the rest", () => {
    const code = [
      "const tags = [`deals`];",
      "export const a = defineContract({ method: `POST`, path: `/dealrequests`, summary: `Send a deal request`, tags, description: `More, ${tags[0]}`, schemas: () => s() });",
      "export const b = defineContract({ method: `GET`, path: `/deals`, summary: `Inbox` });",
      "export const other = { summary: `kept: not a contract` };",
    ].join("\n");
    const stripped = withoutContractDocs(code)!;
    expect(stripped).not.toContain("Send a deal request");
    expect(stripped).not.toContain("More,");
    expect(stripped).not.toContain("Inbox");
    expect(stripped).toContain("kept: not a contract");
    const define = (value: unknown) => value;
    const { a, b } = new Function("defineContract", "s", `${stripped.replaceAll("export ", "")}; return { a, b };`)(define, () => null) as Record<string, Record<string, unknown>>;
    expect(a).toEqual({ method: "POST", path: "/dealrequests", tags: ["deals"], schemas: expect.any(Function) });
    expect(b).toEqual({ method: "GET", path: "/deals" });
  });

  it("leaves a module without contracts alone", () => {
    expect(withoutContractDocs("export const x = 1;")).toBeNull();
  });
});

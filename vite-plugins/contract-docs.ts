import { parseAst, type Plugin } from "vite";

/**
 * A contract's `summary` and `description` (core/contracts, decision 028) are documentation for
 * the OpenAPI document, which the server builds. The browser calls a contract for its method and
 * path only, so the client build drops those two texts from every `defineContract({...})` in
 * core/contracts: about a kilobyte of prose less on the home route.
 */
const DOC_KEYS = new Set(["summary", "description"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** The ranges of the doc properties in `defineContract({...})` calls, each with its trailing comma. */
function docRanges(code: string, node: Node, ranges: [number, number][]): void {
  if (node.type === "CallExpression") {
    const callee = node.callee as Node;
    const [argument] = node.arguments as Node[];
    if (callee.type === "Identifier" && callee.name === "defineContract" && argument?.type === "ObjectExpression") {
      for (const property of argument.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (property.type !== "Property" || key?.type !== "Identifier" || !DOC_KEYS.has(key.name as string)) continue;
        let end = property.end;
        while (/\s/.test(code[end] ?? "")) end += 1;
        if (code[end] === ",") end += 1;
        ranges.push([property.start, end]);
      }
    }
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) docRanges(code, child, ranges);
  }
}

/** The module without its contracts' doc texts; null when it has none. */
export function withoutContractDocs(code: string): string | null {
  const ranges: [number, number][] = [];
  docRanges(code, parseAst(code) as unknown as Node, ranges);
  if (ranges.length === 0) return null;
  let result = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

export function contractDocsOnServerOnly(): Plugin {
  return {
    name: "amora:contract-docs-on-server-only",
    // Runs after the TypeScript transform, so it reads JavaScript.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      if (!/\/core\/contracts\/[^/]+\.ts$/.test(id.split("?")[0] ?? "")) return null;
      const stripped = withoutContractDocs(code);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}

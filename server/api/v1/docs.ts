import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { buildOpenApiDocument } from "./openapi";
import type { ApiRegistry } from "./route";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** GET /api/v1/openapi.json and a readable, script-free docs page at GET /api/v1/docs. */
export function registerDocsRoutes(
  app: FastifyInstance,
  api: ApiRegistry,
  { productName, operatorEmail, publicUrl }: Pick<Config, "productName" | "operatorEmail" | "publicUrl">,
): void {
  // Without PUBLIC_URL the site's pages are named by path, relative to wherever the document is read.
  const site = publicUrl ?? "";
  let cached: ReturnType<typeof buildOpenApiDocument> | undefined;
  const documentFor = () =>
    (cached ??= buildOpenApiDocument(api.routes, {
      title: `${productName} API`,
      version: "1",
      description: `The JSON API of ${productName}'s website and its iOS and Android apps. Paths, field names and messages are a compatibility contract. Errors always have the shape { status, code, message, errors? }.`,
      contact: { name: `${productName} team`, email: operatorEmail, url: `${site}/contacts` },
      license: { name: `Proprietary: use is subject to ${productName}'s terms of use`, url: `${site}/terms-of-use` },
    }));

  app.get("/openapi.json", async () => documentFor());

  app.get("/docs", async (_request, reply) => {
    const document = documentFor();
    const sections = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => {
          const op = operation as { operationId: string; summary: string; description: string; parameters: { name: string; in: string; required: boolean }[] };
          const parameters = op.parameters
            .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})</li>`)
            .join("");
          return `<section><h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2><p>${escapeHtml(op.description)}</p><p>Operation <code>${escapeHtml(op.operationId)}</code></p>${parameters ? `<ul>${parameters}</ul>` : ""}</section>`;
        }),
      )
      .join("\n");
    reply.type("text/html; charset=utf-8");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(productName)} API v1</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2b2230}h2{font-size:1.05rem}.method{display:inline-block;min-width:4.5rem;color:#8a1c4a}section{border-top:1px solid #eadde3;padding:.5rem 0}</style></head><body><h1>${escapeHtml(productName)} API v1</h1><p>Base path <code>/api/v1</code>; JSON in and out; calls that need a sign-in send <code>Authorization: Bearer &lt;token&gt;</code> (the website uses its session cookie). Errors always have the shape <code>{ status, code, message, errors? }</code>. Machine-readable description: <a href="/api/v1/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
  });
}

// Writes the /api/v1 OpenAPI document, as GET /api/v1/openapi.json serves it, to the file named by
// the first argument (npm test lints it with Redocly). Usage: tsx scripts/write-openapi.ts <file>
//
// Only the API's routes are registered: no page build, no database. Registering routes uses no
// service but the configuration and the clock, so every other service is a stand-in that fails
// loudly if anything ever calls it while the document is built.
import { writeFile } from "node:fs/promises";
import type { AppServices } from "../server/app-context";
import { loadConfig } from "../server/config";
import { systemClock } from "../server/kernel/clock";
import { buildApp } from "../server/http/app";

const output = process.argv[2];
if (!output) {
  console.error("usage: tsx scripts/write-openapi.ts <output.json>");
  process.exit(2);
}

function unusedService(name: string): object {
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === "then" || typeof property === "symbol") return undefined;
        throw new Error(`writing the OpenAPI document used services.${name}.${String(property)}; it should need only the routes`);
      },
    },
  );
}

const known: Partial<AppServices> = {
  config: { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), appSecret: "openapi-document-only-openapi-document-only" },
  clock: systemClock,
};
const services = new Proxy(known, {
  get(target, property) {
    if (typeof property === "symbol") return undefined;
    return property in target ? target[property as keyof AppServices] : unusedService(property);
  },
}) as AppServices;

const app = await buildApp({ services, logger: false });
try {
  await app.ready();
  const response = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  await writeFile(output, `${JSON.stringify(response.json(), null, 2)}\n`);
} finally {
  await app.close();
}
